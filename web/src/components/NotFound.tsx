import { Link } from 'react-router-dom';
import { usePageTitle } from '#web/lib/page-title.ts';

interface NotFoundProps {
  title?: string;
  message?: string;
}

/** The friendly not-found message: unknown routes, and ids the API does not know. */
export function NotFound({
  title = 'Page Not Found',
  message = 'We could not find the page you were looking for.',
}: NotFoundProps) {
  usePageTitle(title);
  return (
    <div className="page page--narrow not-found">
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <Link className="button button--primary" to="/">
          Back to the home page
        </Link>
      </p>
    </div>
  );
}
