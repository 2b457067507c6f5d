/**
 * Whether the calendar is drawn compact (a 7-day window): by its own width, as its styles lay it out,
 * so beside a search panel on a tablet it keeps 14 days. The first render guesses from the screen's
 * width (a phone's calendar is narrower than its screen), so a phone asks for 7 days from the start.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { COMPACT_CALENDAR_REM } from './calendar-model.ts';

const remPixels = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

export function useCompactCalendar(calendar: RefObject<HTMLElement | null>): boolean {
  const [compact, setCompact] = useState(
    () => window.matchMedia?.(`(max-width: ${COMPACT_CALENDAR_REM}rem)`).matches ?? false,
  );
  useLayoutEffect(() => {
    const element = calendar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = (width: number) => setCompact(width < COMPACT_CALENDAR_REM * remPixels());
    measure(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => entry && measure(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [calendar]);
  return compact;
}
