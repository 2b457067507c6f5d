/** The held spot (public §2.4 page): park, spot, dates, the stay's length and the hold's time left, ticking. */
import { formatDate } from '#web/lib/format.ts';
import { formatTimeLeft, msUntil } from '#web/lib/cart/cart-timer.ts';
import { useNow } from '#web/lib/use-now.ts';
import { describeStay } from '#web/lib/booking/booking-model.ts';
import type { SpotClaim } from '#web/lib/booking/claim-state.ts';

export function ClaimSummary({
  claim,
  heading = 'Your Reservation',
}: {
  claim: SpotClaim;
  heading?: string;
}) {
  const left = msUntil(claim.lockedUntil, useNow(true)) ?? 0;
  return (
    <section className="booking-card booking-summary" aria-labelledby="booking-summary-heading">
      <h2 id="booking-summary-heading">{heading}</h2>
      <dl className="booking-summary__list">
        <div>
          <dt>Park</dt>
          <dd>{claim.locationName}</dd>
        </div>
        <div>
          <dt>Spot</dt>
          <dd>{claim.spotName}</dd>
        </div>
        <div>
          <dt>Arrival</dt>
          <dd>{formatDate(claim.startDate)}</dd>
        </div>
        <div>
          <dt>Departure</dt>
          <dd>{formatDate(claim.endDate)}</dd>
        </div>
        <div>
          <dt>Stay</dt>
          <dd>{describeStay(claim.startDate, claim.endDate)}</dd>
        </div>
        <div>
          <dt>Time Left</dt>
          {/* Read out only when asked: a live region would announce every second. */}
          <dd
            className={
              left < 120_000 ? 'booking-summary__time booking-summary__time--low' : 'booking-summary__time'
            }
          >
            {left > 0 ? formatTimeLeft(left) : 'Expired'}
          </dd>
        </div>
      </dl>
    </section>
  );
}
