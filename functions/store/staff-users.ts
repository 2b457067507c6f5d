/**
 * Staff (back-office) users of a tenant. The records live in one partition (`T#<t>#STAFF`, sk
 * `USER#<id>`); lookups by username, e-mail and Cognito sub go through pointer items written in the
 * same transaction as the record, whose conditions keep each of them unique per tenant.
 */
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuthTypeName, UserTypeName } from '#domain/users';
import type { HistoryEntry } from '#domain/audit';
import type { TenantId } from '#domain/catalogue';
import { type TransactItem, transactConditionally } from '#store/conditional';
import { identityHistoryPut, listIdentityHistory } from '#store/identity-history';
import { dynamo, tableName } from '#store/client';
import { keys, stripKeys } from '#store/keys';
import { queryPrefix } from '#store/query';

export interface StaffUserRecord {
  id: number;
  tenantId: TenantId;
  firstName: string;
  lastName: string;
  /** Lower case. */
  email: string;
  /** Lower case; what the person types to sign in. */
  username: string;
  /** Cognito sub ('' until the identity exists). */
  externalUserId: string;
  /** The name Cognito knows the user by (the username, or the e-mail in e-mail-username pools). */
  cognitoUsername: string;
  userType: UserTypeName;
  authType: AuthTypeName;
  /** USER_STATUS of contract/users.ts. */
  userStatusId: number;
  userRoleId: number;
  /** Assigned park ids. */
  locationIds: number[];
  verified: boolean;
  externalAgencyId: string | null;
  addedToMsp: boolean;
  receiveReservationEmails: boolean;
}

export class StaffUserConflictError extends Error {}

interface Pointer {
  userId: number;
}

function pointerPuts(tenantId: TenantId, u: StaffUserRecord) {
  const pointers = [keys.staffByUsername(tenantId, u.username), keys.staffByEmail(tenantId, u.email)];
  if (u.externalUserId) pointers.push(keys.staffBySub(tenantId, u.externalUserId));
  return pointers.map((key) => ({
    Put: {
      TableName: tableName(),
      Item: { ...key, entity: 'StaffUserPointer', userId: u.id },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }));
}

/**
 * Creates a user with its first history entry (none for the seeded first users); StaffUserConflictError
 * when the id, username, e-mail or sub is taken.
 */
export async function createStaffUser(user: StaffUserRecord, added?: HistoryEntry): Promise<void> {
  const u = { ...user, username: user.username.toLowerCase(), email: user.email.toLowerCase() };
  const result = await transactConditionally([
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.staffUser(u.tenantId, u.id), entity: 'StaffUser', ...u },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...pointerPuts(u.tenantId, u),
    ...(added ? [identityHistoryPut(u.tenantId, 'STAFFUSER', u.id, added)] : []),
  ]);
  if (!result.ok) {
    throw new StaffUserConflictError(`Staff user ${u.id} / ${u.username} / ${u.email} already exists.`);
  }
}

/** Links a user to their Cognito identity (sub), adding the sub pointer. */
export async function linkStaffIdentity(
  tenantId: TenantId,
  userId: number,
  sub: string,
  cognitoUsername: string,
): Promise<void> {
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.staffUser(tenantId, userId),
            UpdateExpression: 'SET externalUserId = :sub, cognitoUsername = :cu',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':sub': sub, ':cu': cognitoUsername },
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.staffBySub(tenantId, sub), entity: 'StaffUserPointer', userId },
          },
        },
      ],
    }),
  );
}

export async function getStaffUser(tenantId: TenantId, userId: number): Promise<StaffUserRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.staffUser(tenantId, userId), ConsistentRead: true }),
  );
  return out.Item ? stripKeys<StaffUserRecord>(out.Item) : undefined;
}

async function byPointer(tenantId: TenantId, key: { pk: string; sk: string }) {
  const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  const pointer = out.Item as Pointer | undefined;
  return pointer ? getStaffUser(tenantId, pointer.userId) : undefined;
}

export function getStaffUserByUsername(tenantId: TenantId, username: string) {
  return byPointer(tenantId, keys.staffByUsername(tenantId, username));
}

export function getStaffUserByEmail(tenantId: TenantId, email: string) {
  return byPointer(tenantId, keys.staffByEmail(tenantId, email));
}

export function getStaffUserBySub(tenantId: TenantId, sub: string) {
  return byPointer(tenantId, keys.staffBySub(tenantId, sub));
}

/** The next staff user id (an atomic counter, so concurrent creations never share an id). */
export async function nextStaffUserId(tenantId: TenantId): Promise<number> {
  const out = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.staffUserCounter(tenantId),
      UpdateExpression: 'SET entity = :e ADD lastId :one',
      ExpressionAttributeValues: { ':e': 'Counter', ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.lastId ?? 1);
}

/** Every staff user of the tenant (one partition). */
export async function listStaffUsers(tenantId: TenantId): Promise<StaffUserRecord[]> {
  const users = await queryPrefix<StaffUserRecord>(keys.staffPk(tenantId), 'USER#');
  return users.filter((u) => typeof u.id === 'number');
}

/**
 * Saves a changed user with its history entry, conditional on the record being as it was read (so two
 * admins' edits never silently overwrite each other): 'stale' when it changed meanwhile,
 * StaffUserConflictError when a new e-mail is taken. A changed e-mail moves its pointer in the same
 * transaction.
 */
export async function updateStaffUser(
  before: StaffUserRecord,
  after: StaffUserRecord,
  entry: HistoryEntry,
): Promise<'saved' | 'stale'> {
  const t = after.tenantId;
  const u = { ...after, email: after.email.toLowerCase() };
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.staffUser(t, u.id), entity: 'StaffUser', ...u },
        ConditionExpression:
          'userStatusId = :status AND userRoleId = :role AND email = :email AND firstName = :first AND lastName = :last',
        ExpressionAttributeValues: {
          ':status': before.userStatusId,
          ':role': before.userRoleId,
          ':email': before.email,
          ':first': before.firstName,
          ':last': before.lastName,
        },
      },
    },
    identityHistoryPut(t, 'STAFFUSER', u.id, entry),
  ];
  const emailMoves = before.email !== u.email;
  if (emailMoves) {
    items.push(
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.staffByEmail(t, u.email), entity: 'StaffUserPointer', userId: u.id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Delete: { TableName: tableName(), Key: keys.staffByEmail(t, before.email) } },
    );
  }
  // The items in order: the user, the history entry, the new e-mail's pointer, the old one's removal.
  const result = await transactConditionally(items);
  if (result.ok) return 'saved';
  if (result.failed[0] === 0) return 'stale';
  if (result.failed[0] === 2) throw new StaffUserConflictError(`E-mail ${u.email} is taken.`);
  throw new Error(`Staff user ${u.id} was not saved: a concurrent write on the same items.`);
}

/** Removes the user and its pointers in one transaction; false when it was already gone. */
export async function deleteStaffUser(user: StaffUserRecord): Promise<boolean> {
  const t = user.tenantId;
  const pointers = [keys.staffByUsername(t, user.username), keys.staffByEmail(t, user.email)];
  if (user.externalUserId) pointers.push(keys.staffBySub(t, user.externalUserId));
  const result = await transactConditionally([
    {
      Delete: {
        TableName: tableName(),
        Key: keys.staffUser(t, user.id),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    ...pointers.map((Key) => ({ Delete: { TableName: tableName(), Key } })),
  ]);
  return result.ok;
}

/** A staff user's history, newest first (also after the user was deleted). */
export function listStaffUserHistory(tenantId: TenantId, userId: number): Promise<HistoryEntry[]> {
  return listIdentityHistory(tenantId, 'STAFFUSER', userId);
}
