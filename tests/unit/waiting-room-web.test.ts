/**
 * The waiting room's web rules without a browser: where an admitted visitor may be sent back to (a path
 * of this site only), how a wait is worded, and the staff form's request (instants from the browser's
 * datetime-local values, an empty park meaning every park).
 */
import { describe, expect, it } from 'vitest';
import { safeReturnPath, waitingRoomPathOf } from '../../web/src/lib/waiting-room/admission.ts';
import { waitText } from '../../web/src/features/waiting-room/wait-text.ts';
import {
  blankForm,
  isoOfLocal,
  localOfIso,
  requestOf,
} from '../../web/src/features/admin/waiting-room/event-form.ts';

describe('the waiting room in the web app', () => {
  it('returns only to a path of this site', () => {
    expect(safeReturnPath('/location/12?view=calendar')).toBe('/location/12?view=calendar');
    expect(safeReturnPath('https://evil.example/')).toBe('/');
    expect(safeReturnPath('//evil.example/')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
    expect(waitingRoomPathOf('e-1', '/location/12?a=b')).toBe(
      '/waiting-room/e-1?return=%2Flocation%2F12%3Fa%3Db',
    );
  });

  it('words a wait', () => {
    expect(waitText(null)).toBe('Worked out at opening');
    expect(waitText(0)).toBe('None: it is your turn');
    expect(waitText(45)).toBe('Less than a minute');
    expect(waitText(90)).toBe('About 2 minutes');
    expect(waitText(60)).toBe('About 1 minute');
    expect(waitText(3 * 3600 + 20 * 60)).toBe('About 3 hours 20 min');
  });

  it('sends the form’s local times as instants and an empty park as every park', () => {
    const form = { ...blankForm(new Date(2027, 0, 5, 6, 20)), name: 'Summer' };
    expect(form.opensAt).toBe('2027-01-05T07:00');
    expect(form.endsAt).toBe('2027-01-05T09:00');
    const body = requestOf(form);
    expect(body).toMatchObject({
      name: 'Summer',
      locationId: null,
      preQueueMinutes: '30',
      ratePerMinute: '300',
    });
    expect(body.opensAt).toBe(new Date(2027, 0, 5, 7, 0).toISOString());
    expect(requestOf({ ...form, locationId: '42' }).locationId).toBe(42);
    expect(isoOfLocal('')).toBe('');
    expect(localOfIso(new Date(2027, 6, 4, 9, 5).toISOString())).toBe('2027-07-04T09:05');
  });
});
