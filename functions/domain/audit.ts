/** An audited change set (customer and reservation history): who, when, and each field's old and new value. */
export interface AuditChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

export interface HistoryEntry {
  activityDate: string;
  username: string;
  actionPerformed: string;
  auditTransactionId: string;
  auditBusinessAction: string;
  changes: AuditChange[];
}

/**
 * A recorded field's name as people read it: 'checkedInDate' → 'Checked in date', and a named override
 * 'feeOverride: Reservation fee' → 'Fee override: Reservation fee'.
 */
export function auditFieldLabel(field: string): string {
  const [name = '', ...detail] = field.split(': ');
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bid\b/g, 'ID');
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return [label, ...detail].join(': ');
}
