import { useMemo } from 'react';
import { classificationLabelCode, type ClassificationWithSpotTypes } from '#contract/spots';
import {
  ClassificationTiles as Tiles,
  type ClassificationTilesProps,
} from '../results/ClassificationTiles.tsx';
import '../results/search-results.css';

/**
 * The staff classification tiles (admin §2.4): the search results' tiles, labelled
 * '{name} - P{id padded to 3}' and sorted by name.
 */
export function StaffClassificationTiles({ classifications, ...rest }: ClassificationTilesProps) {
  const labelled = useMemo(
    () =>
      classifications
        .map((c): ClassificationWithSpotTypes => ({
          ...c,
          classification: {
            ...c.classification,
            name: `${c.classification.name} - ${classificationLabelCode(c.classification.id)}`,
          },
        }))
        .sort((a, b) => a.classification.name.localeCompare(b.classification.name)),
    [classifications],
  );
  return <Tiles classifications={labelled} {...rest} />;
}
