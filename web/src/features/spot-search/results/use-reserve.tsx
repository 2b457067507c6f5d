/**
 * Reserve from the results (public §4.4): the ADA question for ADA-only spots, then the date checks;
 * when they pass, `reserveSpot` is where the claim will happen.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Spot } from '#contract/spots';
import { useTenant } from '../../../app/tenant/tenant-context.tsx';
import { spotDetailsQuery } from '../api.ts';
import { useAlertStore } from '../../../app/alerts/alerts-context.tsx';
import { useSpotSearch } from '../search-state.ts';
import { AdaModal } from './AdaModal.tsx';
import { isAdaOnly, listReserveProblem } from './reserve-checks.ts';

/**
 * The claim itself (POST SpotReservation/spot/{spotId}/claim, then /create-reservation) belongs to the
 * booking issue: until it lands, a Reserve whose checks pass does nothing more.
 */
export function reserveSpot(
  spotId: number,
  stay: { arrival: string; departure: string; adaAcknowledged: boolean },
) {
  void spotId;
  void stay;
}

export function useReserve(mode: 'public' | 'admin') {
  const alerts = useAlertStore();
  const { state } = useSpotSearch();
  const { tenantId, api } = useTenant();
  const queryClient = useQueryClient();
  const [adaSpot, setAdaSpot] = useState<Spot | null>(null);
  // A spot reserved from the calendar or the map whose checks passed, waiting for the ADA answer.
  const [adaStay, setAdaStay] = useState<{ spotId: number; arrival: string; departure: string } | null>(null);
  const layer = mode === 'admin' ? 'admin' : 'detail';

  const checkAndReserve = (spot: Spot, adaAcknowledged: boolean) => {
    const problem = listReserveProblem(spot, { arrival: state.startDate, departure: state.endDate });
    if (problem) {
      alerts.danger(problem.message, layer);
      if (problem.scrollTop) window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    reserveSpot(spot.id, { arrival: state.startDate!, departure: state.endDate!, adaAcknowledged });
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
        else if (stay) reserveSpot(stay.spotId, { ...stay, adaAcknowledged: true });
      }}
    />
  );
  /**
   * The calendar and the map ran their own date checks: only the ADA question is left, answered from the
   * spot's details (its attributes).
   */
  const reserveById = async (spotId: number) => {
    alerts.clearLayer(layer);
    let details;
    try {
      details = await queryClient.fetchQuery(spotDetailsQuery(tenantId, api, spotId));
    } catch {
      alerts.danger('We could not load this spot. Please try again.', layer);
      return;
    }
    const stay = { arrival: state.startDate ?? '', departure: state.endDate ?? '' };
    if (isAdaOnly(details.attributes)) setAdaStay({ spotId, ...stay });
    else reserveSpot(spotId, { ...stay, adaAcknowledged: false });
  };

  return { reserve, reserveById, adaModal };
}
