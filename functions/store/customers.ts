/**
 * Customers of a tenant (key design in README.md "Customers"): the profile at `T#<t>#CUST#<id>` /
 * `PROFILE`, its audit history beside it (`HIST#<when>#<n>`), and pointer items by username, e-mail
 * and Cognito sub written in the same transaction, whose conditions keep each unique per tenant.
 * The customer's userId is its customerId: customers have no separate user record. A customer staff
 * added without an online account has no username and no sub (''), so no pointer for either. The
 * profile carries gsi1 keys that list every customer of the tenant by name (the staff search).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getItemBatched } from '#store/batched-gets';
import type { HistoryEntry } from '#domain/audit';
import type { TenantId } from '#domain/catalogue';
import { transactConditionally, type TransactItem } from '#store/conditional';
import { dynamo, tableName } from '#store/client';
import { keys, stripKeys } from '#store/keys';
import { queryAll, queryPrefix } from '#store/query';

export interface CustomerRecord {
  id: number;
  tenantId: TenantId;
  /** Lower case; what the person types to sign in (also the Cognito user name); '' without an online account. */
  username: string;
  /** Cognito sub; '' without an online account. */
  externalUserId: string;
  /** The name Cognito knows the user by when it is not the username (pools keyed by e-mail). */
  cognitoUsername?: string;
  prefixName?: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  suffixName?: string;
  /** As typed; uniqueness is by its lower-case form. */
  email: string;
  primaryPhoneNumber: string;
  alternatePhoneNumber?: string;
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zipcode: string;
  zipcodePlus4?: string;
  country: string;
  timezoneId?: string;
  comments?: string;
  customerStatus: number;
  discountClassId?: number;
  createdByAdmin: boolean;
  dateCreated: string;
  createdBy: string;
  dateLastModified: string;
  lastModifiedBy: string;
}

/** Which unique value is taken. */
export class CustomerConflictError extends Error {
  constructor(readonly field: 'username' | 'email' | 'externalUserId') {
    super(`customer ${field} is taken`);
  }
}

const POINTERS = ['username', 'email', 'externalUserId'] as const;

function pointerKey(tenantId: TenantId, field: (typeof POINTERS)[number], value: string) {
  if (field === 'username') return keys.customerByUsername(tenantId, value);
  if (field === 'email') return keys.customerByEmail(tenantId, value);
  return keys.customerBySub(tenantId, value);
}

export async function nextCustomerId(tenantId: TenantId): Promise<number> {
  const out = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.customerCounter(tenantId),
      UpdateExpression: 'ADD lastId :one SET entity = :e',
      ExpressionAttributeValues: { ':one': 1, ':e': 'Counter' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.lastId);
}

/** The profile item: the record, its keys and its place in the tenant's customer directory (gsi1). */
function profileItem(c: CustomerRecord) {
  return {
    ...keys.customer(c.tenantId, c.id),
    gsi1pk: keys.customerDirectory(c.tenantId),
    gsi1sk: keys.customerDirectorySk(c.lastName, c.firstName, c.id),
    entity: 'Customer',
    ...c,
  };
}

function historyPut(tenantId: TenantId, customerId: number, entry: HistoryEntry, n = 0) {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        pk: keys.customerPk(tenantId, customerId),
        sk: keys.customerHistorySk(entry.activityDate, n),
        entity: 'CustomerHistory',
        ...entry,
      },
    },
  };
}

/** Creates the customer, its pointers and its first history entry; CustomerConflictError on a clash. */
export async function createCustomer(c: CustomerRecord, created: HistoryEntry): Promise<void> {
  // A customer without an online account has no username or sub to keep unique.
  const pointers = POINTERS.filter((f) => c[f] !== '');
  const items = [
    {
      Put: {
        TableName: tableName(),
        Item: profileItem(c),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...pointers.map((f) => ({
      Put: {
        TableName: tableName(),
        Item: { ...pointerKey(c.tenantId, f, c[f]), entity: 'CustomerPointer', customerId: c.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    })),
    historyPut(c.tenantId, c.id, created),
  ];
  const result = await transactConditionally(items);
  if (result.ok) return;
  // The items in order: the customer, its pointers, the history entry.
  const field = [null, ...pointers, null][result.failed[0] ?? -1];
  if (field) throw new CustomerConflictError(field);
  throw new Error(`Customer ${c.id} was not created: a concurrent write on the same items.`);
}

/** The name to give Cognito for this customer. */
export function cognitoUsernameOf(c: CustomerRecord): string {
  return c.cognitoUsername ?? c.username;
}

export async function getCustomer(
  tenantId: TenantId,
  customerId: number,
): Promise<CustomerRecord | undefined> {
  const item = await getItemBatched(keys.customer(tenantId, customerId));
  return item ? stripKeys<CustomerRecord>(item) : undefined;
}

async function byPointer(tenantId: TenantId, field: (typeof POINTERS)[number], value: string) {
  const item = await getItemBatched(pointerKey(tenantId, field, value));
  return item ? (item.customerId as number) : undefined;
}

export async function isUsernameTaken(tenantId: TenantId, username: string): Promise<boolean> {
  return (await byPointer(tenantId, 'username', username)) !== undefined;
}

export async function isEmailTaken(tenantId: TenantId, email: string): Promise<boolean> {
  return (await byPointer(tenantId, 'email', email)) !== undefined;
}

export async function getCustomerByUsername(tenantId: TenantId, username: string) {
  const id = await byPointer(tenantId, 'username', username);
  return id === undefined ? undefined : getCustomer(tenantId, id);
}

export async function getCustomerByEmail(tenantId: TenantId, email: string) {
  const id = await byPointer(tenantId, 'email', email);
  return id === undefined ? undefined : getCustomer(tenantId, id);
}

export async function getCustomerBySub(tenantId: TenantId, sub: string) {
  const id = await byPointer(tenantId, 'externalUserId', sub);
  return id === undefined ? undefined : getCustomer(tenantId, id);
}

/**
 * Saves an edited customer with its history entry in one transaction, conditional on the record not
 * having changed since it was read (dateLastModified), so two edits never silently overwrite each
 * other. A changed e-mail moves its pointer (conditional on the new address being free).
 */
export async function updateCustomer(
  before: CustomerRecord,
  after: CustomerRecord,
  entry: HistoryEntry,
): Promise<'saved' | 'stale'> {
  const t = after.tenantId;
  const items: Record<string, unknown>[] = [
    {
      Put: {
        TableName: tableName(),
        Item: profileItem(after),
        ConditionExpression: 'dateLastModified = :seen',
        ExpressionAttributeValues: { ':seen': before.dateLastModified },
      },
    },
    historyPut(t, after.id, entry),
  ];
  const order: (CustomerConflictError['field'] | 'stale' | null)[] = ['stale', null];
  if (before.email.toLowerCase() !== after.email.toLowerCase()) {
    items.push(
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.customerByEmail(t, after.email), entity: 'CustomerPointer', customerId: after.id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Delete: { TableName: tableName(), Key: keys.customerByEmail(t, before.email) } },
    );
    order.push('email', null);
  }
  const result = await transactConditionally(items as TransactItem[]);
  if (result.ok) return 'saved';
  const failed = result.failed[0];
  if (failed === undefined)
    throw new Error(`Customer ${after.id} was not saved: a concurrent write on the same items.`);
  if (order[failed] === 'stale') return 'stale';
  throw new CustomerConflictError('email');
}

/** The customer's audit history, newest first. */
export async function listCustomerHistory(tenantId: TenantId, customerId: number): Promise<HistoryEntry[]> {
  return (await queryPrefix<HistoryEntry>(keys.customerPk(tenantId, customerId), 'HIST#')).reverse();
}

/** Every customer of the tenant, by last name then first name; only those whose last name starts so when given. */
export function listCustomers(tenantId: TenantId, lastNamePrefix = ''): Promise<CustomerRecord[]> {
  const directory = keys.customerDirectory(tenantId);
  if (lastNamePrefix) return queryPrefix<CustomerRecord>(directory, lastNamePrefix.toLowerCase(), 'gsi1');
  // begins_with refuses an empty prefix: the whole partition.
  return queryAll<CustomerRecord>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': directory },
  });
}

/**
 * Adds a history entry that changes no profile field (a staff comment), conditional on the customer
 * existing; false when there is no such customer.
 */
export async function addCustomerHistory(
  tenantId: TenantId,
  customerId: number,
  entry: HistoryEntry,
): Promise<boolean> {
  const result = await transactConditionally([
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.customer(tenantId, customerId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    historyPut(tenantId, customerId, entry),
  ]);
  return result.ok;
}
