/** A valid create-account request (POST Customer) for a new customer no other test knows. */

export const CUSTOMER_PASSWORD = 'Campfire.2030';

let n = 0;

/** A create-account body with a unique username and e-mail (`prefix` starts both). */
export function newCustomer(overrides: Record<string, unknown> = {}, prefix = 'ann') {
  n += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${n}`;
  return {
    firstName: 'Ann',
    lastName: 'Lee',
    email: `${prefix}.${tag}@example.com`,
    primaryPhoneNumber: '(303) 555-0100',
    street1: '1 Main St',
    city: 'Denver',
    state: 'CO',
    zipcode: '80202',
    country: 'USA',
    timezoneId: 'America/Denver',
    username: `${prefix}.${tag}`,
    password: CUSTOMER_PASSWORD,
    ...overrides,
  };
}
