/** The staff searches' rules: which customers and staff users match what was typed, in which order. */
import { describe, expect, it } from 'vitest';
import { hasCriteria, matchesCustomer, phoneDigits, sortCustomers } from '#domain/customer-search';
import { matchesStaffUser } from '#domain/users';

const customer = {
  id: 7,
  firstName: 'Jamie',
  lastName: "O'Neil",
  email: 'jamie@example.com',
  username: 'jamie.o',
  primaryPhoneNumber: '(303) 555-0100',
  alternatePhoneNumber: '720-555-0199',
  street1: '12 Cedar Lane',
  city: 'Denver',
  state: 'CO',
  zipcode: '80202',
  customerStatus: 1,
};

describe('customer search', () => {
  it('reads a phone number by its digits, without a leading US country code', () => {
    expect(phoneDigits('+1 (303) 555-0100')).toBe('3035550100');
    expect(phoneDigits('303.555.0100')).toBe('3035550100');
  });

  it.each([
    [{ phone: '1-720-555-0199' }, true],
    [{ phone: '5550100' }, true],
    [{ phone: '999' }, false],
    [{ lastName: "o'ne", firstName: 'JA' }, true],
    [{ lastName: 'Neil' }, false],
    [{ email: 'JAMIE@' }, true],
    [{ address: 'cedar' }, true],
    [{ status: 2 }, false],
    [{ zip: '802', city: 'den' }, true],
  ])('%o matches: %s', (criteria, expected) => {
    expect(matchesCustomer(customer, criteria)).toBe(expected);
  });

  it('needs a criterion, and sorts by the field then the name', () => {
    expect(hasCriteria({})).toBe(false);
    expect(hasCriteria({ status: 1 })).toBe(true);
    const rows = [
      { ...customer, id: 1, city: 'Boulder', lastName: 'B' },
      { ...customer, id: 2, city: 'Aspen', lastName: 'C' },
      { ...customer, id: 3, city: 'Aspen', lastName: 'A' },
    ];
    expect(sortCustomers(rows, 'city', false).map((r) => r.id)).toEqual([3, 2, 1]);
    expect(sortCustomers(rows, 'city', true).map((r) => r.id)).toEqual([1, 2, 3]);
  });
});

describe('staff user search', () => {
  const user = {
    firstName: 'Riley',
    lastName: 'Ranger',
    username: 'co.ranger',
    email: 'ranger@example.gov',
    userRoleId: 3,
    userStatusId: 1,
    locationIds: [4, 5],
  };
  it.each([
    [{ statusId: 1 }, true],
    [{ statusId: 2 }, false],
    [{ statusId: 0, roleIds: [3, 4] }, true],
    [{ statusId: 1, roleIds: [2] }, false],
    [{ statusId: 1, locationIds: [5, 9] }, true],
    [{ statusId: 1, locationIds: [9] }, false],
    [{ statusId: 1, lastName: 'ran', username: 'CO.' }, true],
  ])('%o matches: %s', (criteria, expected) => {
    expect(matchesStaffUser(user, criteria)).toBe(expected);
  });
});
