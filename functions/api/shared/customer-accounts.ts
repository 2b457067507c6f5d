/**
 * Customer account use cases shared by the customers and users contexts (and the demo customers):
 * registration (the Cognito user, then the customer record) and profile edits with their history.
 */
import { type EditCustomerRequest, type NewCustomerRequest, CUSTOMER_STATUS } from '#contract/customers';
import { BadRequestError } from '#domain/errors';
import {
  CustomerConflictError,
  type CustomerRecord,
  cognitoUsernameOf,
  createCustomer,
  isEmailTaken,
  isUsernameTaken,
  nextCustomerId,
  updateCustomer,
} from '#store/customers';
import { ACCOUNT_MESSAGE, deleteUser, publicPool, signUp, updateEmail } from '#adapters/identity/accounts';
import { describeChanges, diffCustomer, historyEntry } from './customer-history.ts';
import type { TenantId } from '#domain/catalogue';

function taken(field: 'username' | 'email' | 'externalUserId'): BadRequestError {
  const [key, text] =
    field === 'email'
      ? ['body.email', ACCOUNT_MESSAGE.emailTaken]
      : ['body.username', ACCOUNT_MESSAGE.usernameTaken];
  return new BadRequestError(text, { [key]: [text] });
}

/** The editable fields of a request, as the record stores them. */
function profileFields(req: EditCustomerRequest | NewCustomerRequest) {
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
  if (
    after.email.toLowerCase() !== before.email.toLowerCase() &&
    (await isEmailTaken(before.tenantId, after.email))
  ) {
    throw taken('email');
  }
  const entry = historyEntry(
    actor,
    now,
    { performed: describeChanges(changes), business: 'EditCustomer' },
    changes,
  );
  try {
    const result = await updateCustomer(before, after, entry);
    if (result === 'stale') {
      throw new BadRequestError('This profile was changed elsewhere. Reload it and try again.');
    }
  } catch (err) {
    if (err instanceof CustomerConflictError) throw taken(err.field);
    throw err;
  }
  if (after.email !== before.email)
    await updateEmail(await publicPool(after.tenantId), cognitoUsernameOf(after), after.email);
  return after;
}
