import { classificationLabelCode, type ClassificationWithSpotTypes } from '#contract/spots';
import { Popover } from '../../components/Popover.tsx';

export interface ClassificationTilesProps {
  classifications: readonly ClassificationWithSpotTypes[];
  counts: readonly { productClassificationId: number; count: number }[];
  selectedSpotTypes: readonly number[];
  selected: readonly number[];
  onToggle(classificationId: number): void;
}

/**
 * The staff classification tiles (admin §2.4): '{name} - P{id}', the icons and '({count})', sorted by
 * name and limited to classifications of the chosen spot types; a tile toggles its classification.
 */
export function ClassificationTiles({
  classifications,
  counts,
  selectedSpotTypes,
  selected,
  onToggle,
}: ClassificationTilesProps) {
  const countOf = (id: number) => counts.find((c) => c.productClassificationId === id)?.count ?? 0;
  const shown = classifications
    .filter(
      (c) =>
        selectedSpotTypes.length === 0 ||
        c.spotTypes.some((spotType) => selectedSpotTypes.includes(spotType.id)),
    )
    .map((c) => c.classification)
    .sort((a, b) => a.name.localeCompare(b.name));
  if (shown.length === 0) return null;
  return (
    <ul className="class-tiles" aria-label="Classifications">
      {shown.map((classification) => (
        <li key={classification.id}>
          <Popover content={classification.description}>
            <button
              type="button"
              className="class-tile"
              aria-pressed={selected.includes(classification.id)}
              onClick={() => onToggle(classification.id)}
            >
              <span className="class-tile__name">
                {classification.name} - {classificationLabelCode(classification.id)}
              </span>
              <span className="class-tile__icons" aria-hidden="true">
                {classification.icons.map((icon) => (
                  <img key={icon.id} src={icon.icon} alt="" />
                ))}
              </span>
              <span className="class-tile__count">({countOf(classification.id)})</span>
            </button>
          </Popover>
        </li>
      ))}
    </ul>
  );
}
