/**
 * Classification filter tiles (public §2.11): name, icons and '({count})' (missing counts are 0); the
 * description on hover and focus; a click toggles the classification and the spots reload.
 */
import type { ClassificationWithSpotTypes } from '#contract/spots';
import { Popover } from '#web/components/Popover.tsx';

export interface ClassificationTilesProps {
  classifications: readonly ClassificationWithSpotTypes[];
  counts: readonly { productClassificationId: number; count: number }[];
  selected: readonly number[];
  /** Spot types chosen in the panel: only classifications of those types are offered. */
  spotTypes: readonly number[];
  onToggle(id: number): void;
}

export function ClassificationTiles({
  classifications,
  counts,
  selected,
  spotTypes,
  onToggle,
}: ClassificationTilesProps) {
  const shown = spotTypes.length
    ? classifications.filter((c) => c.spotTypes.some((t) => spotTypes.includes(t.id)))
    : classifications;
  if (shown.length === 0) return null;
  return (
    <ul className="classification-tiles" aria-label="Filter by classification">
      {shown.map(({ classification }) => {
        const count = counts.find((c) => c.productClassificationId === classification.id)?.count ?? 0;
        const pressed = selected.includes(classification.id);
        return (
          <li key={classification.id}>
            <Popover content={classification.description} title={classification.name} placement="bottom">
              <button
                type="button"
                className={`classification-tile${pressed ? ' classification-tile--selected' : ''}`}
                aria-pressed={pressed}
                onClick={() => onToggle(classification.id)}
              >
                <span className="classification-tile__icons" aria-hidden="true">
                  {classification.icons.map((icon) => (
                    <img key={icon.id} src={icon.icon} alt="" />
                  ))}
                </span>
                <span className="classification-tile__name">{classification.name}</span>
                <span className="classification-tile__count">({count})</span>
              </button>
            </Popover>
          </li>
        );
      })}
    </ul>
  );
}
