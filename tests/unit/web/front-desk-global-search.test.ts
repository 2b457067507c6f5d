import { describe, expect, it } from 'vitest';
import { customerSearchFields, globalSearchFields, namesOne } from '#web/lib/front-desk/global-search.ts';

describe("the staff header's search box", () => {
  it.each([
    ['CO-000123', { ReservationNumber: 'CO-000123' }],
    ['wa123', { ReservationNumber: 'WA123' }],
    ['  4512 ', { ReservationNumber: '4512' }],
    ['CO-O-000045', { OrderNumber: 'CO-O-000045' }],
    ['o-45', { OrderNumber: 'O-45' }],
    ['rosa.lind@example.com', { CustomerEmail: 'rosa.lind@example.com' }],
    ['(303) 555-0100', { CustomerPhoneNumber: '(303) 555-0100' }],
    ['3035550100', { CustomerPhoneNumber: '3035550100' }],
    ['Lind', { CustomerLastName: 'Lind' }],
    ['Rosa  Lind', { CustomerFirstName: 'Rosa', CustomerLastName: 'Lind' }],
    ['Rosa van der Berg', { CustomerFirstName: 'Rosa', CustomerLastName: 'van der Berg' }],
    ['Lind, Rosa', { CustomerLastName: 'Lind', CustomerFirstName: 'Rosa' }],
  ])('reads %j as %j', (text, fields) => {
    expect(globalSearchFields(text)).toEqual(fields);
  });

  it('asks nothing for an empty box', () => {
    expect(globalSearchFields('   ')).toBeNull();
  });

  it('opens a number directly, a name through the list', () => {
    expect(namesOne({ ReservationNumber: '1' })).toBe(true);
    expect(namesOne({ OrderNumber: 'O-1' })).toBe(true);
    expect(namesOne({ CustomerLastName: 'Lind' })).toBe(false);
  });
});

describe("the occupant step's customer lookup", () => {
  it.each([
    ['rosa.lind@example.com', { Email: 'rosa.lind@example.com' }],
    ['(303) 555-0100', { Phone: '(303) 555-0100' }],
    ['Lind', { LastName: 'Lind' }],
    ['Lind, Rosa', { LastName: 'Lind', FirstName: 'Rosa' }],
  ])('reads %j as the customer search %j', (text, fields) => {
    expect(customerSearchFields(text)).toEqual(fields);
  });

  it('asks nothing for a blank box or a reservation or order number', () => {
    expect(customerSearchFields(' ')).toBeNull();
    expect(customerSearchFields('CO-000123')).toBeNull();
    expect(customerSearchFields('CO-O-000045')).toBeNull();
  });
});
