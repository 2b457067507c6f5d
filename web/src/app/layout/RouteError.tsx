import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFound } from '#web/components/NotFound.tsx';

/** A page that failed to render: say so inside the shell instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <div className="page page--narrow">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Please try again, or start again from the home page.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
