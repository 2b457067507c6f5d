/** What the business rule screens share: their paths, the rules' wording, the history list, dates. */
import { useLocation } from 'react-router-dom';
import { RULE_OF_SLUG, RULE_UNIT } from '#contract/business-rules';
import type { RuleName } from '#domain/business-rules/rows';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { useRuleHistory } from '#web/lib/business-rules/business-rule-calls.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { BUSINESS_RULES } from '../admin-routes.ts';
import { HistoryTable, activityRow } from '../HistoryTable.tsx';
import { ErrorBox } from '../park-ops/controls.tsx';

export const brmPaths = {
  list: (slug: string) => `/admin/brm/${slug}`,
  row: (slug: string, id: number, view = false) => `/admin/brm/${slug}/${id}${view ? '?v=view' : ''}`,
  walkIn: (locationId: number, id: number, view = false) =>
    `/admin/brm/agency-walkin-period/${id}?locationId=${locationId}${view ? '&v=view' : ''}`,
};

/** What each rule limits, said once above its list. */
export const RULE_HELP: Record<RuleName, string> = {
  minimumArrivalDate:
    'How many days ahead of arrival a reservation must be made (0: arrivals today may be booked).',
  maximumArrivalDate:
    'How many days ahead of arrival a reservation may be made at the most: the booking window the public calendar opens.',
  minimumStay: 'The fewest nights a reservation may have.',
  maximumStay: 'The most nights a reservation may have.',
  maximumActiveReservationsOnAccount:
    'How many reserved or pending stays a customer account may hold at once.',
  maximumReservationsPerTransaction: 'How many reservations one cart (transaction) may hold.',
  maximumReservationsSameStartDate: 'How many of an account’s reservations may arrive on the same day.',
};

/** The screen's rule from the address (/admin/brm/<slug>…). */
export function useRuleOfPath(): { slug: string; rule: RuleName; label: string; unit: string } | null {
  const slug = useLocation().pathname.split('/')[3] ?? '';
  const rule = RULE_OF_SLUG[slug];
  const label = BUSINESS_RULES.find((r) => r.slug === slug)?.label;
  return rule && label ? { slug, rule, label, unit: RULE_UNIT[rule] } : null;
}

/**
 * May the user change rows of this scope? A park's at their parks; the agency's default (null) only
 * with an agency-wide role, which alone passes for a park id nobody is assigned to.
 */
export function useMayEdit() {
  const auth = useAuth();
  return (locationId: number | null) =>
    auth.canAtLocations('SystemSettingsBusinessRules', [locationId ?? Number.MAX_SAFE_INTEGER]);
}

/** '2026-05-01', or 'No end'. */
export const endText = (end: string | null) => end ?? 'No end';

export function StatusTag({ status }: { status: 'In effect' | 'Scheduled' | 'Ended' }) {
  return <span className={`ops-badge${status === 'In effect' ? ' ops-badge--on' : ''}`}>{status}</span>;
}

/** '11/27/2026 01:14 AM by jsmith', or 'Imported'. */
export const lastChanged = (r: { dateLastModified: string; lastModifiedBy: string }) =>
  r.dateLastModified ? `${formatDateTime(r.dateLastModified)} by ${r.lastModifiedBy}` : 'Imported';

/** Who changed what and when, newest first. */
export function RuleHistory({ path }: { path: string }) {
  const history = useRuleHistory(path);
  if (history.isPending) return <Spinner label="Loading history" />;
  if (history.isError) return <ErrorBox error={history.error} />;
  return (
    <section className="ops-section" aria-labelledby="brm-history">
      <h2 id="brm-history">History</h2>
      <HistoryTable rows={history.data.map(activityRow)} caption="Changes, newest first" />
    </section>
  );
}
