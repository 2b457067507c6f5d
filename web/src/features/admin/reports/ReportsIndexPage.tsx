/**
 * /admin/reporting (admin §2.3; auth source admin and ReportManagementReportManagement): the fourteen
 * reports, each with what it answers; those built link to their screen, the others say they are not
 * available yet rather than leading to a page that cannot answer.
 */
import { Link } from 'react-router-dom';
import { Breadcrumb } from '#web/components/Breadcrumb.tsx';
import { REPORT_INFO, REPORT_SLUGS, isBuiltReport } from '#domain/reports/catalog';
import { usePageTitle } from '#web/lib/page-title.ts';
import './reports.css';

export function ReportsIndexPage() {
  usePageTitle('Admin', 'Reports');
  const built = REPORT_SLUGS.filter(isBuiltReport);
  return (
    <div className="page report-page">
      <Breadcrumb crumbs={[{ label: 'Home', to: '/admin' }, { label: 'Reports' }]} />
      <h1>Reports</h1>
      <p>
        {built.length === REPORT_SLUGS.length
          ? `All ${REPORT_SLUGS.length} reports are available.`
          : `${built.length} of ${REPORT_SLUGS.length} reports are available.`}{' '}
        Each covers the parks you may see, over up to a year, with totals, a CSV download and a print layout.
      </p>
      <ul className="report-index">
        {REPORT_SLUGS.map((slug) => {
          const info = REPORT_INFO[slug];
          return (
            <li
              key={slug}
              className={isBuiltReport(slug) ? 'report-index__item' : 'report-index__item is-off'}
            >
              <h2 className="report-index__title">
                {isBuiltReport(slug) ? <Link to={`/admin/reporting/${slug}`}>{info.title}</Link> : info.title}
              </h2>
              <p>{info.answers}</p>
              {!isBuiltReport(slug) && <p className="report-index__off">Not available yet</p>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
