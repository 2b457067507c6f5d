import { Link } from 'react-router-dom';
import './breadcrumb.css';

export interface Crumb {
  label: string;
  /** Absent for a crumb whose page does not exist yet, and for the current page. */
  to?: string;
}

/** A breadcrumb trail; the last crumb is the current page. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={crumb.label + index}>
              {crumb.to && !current ? (
                <Link to={crumb.to}>{crumb.label}</Link>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
