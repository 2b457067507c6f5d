/**
 * A chargeback at the front desk (admin §7.1): the agency admin records the card issuer's chargeback on
 * the reservation details with one click, the page says so and offers the undo, the history shows both
 * with old and new values, and the ranger (no chargeback permission) is offered neither. axe on the page.
 */
import { describe, expect, inject, it } from 'vitest';
import { addDays } from '../../functions/domain/day-selection.ts';
import { todayIn } from '../../functions/domain/dates.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { demoCatalogue } from './support/demo.ts';
import { sellAtDesk } from './support/front-desk.ts';
import { signInStaff } from './support/sign-in.ts';
import { expectVisible, open } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();
const { tenantId, url } = sites.tenants[0]!;

describe('a chargeback at the front desk', () => {
  it('is recorded and undone on the details page, each step in the history', async () => {
    const park = [...demoCatalogue(tenantId).locations].sort((a, b) => a.id - b.id)[1]!;
    const today = todayIn(park.timezone, new Date());
    const [stay] = await sellAtDesk(
      url,
      tenantId,
      park.id,
      { start: addDays(today, 8), end: addDays(today, 9) },
      [['Chad', 'Chargeback']],
    );

    const ranger = await browser.newPage();
    await signInStaff(ranger, url, tenantId, 'ranger');
    await open(ranger, url, `/admin/reservation-details/${stay!.id}`);
    await expectVisible(ranger.getByRole('heading', { name: 'Reservation Summary' }));
    expect(await ranger.getByRole('button', { name: 'Record Chargeback' }).count()).toBe(0);

    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'agencyAdmin');
    await open(page, url, `/admin/reservation-details/${stay!.id}`);
    await page.getByRole('button', { name: 'Record Chargeback' }).click();
    await expectVisible(page.getByText(`${stay!.number}: chargeback recorded.`));
    await expectVisible(page.getByText('payment charged back', { exact: false }));
    const history = page.getByRole('region', { name: 'History' });
    await expectVisible(history.getByRole('cell', { name: 'Chargeback recorded', exact: true }));
    await expectNoAxeViolations(page, 'the details with a chargeback');
    await screenshot(page, 'chargeback recorded');

    await page.getByRole('button', { name: 'Undo Chargeback' }).click();
    await expectVisible(page.getByText(`${stay!.number}: chargeback undone.`));
    await expectVisible(page.getByRole('button', { name: 'Record Chargeback' }));
    await expectVisible(history.getByRole('cell', { name: 'Chargeback undone', exact: true }));
    expect(await page.getByText('payment charged back', { exact: false }).count()).toBe(0);
  }, 120_000);
});
