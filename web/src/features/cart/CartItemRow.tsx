import { describeStay } from '#web/lib/booking/booking-model.ts';
import { formatDate, formatUsd } from '#web/lib/format.ts';
import type { CartItem } from '#contract/cart';
import { describeTimeLeft, formatTimeLeft, msUntil } from '#web/lib/cart/cart-timer.ts';
import { amountForPaymentType } from '#web/lib/cart/payment-types.ts';

/** One held reservation in the cart: spot and park, dates, price (for the chosen payment type), the hold's time left, Remove. */
export function CartItemRow({
  item,
  paymentTypeId,
  now,
  removing,
  disabled,
  onRemove,
}: {
  item: CartItem;
  paymentTypeId: number | null;
  now: number;
  removing: boolean;
  disabled: boolean;
  onRemove: () => void;
}) {
  const left = msUntil(item.lockedUntilDate, now) ?? 0;
  return (
    <li className="cart-item">
      {item.imageUrl && <img className="cart-item__image" src={item.imageUrl} alt="" />}
      <div className="cart-item__main">
        <h3 className="cart-item__title">{item.description}</h3>
        <dl className="cart-item__facts">
          <div>
            <dt>Dates</dt>
            <dd>
              {formatDate(item.reservationStartDate)} – {formatDate(item.reservationEndDate)}
              {` (${describeStay(item.reservationStartDate, item.reservationEndDate).toLowerCase()})`}
            </dd>
          </div>
          <div>
            <dt>Held for</dt>
            <dd>
              {left > 0 ? (
                <>
                  <span aria-hidden="true">{formatTimeLeft(left)}</span>
                  <span className="visually-hidden">{describeTimeLeft(left)}</span>
                </>
              ) : (
                'Expired'
              )}
            </dd>
          </div>
        </dl>
      </div>
      <div className="cart-item__side">
        <p className="cart-item__price">
          <span className="visually-hidden">Price </span>
          {formatUsd(
            amountForPaymentType(item.pricesByPaymentType, paymentTypeId, item.price) * item.quantity,
          )}
        </p>
        <button
          type="button"
          className="button button--secondary"
          disabled={disabled}
          aria-label={`Remove ${item.description}`}
          onClick={onRemove}
        >
          {removing ? 'Removing…' : 'Remove'}
        </button>
      </div>
    </li>
  );
}
