/**
 * The add form's values as typed (datetime-local inputs in the browser's own time) and the request
 * they make: instants as ISO strings, an empty park meaning every park.
 */
import type { QueueEventBody } from '#web/lib/waiting-room/admin-calls.ts';

export interface EventForm {
  name: string;
  locationId: string;
  opensAt: string;
  endsAt: string;
  preQueueMinutes: string;
  ratePerMinute: string;
}

/** A datetime-local value ('2027-01-05T07:00') as an ISO instant; '' stays '' (the API says it is missing). */
export function isoOfLocal(value: string): string {
  const at = new Date(value);
  return value && !Number.isNaN(at.getTime()) ? at.toISOString() : value;
}

/** An instant as a datetime-local value in the browser's time. */
export function localOfIso(iso: string): string {
  const at = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${p(at.getMonth() + 1)}-${p(at.getDate())}T${p(at.getHours())}:${p(at.getMinutes())}`;
}

export function requestOf(form: EventForm): QueueEventBody {
  return {
    name: form.name,
    locationId: form.locationId ? Number(form.locationId) : null,
    opensAt: isoOfLocal(form.opensAt),
    endsAt: isoOfLocal(form.endsAt),
    preQueueMinutes: form.preQueueMinutes,
    ratePerMinute: form.ratePerMinute,
  };
}

/** A new form: opening at the next full hour, a 30-minute pre-queue, two hours of queueing. */
export function blankForm(now = new Date()): EventForm {
  const opens = new Date(now);
  opens.setMinutes(0, 0, 0);
  opens.setHours(opens.getHours() + 1);
  const ends = new Date(opens.getTime() + 2 * 3_600_000);
  return {
    name: '',
    locationId: '',
    opensAt: localOfIso(opens.toISOString()),
    endsAt: localOfIso(ends.toISOString()),
    preQueueMinutes: '30',
    ratePerMinute: '300',
  };
}
