import type { SelectionMode } from '#domain/day-selection';
import { legendEntries } from './calendar-model.ts';

/** What the day icons mean (public §2.11, admin §2.7). */
export function CalendarLegend({ mode, showAllowed }: { mode: SelectionMode; showAllowed: boolean }) {
  return (
    <ul className="cal-legend" aria-label="Legend">
      {legendEntries(mode, showAllowed).map((entry) => (
        <li key={entry.label}>
          <span className={`cal-icon cal-icon--${entry.icon}`} aria-hidden="true" />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
