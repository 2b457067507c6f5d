/**
 * The DynamoDB document client, configured from the environment and created once per process (a Lambda
 * container or the local runtime) so connections are reused across requests.
 *
 * - TABLE_NAME: the table (default 'campfire').
 * - DYNAMODB_ENDPOINT: set only on the local runtime and in tests (DynamoDB Local); fixed dummy
 *   credentials and region are used then, since DynamoDB Local accepts any.
 * - AWS_REGION: the region on AWS (set by Lambda).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME_DEFAULT } from '#store/table-definition';

let documentClient: DynamoDBDocumentClient | undefined;
let clientEndpoint: string | undefined;

export function tableName(): string {
  return process.env.TABLE_NAME || TABLE_NAME_DEFAULT;
}

export function dynamo(): DynamoDBDocumentClient {
  const endpoint = process.env.DYNAMODB_ENDPOINT || undefined;
  // Rebuilt only if the endpoint changes (tests point one process at a fresh DynamoDB Local).
  if (documentClient && clientEndpoint === endpoint) return documentClient;
  documentClient?.destroy();
  const base = endpoint
    ? new DynamoDBClient({
        endpoint,
        region: process.env.AWS_REGION || 'us-west-2',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      })
    : new DynamoDBClient({ region: process.env.AWS_REGION });
  documentClient = DynamoDBDocumentClient.from(base, {
    marshallOptions: { removeUndefinedValues: true },
  });
  clientEndpoint = endpoint;
  return documentClient;
}
