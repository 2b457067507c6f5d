import { useEffect } from 'react';
import { useLoadingState } from '#web/lib/loading/loading-context.tsx';
import './loading-screen.css';

/** Locks page scrolling while mounted and gives the previous setting back afterwards. */
function useScrollLock(): void {
  useEffect(() => {
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, []);
}

function LoadingOverlay({ phrase }: { phrase: string }) {
  useScrollLock();
  return (
    <div className="loading-screen" role="status" aria-live="polite" aria-label={phrase}>
      <img className="loading-screen__fire" src="/app/campfire.svg" alt="" width={160} height={160} />
      <p className="loading-screen__phrase">{phrase}</p>
    </div>
  );
}

/** The campfire loading screen, shown while the app's global loading state is on. */
export function LoadingScreen() {
  const { active, phrase } = useLoadingState();
  return active ? <LoadingOverlay phrase={phrase} /> : null;
}
