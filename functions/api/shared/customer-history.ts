/**
 * Audit history of customer edits (DESIGN §4: who, when, what changed, old and new values). Pure:
 * the diff of two records and the entry that records it.
 */
import { randomUUID } from 'node:crypto';
import { CUSTOMER_DETAIL_FIELDS } from '#contract/customers';
import { type HistoryEntry } from '#domain/audit';
import { CUSTOMER_FIELD_LABELS } from '#domain/validation/index';
import type { CustomerRecord } from '#store/customers';

/** The fields a person edits; audit and key fields are not part of a change. */
export const AUDITED_FIELDS = [
  ...CUSTOMER_DETAIL_FIELDS,
  'timezoneId',
  'comments',
] as const satisfies readonly (keyof CustomerRecord)[];

export type FieldChange = HistoryEntry['changes'][number];

const asText = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));

export function diffCustomer(before: CustomerRecord, after: CustomerRecord): FieldChange[] {
  return AUDITED_FIELDS.flatMap((field) => {
    const [oldValue, newValue] = [asText(before[field]), asText(after[field])];
    return oldValue === newValue ? [] : [{ field, oldValue, newValue }];
  });
}

export function historyEntry(
  actor: string,
  at: string,
  action: { performed: string; business: string },
  changes: FieldChange[],
): HistoryEntry {
  return {
    activityDate: at,
    username: actor,
    actionPerformed: action.performed,
    auditTransactionId: randomUUID(),
    auditBusinessAction: action.business,
    changes,
  };
}

/** 'Updated First Name, City' */
export function describeChanges(changes: FieldChange[]): string {
  const labels = changes.map(
    (c) =>
      (CUSTOMER_FIELD_LABELS as Record<string, string>)[c.field === 'comments' ? 'comment' : c.field] ??
      c.field,
  );
  return `Updated ${labels.join(', ')}`;
}
