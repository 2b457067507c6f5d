import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatDate,
  formatDateTime,
  formatPhone,
  formatUsd,
  paymentMethodText,
} from '../../../web/src/lib/format.ts';

describe('display formats (public §5.3)', () => {
  it.each([
    ['3035551234', '(303) 555-1234'],
    ['303-555-1234', '(303) 555-1234'],
    ['(303) 555 1234', '(303) 555-1234'],
    ['+1 303 555 1234', '(303) 555-1234'],
    [3035551234, '(303) 555-1234'],
    ['555-1234', '555-1234'],
    ['', ''],
    [null, ''],
  ])('phone %s -> %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each([
    [0, '$0.00'],
    [12.5, '$12.50'],
    [1234.567, '$1,234.57'],
    [-12.5, '($12.50)'],
    [-0.001, '$0.00'],
  ])('USD %s -> %s', (input, expected) => {
    expect(formatUsd(input)).toBe(expected);
  });

  it('formats integer cents', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-2500)).toBe('($25.00)');
  });

  it.each([
    ['2025-07-04', '07/04/2025'],
    ['2025-12-31', '12/31/2025'],
    [new Date(2024, 1, 29), '02/29/2024'],
    ['not a date', ''],
    [null, ''],
  ])('date %s -> %s', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it('formats a date-time as MM/DD/YYYY hh:mm A', () => {
    expect(formatDateTime(new Date(2025, 6, 4, 14, 5))).toBe('07/04/2025 02:05 PM');
  });

  it.each([
    ['Credit Card', '1111', 'Credit Card ending in 1111'],
    ['E-Check', '6789', 'E-Check ending in 6789'],
    ['', '1111', 'Card ending in 1111'],
    [null, null, 'Card'],
    ['Cash', null, 'Cash'],
  ])('payment method %s %s -> %s', (type, lastFour, expected) => {
    expect(paymentMethodText(type, lastFour)).toBe(expected);
  });
});
