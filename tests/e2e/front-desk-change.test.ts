/**
 * A guest changes spot at the front desk and pays the difference in cash (admin §2.4, §2.6): the ranger
 * opens the reservation, Change Reservation shows it 'Currently Modifying' above the staff spot
 * selection, a day range on another spot and Reserve hold it, the occupant step keeps the guest, the
 * review shows what is due and takes cash, the receipt follows, and the details show the new spot and
 * the change in the history. axe and a screenshot on every screen.
 */
import { describe, expect, inject, it } from 'vitest';
import { demoIdentities } from '../../functions/demo/identities.ts';
import { addDays } from '../../functions/domain/day-selection.ts';
import { todayIn } from '../../functions/domain/dates.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { WAIT, calendarLoaded, chooseStay, spotRow } from './support/calendar.ts';
import { demoCatalogue } from './support/demo.ts';
import { expectVisible, field, open } from './support/page.ts';
import { toTenantId } from '#domain/tenant-id';
import { signInStaff } from './support/sign-in.ts';

const sites = inject('sites');
const browser = useBrowser();
const { tenantId, url } = sites.tenants[0]!;

/** A call to the site's API as `token` (Node does not resolve '<tenant>.localhost'). */
async function call(token: string | null, method: string, path: string, body?: unknown) {
  const res = await fetch(`${url.replace(/\/\/[^:/]+/, '//127.0.0.1')}/v1/tenant/${tenantId}/${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

/** Sells a stay for cash at the desk on the first free spot of the park; the next free spot is the guest's new one. */
async function sellStay(locationId: number, start: string, end: string) {
  const identities = demoIdentities(toTenantId(tenantId));
  const admin = identities.staff.find((s) => s.key === 'agencyAdmin')!;
  const login = await call(null, 'POST', 'AdminAuth/login', {
    username: admin.username,
    password: identities.password,
  });
  const token = login.authToken as string;
  const catalogue = demoCatalogue(tenantId);
  const overnight = new Set(catalogue.products.filter((p) => p.bookingTypeId === 1).map((p) => p.id));
  const ada = catalogue.attributes.find((a) => a.name === 'ADA Occupant Required')!.id;
  const spots = catalogue.spots.filter(
    (s) =>
      s.locationId === locationId &&
      s.isActive &&
      s.salesChannel === 'All' &&
      overnight.has(s.productId) &&
      !s.attributes.some((a) => a.attributeId === ada && a.value === 'yes'),
  );
  for (const [i, spot] of spots.entries()) {
    const claim = await call(token, 'POST', `admin/AdminSpotReservation/spot/${spot.id}/claim`, {
      reservationStartDate: start,
      reservationEndDate: end,
    });
    if (claim.statusCode !== 'Success') continue;
    const added = await call(token, 'POST', 'admin/AdminCart/addreservation', {
      spotId: spot.id,
      startDate: start,
      endDate: end,
      lockCode: (claim.data as { lockCode: string }).lockCode,
      numberOfAdults: 2,
      numberOfVehicles: 1,
      isCustomerPrimaryOccupant: false,
      primaryOccupantFirstName: 'Dana',
      primaryOccupantLastName: 'Desk',
      primaryOccupantStreet1: '1 Main Street',
      primaryOccupantCity: 'Denver',
      primaryOccupantState: 'CO',
      primaryOccupantZipcode: '80202',
      primaryOccupantCountry: 'USA',
      primaryOccupantEmail: 'dana.desk@example.org',
      primaryOccupantHomePhone: '3035550100',
    });
    expect(added.statusCode, JSON.stringify(added)).toBe('Success');
    const checkout = await call(token, 'POST', 'admin/AdminCart/checkout?paymentTypeId=3');
    expect(checkout.statusCode, JSON.stringify(checkout)).toBe('Success');
    const r = added.reservation as { id: number; reservationNumber: string };
    return { id: r.id, number: r.reservationNumber, spot, next: spots[i + 1]! };
  }
  throw new Error('no free spot to sell');
}

describe('a change at the front desk', () => {
  it('moves a guest to another spot and takes the difference in cash', async () => {
    // The ranger's second park (the first two by id are theirs), a stay inside the first staff window.
    const park = [...demoCatalogue(tenantId).locations].sort((a, b) => a.id - b.id)[1]!;
    const today = todayIn(park.timezone, new Date());
    const [start, end] = [addDays(today, 4), addDays(today, 6)];
    const sold = await sellStay(park.id, start, end);
    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'ranger');

    await open(page, url, `/admin/reservation-details/${sold.id}`);
    await page.getByRole('link', { name: 'Change Reservation' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Reservation Edit - Park/Date/Spot' }));
    const current = page.getByRole('region', { name: 'Currently Modifying' });
    await expectVisible(current.getByText(sold.number));
    await expectVisible(page.getByRole('button', { name: 'Back' }));
    expect(await page.getByLabel('Walk-In Reservation').count()).toBe(0);
    await calendarLoaded(page);
    // The pointer rests where 'Change Reservation' was clicked; a tile's hover popover must not be open
    // for the check of the page.
    await page.mouse.move(0, 0);
    await expectNoAxeViolations(page, 'the staff change: park, dates and spot');
    await screenshot(page, 'edit spot');

    await field(page, 'Spot Name').fill(sold.next.name);
    await expectVisible(spotRow(page, sold.next.name), 'the new spot');
    await calendarLoaded(page);
    const row = await chooseStay(page, sold.next.name, start, end);
    await screenshot(page, 'edit spot chosen');
    await row.getByRole('button', { name: 'Reserve', exact: true }).click();

    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/admin/reservation-edit-occupant');
    await expectVisible(page.getByRole('heading', { name: 'Occupant Details' }));
    await expectVisible(page.getByRole('region', { name: 'New Reservation' }).getByText(sold.next.name));
    await expectVisible(page.getByLabel(/First Name/).first());
    expect(
      await page
        .getByLabel(/First Name/)
        .first()
        .inputValue(),
    ).toBe('Dana');
    await expectNoAxeViolations(page, 'the staff change: occupant');
    await screenshot(page, 'edit occupant');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expectVisible(page.getByRole('heading', { name: 'Review Reservation Change' }));
    await expectVisible(
      page.getByText(
        'Overriding business rules, fees, park closures and other fields is recorded and reported in the system.',
      ),
    );
    const due = page.locator('.edit-totals__balance dd');
    await expect.poll(() => due.textContent(), WAIT).toMatch(/^\$\d+\.\d\d$/);
    const amount = (await due.textContent())!;
    await page.getByRole('radio', { name: 'Cash' }).check();
    await expectNoAxeViolations(page, 'the staff change: review');
    await screenshot(page, 'edit review');
    await page.getByRole('button', { name: 'Confirm Change' }).click();

    await expectVisible(page.getByRole('heading', { name: 'Reservation Edit Receipt' }));
    await expectVisible(page.getByText(sold.number).first());
    await expectNoAxeViolations(page, 'the staff change: receipt');
    await screenshot(page, 'edit receipt');

    await open(page, url, `/admin/reservation-details/${sold.id}`);
    const summary = page.getByRole('region', { name: 'Reservation Summary' });
    await expectVisible(summary.getByText(sold.next.name, { exact: true }));
    const history = page.getByRole('region', { name: 'History' });
    await expectVisible(history.getByRole('cell', { name: 'Reservation changed', exact: true }));
    const payments = page.getByRole('table', { name: 'Payments' });
    await expectVisible(payments.getByText(amount).first());
  }, 360_000);
});
