import { SafeHtml } from '../SafeHtml.tsx';
import type { AlertLayer } from '#web/lib/alerts/alert-store.ts';
import { useAlertStore, useLayerAlerts } from '#web/lib/alerts/alerts-context.tsx';
import './alerts.css';

/** Where a screen shows the app's alerts of one layer (public, detail or admin). */
export function AlertArea({ layer }: { layer: AlertLayer }) {
  const store = useAlertStore();
  const alerts = useLayerAlerts(layer);
  if (alerts.length === 0) return null;
  return (
    <div className="alert-area" data-layer={layer}>
      {alerts.map((alert) => (
        <div
          key={alert.id}
          className={`app-alert ${alert.type}`}
          // Errors interrupt; information waits its turn.
          role={alert.type === 'alert-danger' ? 'alert' : 'status'}
        >
          <span className="app-alert__icon" aria-hidden="true">
            {alert.type === 'alert-danger' ? '!' : 'i'}
          </span>
          <div className="app-alert__message">
            {alert.htmlMessage ? <SafeHtml html={alert.htmlMessage} /> : alert.message}
          </div>
          <button
            type="button"
            className="app-alert__close"
            aria-label="Dismiss alert"
            onClick={() => store.dismiss(alert.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
