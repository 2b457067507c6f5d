// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateField } from '../../../web/src/components/DateField.tsx';
import { maskDate } from '../../../web/src/lib/date-mask.ts';

afterEach(cleanup);

describe('the date mask ##/##/#### (public §2.9)', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['01', '01'],
    ['010', '01/0'],
    ['0102', '01/02'],
    ['01022', '01/02/2'],
    ['01022026', '01/02/2026'],
    ['010220261', '01/02/2026'],
    ['01/02/2026', '01/02/2026'],
    ['01-02-2026', '01/02/2026'],
    [' 01 / 02 / 2026 ', '01/02/2026'],
    ['ab01cd', '01'],
    ['01/', '01'],
  ])('%j shows as %j', (typed, shown) => expect(maskDate(typed).value).toBe(shown));

  it('keeps the caret after the digits it followed', () => {
    // A digit typed into a full date after its month: the digits move on, the caret stays after it.
    expect(maskDate('019/02/2026', 3)).toEqual({ value: '01/90/2202', caret: 4 });
    // Backspace over the slash removes nothing but the slash, which comes back: the caret stays put.
    expect(maskDate('0102/2026', 2)).toEqual({ value: '01/02/2026', caret: 2 });
    expect(maskDate('01/02/2026', 0)).toEqual({ value: '01/02/2026', caret: 0 });
    expect(maskDate('01/02/2026', 10)).toEqual({ value: '01/02/2026', caret: 10 });
  });
});

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <DateField id="arrival" label="Arrival Date" value={value} onChange={setValue} />
      <output data-testid="state">{value}</output>
    </>
  );
}

describe('the date field', () => {
  it('keeps every digit that arrives before React renders (batched input, a paste)', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Arrival Date') as HTMLInputElement;
    // Each event carries what the input holds by then, as a browser's input event does.
    fireEvent.change(input, { target: { value: '0', selectionStart: 1 } });
    fireEvent.change(input, { target: { value: '0102', selectionStart: 4 } });
    fireEvent.change(input, { target: { value: '01/022026', selectionStart: 9 } });
    expect(input.value).toBe('01/02/2026');
    expect(screen.getByTestId('state').textContent).toBe('01/02/2026');

    fireEvent.change(input, { target: { value: '12-31-2027' } });
    expect(input.value).toBe('12/31/2027');
    expect(screen.getByTestId('state').textContent).toBe('12/31/2027');
  });

  it('refuses letters without changing the date', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Arrival Date') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '0102' } });
    fireEvent.change(input, { target: { value: '01/02x' } });
    expect(input.value).toBe('01/02');
    expect(screen.getByTestId('state').textContent).toBe('01/02');
  });
});
