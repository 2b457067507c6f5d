/**
 * Single-item reads that arrive within one turn of the event loop share BatchGetItems of up to 100 keys
 * (store/batched-gets.ts): each read still answers its own item, or none, and sees a write that finished
 * before it was asked. Against DynamoDB Local, with the commands the client sends counted.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getItemBatched } from '#store/batched-gets';
import { dynamo, tableName } from '#store/client';
import { countSentCommands, stopCountingCommands } from './dynamo-support.ts';

const PK = `T#bg${Date.now().toString(36)}#BATCHED`;
const key = (n: number) => ({ pk: PK, sk: `ITEM#${String(n).padStart(4, '0')}` });

const sent: string[] = [];

beforeEach(() => countSentCommands(sent));
afterEach(stopCountingCommands);

async function putItems(numbers: number[]) {
  for (const n of numbers) {
    await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...key(n), n } }));
  }
}

describe('single-item reads in one turn', () => {
  it('answer each read with its own item or none, 250 reads in three batches', async () => {
    const stored = [...Array(250).keys()].filter((n) => n % 3 !== 0);
    await putItems(stored);
    sent.length = 0;

    const items = await Promise.all([...Array(250).keys()].map((n) => getItemBatched(key(n))));

    expect(sent).toEqual(['BatchGetItemCommand', 'BatchGetItemCommand', 'BatchGetItemCommand']);
    items.forEach((item, n) => {
      if (n % 3 === 0) expect(item).toBeUndefined();
      else expect(item).toMatchObject({ ...key(n), n });
    });
  });

  it('read a key asked for twice in the turn once, and answer both', async () => {
    await putItems([900]);
    sent.length = 0;
    const [a, b, missing] = await Promise.all([
      getItemBatched(key(900)),
      getItemBatched(key(900)),
      getItemBatched(key(901)),
    ]);
    expect(sent).toEqual(['BatchGetItemCommand']);
    expect(a).toMatchObject({ n: 900 });
    expect(b).toEqual(a);
    expect(missing).toBeUndefined();
  });

  it('see a write that finished before the read was asked (strongly consistent)', async () => {
    expect(await getItemBatched(key(950))).toBeUndefined();
    await putItems([950]);
    expect(await getItemBatched(key(950))).toMatchObject({ n: 950 });
  });

  it("fail only the read whose key the table refuses, not the others' in its batch", async () => {
    await putItems([1]);
    // A partition key over DynamoDB's 2,048 bytes (a lock code a caller made up) is refused.
    const bad = getItemBatched({ pk: `${PK}#${'x'.repeat(2100)}`, sk: 'HOLD' });
    const good = getItemBatched(key(1));
    const none = getItemBatched(key(999));
    await expect(bad).rejects.toThrow();
    expect(await good).toMatchObject({ n: 1 });
    expect(await none).toBeUndefined();
  });
});
