/**
 * Reserve from the results (public §4.4): the ADA question for ADA-only spots, then the date checks;
 * when they pass, the claim (features/booking/use-claim-spot.ts) holds the spot and moves on.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Spot } from '#contract/spots';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { spotDetailsQuery } from '#web/lib/spot-search/spot-details.ts';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { spotSearchStore, useSpotSearch } from '../search-state.ts';
import { AdaModal } from './AdaModal.tsx';
import { isAdaOnly, listReserveProblem } from './reserve-checks.ts';
import { useClaimSpot, type ClaimTarget } from '#web/lib/booking/use-claim-spot.ts';

/** The spot as the claim needs it: from the results' spot or from its details. */
type ReserveSpot = ClaimTarget['spot'];

/** Staff powers the staff spot selection passes along (admin §4.3). */
export interface StaffReserveOptions {
  walkIn?: boolean;
  overrideClosure?: boolean;
}

/** editing: the customer edit flow (the claim names the reservation being changed). */
export function useReserve(mode: 'public' | 'admin', { editing = false }: { editing?: boolean } = {}) {
  const alerts = useAlertStore();
  const { state } = useSpotSearch();
  const { tenantId, api } = useTenant();
  const queryClient = useQueryClient();
  const [adaSpot, setAdaSpot] = useState<Spot | null>(null);
  // A spot reserved from the calendar or the map whose checks passed, waiting for the ADA answer.
  const [adaStay, setAdaStay] = useState<{
    spot: ReserveSpot;
    arrival: string;
    departure: string;
    options: StaffReserveOptions;
  } | null>(null);
  const layer = mode === 'admin' ? 'admin' : 'detail';
  const claim = useClaimSpot(mode, { editing });
  const reserveSpot = (
    spot: ReserveSpot,
    stay: { arrival: string; departure: string; adaAcknowledged: boolean },
    options: StaffReserveOptions = {},
  ) => void claim({ spot, ...stay, ...options });

  const checkAndReserve = (spot: Spot, adaAcknowledged: boolean) => {
    const problem = listReserveProblem(spot, { arrival: state.startDate, departure: state.endDate });
    if (problem) {
      alerts.danger(problem.message, layer);
      if (problem.scrollTop) window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    reserveSpot(spot, { arrival: state.startDate!, departure: state.endDate!, adaAcknowledged });
  };

  const reserve = (spot: Spot) => {
    alerts.clearLayer(layer);
    if (isAdaOnly(spot.spotAttributes)) setAdaSpot(spot);
    else checkAndReserve(spot, false);
  };

  const adaModal = (
    <AdaModal
      open={adaSpot !== null || adaStay !== null}
      onAnswer={(yes) => {
        const spot = adaSpot;
        const stay = adaStay;
        setAdaSpot(null);
        setAdaStay(null);
        if (!yes) return;
        if (spot) checkAndReserve(spot, true);
        else if (stay)
          reserveSpot(
            stay.spot,
            { arrival: stay.arrival, departure: stay.departure, adaAcknowledged: true },
            stay.options,
          );
      }}
    />
  );
  /**
   * The calendar and the map ran their own date checks: only the ADA question is left, answered from the
   * spot's details (its attributes).
   */
  const reserveById = async (spotId: number, options: StaffReserveOptions = {}) => {
    alerts.clearLayer(layer);
    let details;
    try {
      details = await queryClient.fetchQuery(spotDetailsQuery(tenantId, api, spotId));
    } catch {
      alerts.danger('We could not load this spot. Please try again.', layer);
      return;
    }
    // The calendar's day clicks wrote the stay just now: read it from the store, not this render.
    const { startDate, endDate } = spotSearchStore.get();
    const stay = { arrival: startDate ?? '', departure: endDate ?? '' };
    if (isAdaOnly(details.attributes)) setAdaStay({ spot: details, ...stay, options });
    else reserveSpot(details, { ...stay, adaAcknowledged: false }, options);
  };

  return { reserve, reserveById, adaModal };
}
