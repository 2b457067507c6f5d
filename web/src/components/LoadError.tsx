/** A section whose data could not be loaded: say so and offer to load it again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="load-error" role="alert">
      <p>We could not load {what}.</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
