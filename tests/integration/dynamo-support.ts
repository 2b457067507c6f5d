/**
 * The table as integration tests watch it: the commands this process's document client sends, and a
 * client of its own standing for another Lambda container (its writes are unknown to this process's
 * caches).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { dynamo } from '#store/client';

const COUNTER = 'countSentCommandsTest';

/**
 * Starts noting the names of the commands this process sends (e.g. 'BatchGetItemCommand') in `sent`,
 * emptied first, until `stopCountingCommands`.
 */
export function countSentCommands(sent: string[]): void {
  sent.length = 0;
  stopCountingCommands();
  dynamo().middlewareStack.add(
    (next, context) => (args) => {
      sent.push(context.commandName ?? '');
      return next(args);
    },
    { step: 'initialize', name: COUNTER },
  );
}

export function stopCountingCommands(): void {
  dynamo().middlewareStack.remove(COUNTER);
}

/** A document client of another container, on the same DynamoDB Local. */
export function otherContainerClient(): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: inject('dynamoEndpoint'),
      region: 'us-west-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
}
