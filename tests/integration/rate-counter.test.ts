/**
 * The windowed call counter (store/rate-limits.ts): calls of one subject that arrive in one turn of the
 * event loop are counted by one ADD and numbered by its total, so exactly the limit pass however many
 * come at once, and calls arriving while that ADD is on its way are counted by the next. Against
 * DynamoDB Local, with the commands the client sends counted.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countSentCommands, stopCountingCommands } from './dynamo-support.ts';
import { takeRate } from '#store/rate-limits';
import { toTenantId } from '#domain/tenant-id';

const TENANT = toTenantId(`rc${Date.now().toString(36)}`);
const RATE = { limit: 30, windowSeconds: 600 };
/** One instant for every call, so that no call falls into the next window. */
const NOW = Math.floor(Date.now() / 1000);
const take = (subject: string) => takeRate(TENANT, subject, RATE, NOW);
const sent: string[] = [];

beforeEach(() => countSentCommands(sent));
afterEach(stopCountingCommands);

describe('the call counter', () => {
  it('counts 50 calls of one turn with one ADD and lets exactly the limit pass', async () => {
    const decisions = await Promise.all([...Array(50).keys()].map(() => take('claim#account#a')));
    expect(sent).toEqual(['UpdateItemCommand']);
    expect(decisions.filter((d) => d.allowed)).toHaveLength(30);
    expect(decisions.filter((d) => !d.allowed)).toHaveLength(20);
  });

  it('counts calls that arrive while an ADD is on its way with the next, numbered after it', async () => {
    const first = take('claim#account#b');
    // After the first turn: its ADD is on its way.
    await new Promise((resolve) => setImmediate(resolve));
    const later = [...Array(40).keys()].map(() => take('claim#account#b'));
    const decisions = await Promise.all([first, ...later]);
    expect(sent).toEqual(['UpdateItemCommand', 'UpdateItemCommand']);
    expect(decisions[0]).toEqual({ allowed: true });
    expect(decisions.filter((d) => d.allowed)).toHaveLength(30);
  });

  it('counts another subject apart', async () => {
    await Promise.all([...Array(30).keys()].map(() => take('claim#account#full')));
    sent.length = 0;
    const [full, other] = await Promise.all([take('claim#account#full'), take('claim#account#other')]);
    expect(full.allowed).toBe(false);
    expect(other).toEqual({ allowed: true });
    expect(sent).toEqual(['UpdateItemCommand', 'UpdateItemCommand']);
  });
});
