/**
 * /admin/reporting/<report> (admin §2.3): one report over the parks the user may see (one, or all of
 * them) and a date range, as a chart, a dense table with its totals row, a CSV download with the
 * table's own columns and totals, and a print layout (filters and navigation left off the paper).
 * The filters live in the address, so a report can be bookmarked and shared.
 */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '#web/components/Breadcrumb.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { addDays } from '#domain/availability/calendar';
import { type BuiltReport, REPORT_INFO, REPORT_MESSAGE } from '#domain/reports/catalog';
import { type ReportTable, toCsv } from '#domain/reports/table';
import { fiscalYearStartFor, fiscalYearStartOf } from '#domain/tenant-settings';
import { CallError, failureMessages } from '#web/lib/call.ts';
import { formatDate } from '#web/lib/format.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { BarChart } from './BarChart.tsx';
import { formatValue } from './cells.ts';
import { type ReportFilters, useReport, useReportParks } from './report-calls.ts';
import './reports.css';

/** How far ahead (or, negative, back) each report looks by default from today (amenities has no dates). */
const DEFAULT_DAYS: Record<BuiltReport, number> = {
  facilitychangeover: 6,
  occupancybyproductclass: 41,
  closure: 90,
  maintenance: 90,
  amenities: 0,
  camper: 6,
  reservationmethod: 90,
  parkvisitation: 90,
  cancelledreservations: 90,
  adminoverride: 90,
  sitemarker: 0,
  occupancybyrevenue: 41,
  // Money reports look back: what was taken and given back until today.
  revenuebreakup: -30,
  fielddeposit: -6,
};
const HAS_DATES = (slug: BuiltReport) => slug !== 'amenities';
/** The money reports offer the agency's fiscal year to date (its fiscal year start: tenant settings). */
const FISCAL_REPORTS: ReadonlySet<BuiltReport> = new Set([
  'occupancybyrevenue',
  'revenuebreakup',
  'fielddeposit',
]);
/** The site marker prints the tags of one day. */
const ONE_DAY = (slug: BuiltReport) => slug === 'sitemarker';

const localToday = () => new Date().toLocaleDateString('en-CA');

function downloadCsv(table: ReportTable, fileName: string) {
  const url = URL.createObjectURL(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ReportPage({ slug }: { slug: BuiltReport }) {
  const info = REPORT_INFO[slug];
  usePageTitle('Admin', 'Reports', info.title);
  const parks = useReportParks();
  const { tenant } = useTenant();
  const [url, setUrl] = useSearchParams();
  const today = localToday();
  const filters: ReportFilters = {
    locationIds: url.get('locationIds') ?? '',
    from: url.get('from') ?? addDays(today, Math.min(0, DEFAULT_DAYS[slug])),
    to: url.get('to') ?? addDays(today, Math.max(0, DEFAULT_DAYS[slug])),
  };
  const [form, setForm] = useState(filters);
  const [formError, setFormError] = useState<string | null>(null);
  const report = useReport(slug, filters);

  function run(asked: ReportFilters) {
    if (asked.to < asked.from) return setFormError(REPORT_MESSAGE.endBeforeStart);
    setFormError(null);
    setUrl(new URLSearchParams(Object.entries(asked).filter(([, v]) => v !== '')));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    run(ONE_DAY(slug) ? { ...form, to: form.from } : form);
  }

  function fiscalYearToDate() {
    const from = fiscalYearStartFor(today, fiscalYearStartOf(tenant.fiscalYearStartDate));
    const asked = { ...form, from, to: today };
    setForm(asked);
    run(asked);
  }

  const fieldErrors = report.error instanceof CallError ? report.error.fieldErrors : {};
  const toError = formError ?? fieldErrors['query.to']?.join(' ') ?? null;
  const parkName = (ids: string) =>
    ids ? ((parks.data ?? []).find((p) => String(p.id) === ids)?.name ?? ids) : 'All my parks';
  const table = report.data?.table;

  return (
    <div className="page report-page">
      <Breadcrumb
        crumbs={[
          { label: 'Home', to: '/admin' },
          { label: 'Reports', to: '/admin/reporting' },
          { label: info.title },
        ]}
      />
      <h1>{info.title}</h1>
      <p className="report-page__answers">{info.answers}</p>
      <form className="report-filters" onSubmit={submit} aria-label={`${info.title} filters`}>
        <div className="report-field">
          <label htmlFor="report-park">Park</label>
          <select
            id="report-park"
            value={form.locationIds}
            onChange={(e) => setForm({ ...form, locationIds: e.target.value })}
          >
            <option value="">All my parks</option>
            {(parks.data ?? []).map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        {HAS_DATES(slug) && (
          <>
            <div className="report-field">
              <label htmlFor="report-from">{ONE_DAY(slug) ? 'Day' : 'From'}</label>
              <input
                id="report-from"
                type="date"
                required
                value={form.from}
                onChange={(e) => setForm({ ...form, from: e.target.value })}
                aria-invalid={fieldErrors['query.from'] ? true : undefined}
              />
            </div>
            {!ONE_DAY(slug) && (
              <div className="report-field">
                <label htmlFor="report-to">To</label>
                <input
                  id="report-to"
                  type="date"
                  required
                  value={form.to}
                  onChange={(e) => setForm({ ...form, to: e.target.value })}
                  aria-invalid={toError ? true : undefined}
                  aria-describedby={toError ? 'report-to-error' : undefined}
                />
              </div>
            )}
          </>
        )}
        <button type="submit" className="button button--primary">
          Run Report
        </button>
        {FISCAL_REPORTS.has(slug) && (
          <button type="button" className="button" onClick={fiscalYearToDate}>
            Fiscal Year to Date
          </button>
        )}
        {toError && (
          <p id="report-to-error" className="report-field__error" role="alert">
            {toError}
          </p>
        )}
      </form>

      <p className="report-print-heading">
        {parkName(filters.locationIds)}
        {HAS_DATES(slug) &&
          (ONE_DAY(slug)
            ? `, ${formatDate(filters.from)}`
            : `, ${formatDate(filters.from)} to ${formatDate(filters.to)}`)}
      </p>

      {report.isError && !toError ? (
        <div role="alert" className="report-error">
          {failureMessages(report.error).join(' ')}
        </div>
      ) : report.isPending ? (
        <Spinner label="Running the report" />
      ) : table ? (
        <>
          <div className="report-actions">
            <p role="status" className="report-actions__count">
              {table.rows.length === 0
                ? 'No rows for these parks and dates.'
                : `${table.rows.length.toLocaleString('en-US')} row${table.rows.length === 1 ? '' : 's'}`}
            </p>
            <button
              type="button"
              className="button"
              onClick={() =>
                downloadCsv(table, `${slug}${HAS_DATES(slug) ? `_${filters.from}_${filters.to}` : ''}.csv`)
              }
            >
              Download CSV
            </button>
            <button type="button" className="button" onClick={() => window.print()}>
              Print
            </button>
          </div>
          {table.chart && table.rows.length > 0 && <BarChart chart={table.chart} id={`${slug}-chart`} />}
          {table.rows.length > 0 && (
            <div className="report-table-wrap" tabIndex={0} role="region" aria-label={`${info.title} table`}>
              <table className="report-table">
                <thead>
                  <tr>
                    {table.columns.map((c) => (
                      <th key={c.key} scope="col" className={`is-${c.kind}`}>
                        {c.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row, i) => (
                    <tr key={i}>
                      {table.columns.map((c) => (
                        <td key={c.key} className={`is-${c.kind}`}>
                          {formatValue(c.kind, row[c.key])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    {table.columns.map((c, i) =>
                      i === 0 ? (
                        <th key={c.key} scope="row">
                          Total
                        </th>
                      ) : (
                        <td key={c.key} className={`is-${c.kind}`} data-column={c.key}>
                          {formatValue(c.kind, table.totals[c.key])}
                        </td>
                      ),
                    )}
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
        </>
      ) : null}
    </div>
  );
}
