/** What the reports read of one park, as plain records (the store fills them; the rules stay pure). */
export interface ReportSpot {
  id: number;
  name: string;
  loopName: string;
  /** The product class (classification) the spot is sold as. */
  productClassName: string;
  isActive: boolean;
}

/** A sold night of a spot (the night index's reserved nights). */
export interface SoldNight {
  spotId: number;
  night: string;
  reservationId: number;
}

export interface ReportClosure {
  id: number;
  startDate: string;
  endDate: string;
  /** Empty: the whole park. */
  spotIds: number[];
  reason: string;
  overridable: boolean;
  /** 'Whole park', 'Loop A', or the spot names. */
  scope: string;
}

export interface ReportPark {
  id: number;
  name: string;
  spots: ReportSpot[];
}

/** The spots a closure takes out of service: its own, or every active spot of the park. */
export function closedSpotIds(closure: Pick<ReportClosure, 'spotIds'>, spots: readonly ReportSpot[]) {
  return closure.spotIds.length ? closure.spotIds : spots.filter((s) => s.isActive).map((s) => s.id);
}
