/**
 * Customer account use cases shared by the customers, users and admin-customers contexts (and the demo
 * customers): registration (the Cognito user, then the customer record), a customer staff add (with or
 * without an online account), profile edits, status changes and staff comments, each with its history.
 */
import { type EditCustomerRequest, type NewCustomerRequest, CUSTOMER_STATUS } from '#contract/customers';
import { type AdminNewCustomerRequest, CUSTOMER_MESSAGE, CUSTOMER_STATUSES } from '#contract/admin-customers';
import { BadRequestError, NotFoundError } from '#domain/errors';
import {
  CustomerConflictError,
  type CustomerRecord,
  addCustomerHistory,
  cognitoUsernameOf,
  createCustomer,
  isEmailTaken,
  isUsernameTaken,
  nextCustomerId,
  updateCustomer,
} from '#store/customers';
import { ACCOUNT_MESSAGE, deleteUser, publicPool, signUp, updateEmail } from '#adapters/identity/accounts';
import {
  createInvitedAccount,
  mailSetPasswordCode,
  setAccountEnabled,
} from '#adapters/identity/invited-accounts';
import { sendMail } from '#adapters/mail/index';
import { accountCreatedMail } from '#adapters/mail/templates';
import { mailTemplate } from '#store/templates';
import { describeChanges, diffCustomer, historyEntry } from './customer-history.ts';
import type { TenantId } from '#domain/catalogue';
import type { HistoryEntry } from '#domain/audit';

function taken(field: 'username' | 'email' | 'externalUserId'): BadRequestError {
  const [key, text] =
    field === 'email'
      ? ['body.email', ACCOUNT_MESSAGE.emailTaken]
      : ['body.username', ACCOUNT_MESSAGE.usernameTaken];
  return new BadRequestError(text, { [key]: [text] });
}

/** The editable fields of a request, as the record stores them. */
function profileFields(req: EditCustomerRequest | NewCustomerRequest | AdminNewCustomerRequest) {
  return {
    prefixName: req.prefixName,
    firstName: req.firstName,
    middleName: req.middleName,
    lastName: req.lastName,
    suffixName: req.suffixName,
    email: req.email,
    primaryPhoneNumber: req.primaryPhoneNumber,
    alternatePhoneNumber: req.alternatePhoneNumber,
    street1: req.street1,
    street2: req.street2,
    city: req.city,
    state: req.state,
    zipcode: req.zipcode,
    zipcodePlus4: req.zipcodePlus4,
    country: req.country,
    timezoneId: req.timezoneId,
    comments: req.comment,
  };
}

/**
 * Creates the account: the username and e-mail must be free (checked first so the person gets a field
 * message before Cognito mails a code), then Cognito SignUp (which mails the confirmation code), then
 * the record. If the record loses a race on a unique value, the new Cognito user is removed again.
 */
export async function registerCustomer(tenantId: TenantId, req: NewCustomerRequest): Promise<CustomerRecord> {
  const username = req.username.toLowerCase();
  const [usernameTaken, emailTaken] = await Promise.all([
    isUsernameTaken(tenantId, username),
    isEmailTaken(tenantId, req.email),
  ]);
  if (usernameTaken || emailTaken) {
    const fieldErrors: Record<string, string[]> = {};
    if (usernameTaken) fieldErrors['body.username'] = [ACCOUNT_MESSAGE.usernameTaken];
    if (emailTaken) fieldErrors['body.email'] = [ACCOUNT_MESSAGE.emailTaken];
    throw new BadRequestError('The request body is not valid.', fieldErrors);
  }
  const pool = await publicPool(tenantId);
  const { sub, cognitoUsername } = await signUp(pool, {
    username,
    password: req.password,
    email: req.email,
    firstName: req.firstName,
    lastName: req.lastName,
  });
  const now = new Date().toISOString();
  const record: CustomerRecord = {
    ...profileFields(req),
    id: await nextCustomerId(tenantId),
    tenantId,
    username,
    externalUserId: sub,
    ...(cognitoUsername !== username ? { cognitoUsername } : {}),
    customerStatus: CUSTOMER_STATUS.Active,
    // A public sign-up is never an admin creation, whatever the body says.
    createdByAdmin: false,
    dateCreated: now,
    createdBy: username,
    dateLastModified: now,
    lastModifiedBy: username,
  };
  try {
    await createCustomer(
      record,
      historyEntry(username, now, { performed: 'Account created', business: 'CreateCustomer' }, []),
    );
  } catch (err) {
    if (!(err instanceof CustomerConflictError)) throw err;
    await deleteUser(pool, cognitoUsername);
    throw taken(err.field);
  }
  return record;
}

/** Applies an edit; every changed field is recorded in one history entry. */
export async function editCustomer(
  before: CustomerRecord,
  req: EditCustomerRequest,
  actor: string,
): Promise<CustomerRecord> {
  const now = new Date().toISOString();
  const after: CustomerRecord = {
    ...before,
    ...profileFields(req),
    dateLastModified: now,
    lastModifiedBy: actor,
  };
  const changes = diffCustomer(before, after);
  if (changes.length === 0) return before;
  const performed = describeChanges(changes);
  await saveCustomerChange(
    before,
    after,
    historyEntry(actor, now, { performed, business: 'EditCustomer' }, changes),
  );
  // A customer without an online account has no pool user to keep in step.
  if (after.email !== before.email && after.externalUserId)
    await updateEmail(await publicPool(after.tenantId), cognitoUsernameOf(after), after.email);
  return after;
}

/** Saves a changed record with its history entry: a 400 when the new e-mail is taken or the record is stale. */
async function saveCustomerChange(
  before: CustomerRecord,
  after: CustomerRecord,
  entry: HistoryEntry,
): Promise<void> {
  if (
    after.email.toLowerCase() !== before.email.toLowerCase() &&
    (await isEmailTaken(before.tenantId, after.email))
  ) {
    throw taken('email');
  }
  try {
    const result = await updateCustomer(before, after, entry);
    if (result === 'stale') {
      throw new BadRequestError('This profile was changed elsewhere. Reload it and try again.');
    }
  } catch (err) {
    if (err instanceof CustomerConflictError) throw taken(err.field);
    throw err;
  }
}

/** The audit business action of a staff comment (how comments are told apart in the history). */
export const CUSTOMER_COMMENT_ACTION = 'AddComment';

const statusName = (id: number) => CUSTOMER_STATUSES.find((s) => s.id === id)?.name ?? String(id);

/**
 * Activates or deactivates a customer: the record (with its history entry) first, then the online
 * account's sign-in, so a failed Cognito call leaves the record saying what staff asked and a retry
 * finishes the job.
 */
export async function setCustomerStatus(
  before: CustomerRecord,
  status: number,
  actor: string,
): Promise<CustomerRecord> {
  if (before.customerStatus !== status) {
    const now = new Date().toISOString();
    const after = { ...before, customerStatus: status, dateLastModified: now, lastModifiedBy: actor };
    const change = {
      field: 'customerStatus',
      oldValue: statusName(before.customerStatus),
      newValue: statusName(status),
    };
    const performed = status === CUSTOMER_STATUS.Active ? 'Customer activated' : 'Customer deactivated';
    await saveCustomerChange(
      before,
      after,
      historyEntry(actor, now, { performed, business: 'ChangeCustomerStatus' }, [change]),
    );
    before = after;
  }
  if (before.externalUserId) {
    const pool = await publicPool(before.tenantId);
    await setAccountEnabled(pool, cognitoUsernameOf(before), status === CUSTOMER_STATUS.Active);
  }
  return before;
}

/** A staff comment: a history entry of its own (who, when, what), conditional on the customer existing. */
export async function addCustomerComment(
  tenantId: TenantId,
  customerId: number,
  comment: string,
  actor: string,
): Promise<void> {
  const entry = historyEntry(
    actor,
    new Date().toISOString(),
    { performed: 'Comment added', business: CUSTOMER_COMMENT_ACTION },
    [{ field: 'comment', oldValue: null, newValue: comment }],
  );
  if (!(await addCustomerHistory(tenantId, customerId, entry))) {
    throw new NotFoundError(CUSTOMER_MESSAGE.notFound(customerId));
  }
}

/**
 * A customer staff add at the desk (createdByAdmin). With an online account (createUser) the username
 * is required: the Cognito user is made with a password nobody knows, the record written, then the
 * customer is mailed their username and, separately by Cognito, the code that lets them choose a
 * password. Without one, no username and no pool user. A lost race on a unique value removes the new
 * pool user again, so the pool and the table never disagree.
 */
export async function addCustomerByStaff(
  tenant: { id: TenantId; siteTitle: string },
  req: AdminNewCustomerRequest,
  opts: { createUser: boolean; actor: string },
): Promise<CustomerRecord> {
  const tenantId = tenant.id;
  const username = opts.createUser ? (req.username ?? '').toLowerCase() : '';
  if (opts.createUser && !username) {
    throw new BadRequestError(CUSTOMER_MESSAGE.usernameRequired, {
      'body.username': [CUSTOMER_MESSAGE.usernameRequired],
    });
  }
  if (!opts.createUser && req.username) {
    throw new BadRequestError(CUSTOMER_MESSAGE.usernameNeedsAccount, {
      'body.username': [CUSTOMER_MESSAGE.usernameNeedsAccount],
    });
  }
  const [usernameTaken, emailTaken] = await Promise.all([
    username ? isUsernameTaken(tenantId, username) : false,
    isEmailTaken(tenantId, req.email),
  ]);
  if (usernameTaken || emailTaken) {
    const fieldErrors: Record<string, string[]> = {};
    if (usernameTaken) fieldErrors['body.username'] = [ACCOUNT_MESSAGE.usernameTaken];
    if (emailTaken) fieldErrors['body.email'] = [ACCOUNT_MESSAGE.emailTaken];
    throw new BadRequestError('The request body is not valid.', fieldErrors);
  }
  const pool = opts.createUser ? await publicPool(tenantId) : undefined;
  const account = pool
    ? await createInvitedAccount(
        pool,
        { username, email: req.email, firstName: req.firstName, lastName: req.lastName },
        () => taken('username'),
      )
    : undefined;
  const now = new Date().toISOString();
  const record: CustomerRecord = {
    ...profileFields(req),
    id: await nextCustomerId(tenantId),
    tenantId,
    username,
    externalUserId: account?.sub ?? '',
    ...(account && account.cognitoUsername !== username ? { cognitoUsername: account.cognitoUsername } : {}),
    customerStatus: CUSTOMER_STATUS.Active,
    createdByAdmin: true,
    dateCreated: now,
    createdBy: opts.actor,
    dateLastModified: now,
    lastModifiedBy: opts.actor,
  };
  const performed = account ? 'Customer added with an online account' : 'Customer added';
  try {
    await createCustomer(
      record,
      historyEntry(opts.actor, now, { performed, business: 'CreateCustomer' }, []),
    );
  } catch (err) {
    if (pool && account) await deleteUser(pool, account.cognitoUsername);
    if (err instanceof CustomerConflictError) throw taken(err.field);
    throw err;
  }
  if (pool && account) {
    await mailSetPasswordCode(pool, account.cognitoUsername);
    await sendMail(
      accountCreatedMail(
        { tenantId, siteTitle: tenant.siteTitle },
        record.email,
        {
          username,
          firstName: record.firstName,
          resetPath: `/reset-password?username=${encodeURIComponent(username)}`,
        },
        await mailTemplate(tenantId, 'account-created'),
      ),
    );
  }
  return record;
}
