/** The attribute form's option lines → the request's options, keeping the ids spots chose. */
import { describe, expect, it } from 'vitest';
import { optionsBody } from '#web/features/admin/catalogue-settings/kinds.tsx';

describe('attribute option lines', () => {
  const before = [
    { id: 91, value: 'None' },
    { id: 92, value: '15 Amp' },
  ];

  it('reads typed lines as renames when the count is unchanged, else matches by text', () => {
    expect(optionsBody('No power\n15 Amp\n', before)).toEqual([
      { id: 91, value: 'No power' },
      { id: 92, value: '15 Amp' },
    ]);
    expect(optionsBody('15 Amp\n20 Amp\n30 Amp', before)).toEqual([
      { id: 92, value: '15 Amp' },
      { value: '20 Amp' },
      { value: '30 Amp' },
    ]);
  });
});
