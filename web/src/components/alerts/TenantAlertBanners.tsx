import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { SafeHtml } from '../SafeHtml.tsx';
import { useDismissedAlerts, withoutDismissed } from '#web/lib/dismissed-alerts.ts';
import type { Alert } from '#contract/alerts';
import './tenant-alert-banners.css';

const WARNING_ICON = 'M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z';
const INFO_ICON = 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z';

/** Information alerts read as information, not as a warning (the other types keep the warning style). */
const isInformation = (alert: Alert) => alert.alertTypeName.trim().toLowerCase() === 'information';

interface TenantAlertBannersProps {
  alerts: readonly Alert[] | undefined;
  /** Names the region for assistive technology, e.g. 'Site alerts' or 'Park alerts'. */
  label: string;
}

/**
 * The tenant's web alerts as dismissible banners (public §2.1); the server's HTML message is rendered
 * sanitised; a closed banner stays closed for the browser session.
 */
export function TenantAlertBanners({ alerts, label }: TenantAlertBannersProps) {
  const { tenantId } = useTenant();
  const [dismissed, dismiss] = useDismissedAlerts(tenantId);
  const visible = withoutDismissed(alerts ?? [], dismissed);
  if (visible.length === 0) return null;
  return (
    <section className="tenant-alerts" aria-label={label}>
      {visible.map((alert) => (
        <div key={alert.id} className={`tenant-alert${isInformation(alert) ? ' tenant-alert--info' : ''}`}>
          <span className="tenant-alert__icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
              <path fill="currentColor" d={isInformation(alert) ? INFO_ICON : WARNING_ICON} />
            </svg>
          </span>
          <div className="tenant-alert__body">
            {alert.alertTypeName && <p className="tenant-alert__type">{alert.alertTypeName}</p>}
            <SafeHtml className="tenant-alert__message" html={alert.message} />
          </div>
          <button
            type="button"
            className="tenant-alert__close"
            aria-label={`Dismiss alert${alert.alertTypeName ? `: ${alert.alertTypeName}` : ''}`}
            onClick={() => dismiss(alert.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
