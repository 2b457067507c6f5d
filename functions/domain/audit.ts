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
