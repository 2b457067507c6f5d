/**
 * Pricing/fees, Pricing/conveniencefee (public §7.4, admin §7.7) and Pricing/addons (ours). Public
 * routes: the sales channel comes from the caller, never the request (a staff bearer is 2, anyone else
 * 1), and only staff fee overrides (POST Pricing/fees) are applied.
 */
import {
  type FeesQuery,
  addOnsQuerySchema,
  addOnsResponseSchema,
  convenienceFeeRequestSchema,
  convenienceFeeResponseSchema,
  feesQuerySchema,
  feesRequestSchema,
  feesResponseSchema,
} from '#contract/pricing';
import { noQuery } from '#contract/common';
import { BOOKING_TYPE } from '#domain/catalogue';
import { convenienceFeeLine } from '#domain/pricing/convenience';
import { paymentMethodOf } from '#domain/pricing/fees';
import { centsToDollars, dollarsToCents } from '#domain/pricing/money';
import { notFound } from '#domain/errors';
import { type AuthContext, PUBLIC, type Route, defineRoute } from '#http/routes';
import { getLocation } from '#store/locations';
import { getFeeSchedule, listParkAddOns } from '#store/pricing';
import { REFERENCE_KIND } from '#store/keys';
import { getReference } from '#store/reference';
import { spotWithPark } from '#booking/claims';
import { type QuoteInput, quoteReservation } from '#booking/quote';
import { toFeeLine, toFeeTotals } from '#mappers/fees';

/** salesChannel 2 for a staff caller, 1 for everyone else (public §9). */
const salesChannelOf = (auth: AuthContext | undefined) => (auth?.kind === 'staff' ? 2 : 1);

const quoteInputOf = (r: FeesQuery, addOns: QuoteInput['addOns'] = []): QuoteInput => ({
  spotId: r.spotId,
  startDate: r.startDate,
  endDate: r.endDate,
  numberOfAdults: r.numberOfAdults,
  numberOfVehicles: r.numberOfVehicles,
  discounts: r.discounts,
  addOns,
  operationId: r.operationId,
});

export const pricingRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: 'Pricing/fees',
    operationId: 'getFees',
    summary:
      'Fee lines of a stay (reservation fee with a per-night breakdown, park use, transaction, convenience) and totals per payment method; query names in PascalCase or camelCase',
    query: feesQuerySchema,
    auth: PUBLIC,
    response: feesResponseSchema,
    handler: async ({ tenantId, query, auth }) => {
      const fees = await quoteReservation(tenantId, quoteInputOf(query), {
        salesChannel: salesChannelOf(auth),
      });
      return { data: fees.map(toFeeLine), totals: toFeeTotals(fees) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'Pricing/fees',
    operationId: 'quoteFees',
    summary:
      'The fee lines of GET Pricing/fees for a JSON body that may also list add-ons and (staff only; ignored for the public) fee overrides',
    query: noQuery,
    body: feesRequestSchema,
    auth: PUBLIC,
    response: feesResponseSchema,
    handler: async ({ tenantId, body, auth }) => {
      const fees = await quoteReservation(tenantId, quoteInputOf(body, body.addOns), {
        salesChannel: salesChannelOf(auth),
        feeOverrides: body.feeOverrides,
        overriddenBy: auth?.username,
      });
      return { data: fees.map(toFeeLine), totals: toFeeTotals(fees) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'Pricing/conveniencefee',
    operationId: 'convenienceFee',
    summary:
      'The convenience fee line for a subtotal: body {spotId or locationId, paymentTypeId, subtotal (dollars)}; amount is what that payment type pays; 0 at the park office',
    query: noQuery,
    body: convenienceFeeRequestSchema,
    auth: PUBLIC,
    response: convenienceFeeResponseSchema,
    handler: async ({ tenantId, body, auth }) => {
      let locationId: number;
      let bookingTypeId: number | undefined;
      if (body.spotId !== undefined) {
        const { spot, location } = await spotWithPark(tenantId, body.spotId);
        locationId = location.id;
        bookingTypeId =
          (await getReference(tenantId, REFERENCE_KIND.product, spot.productId))?.bookingTypeId ??
          BOOKING_TYPE.Overnight;
      } else {
        const location = await getLocation(tenantId, body.locationId!);
        if (!location) throw notFound('Location', body.locationId!);
        locationId = location.id;
      }
      const schedule = await getFeeSchedule(tenantId);
      const line = convenienceFeeLine(
        schedule.feeRules,
        { locationId, salesChannel: salesChannelOf(auth), bookingTypeId },
        dollarsToCents(body.subtotal),
        paymentMethodOf(body.paymentTypeId),
      );
      return { data: toFeeLine(line) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'Pricing/addons',
    operationId: 'listAddOns',
    summary:
      'The add-ons a park sells (firewood, kayak rental, ...) with their unit price, for the occupant page (our addition)',
    query: addOnsQuerySchema,
    auth: PUBLIC,
    response: addOnsResponseSchema,
    handler: async ({ tenantId, query }) => {
      const [location, addOns] = await Promise.all([
        getLocation(tenantId, query.locationId),
        listParkAddOns(tenantId, query.locationId),
      ]);
      if (!location) throw notFound('Location', query.locationId);
      return {
        data: addOns.map((a) => ({
          id: a.id,
          name: a.name,
          description: a.description,
          price: centsToDollars(a.priceCents),
          unit: a.unit,
          maxQuantity: a.maxQuantity,
          sku: a.sku,
        })),
      };
    },
  }),
];
