// placeholder until the calendar helper's component lands
import type { JSX } from 'react';

export function SpotMap(props: {
  locationId: number;
  onDetails(spotId: number): void;
  onReserve(spotId: number): void;
}): JSX.Element {
  void props;
  return <p className="spot-map-placeholder">The map of spots is on its way.</p>;
}
