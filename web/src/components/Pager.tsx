/** Previous / Page n of m / Next under a list of more than one page; nothing when it fits one page. */
export function Pager({
  page,
  pages,
  onPage,
  className,
  buttonClassName,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  className: string;
  /** The look of the two buttons: a desk list keeps them small, a customer list uses the secondary button. */
  buttonClassName: string;
  label: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className={className} aria-label={label}>
      <button type="button" className={buttonClassName} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className={buttonClassName}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
