import { Link } from 'react-router-dom';
import { usePageTitle } from '#web/lib/page-title.ts';

interface NotFoundProps {
  title?: string;
  message?: string;
  /** Where the way back leads: the back office keeps its users in /admin. */
  home?: { to: string; label: string };
}

const PUBLIC_HOME = { to: '/', label: 'Back to the home page' };

/** The friendly not-found message: unknown routes, and ids the API does not know. */
export function NotFound({
  title = 'Page Not Found',
  message = 'We could not find the page you were looking for.',
  home = PUBLIC_HOME,
}: NotFoundProps) {
  usePageTitle(title);
  return (
    <div className="page page--narrow not-found">
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <Link className="button button--primary" to={home.to}>
          {home.label}
        </Link>
      </p>
    </div>
  );
}
