/**
 * /admin/waiting-room (SystemSettingsTenantSettings: a queue event changes how the whole site books):
 * the tenant's queue events with their live figures (arrivals, queue length, admission line, passes
 * issued), refreshed every few seconds; a rate control and "End now" on each running event; and the
 * form that sets a new one for a release, tenant-wide or for one park. Every change is audited.
 */
import { useState, type FormEvent } from 'react';
import type { AdminQueueEvent } from '#contract/waiting-room';
import { SelectField, TextField } from '#web/components/form/fields.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useLocations } from '#web/lib/locations/locations.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { ADMIN_EVENTS_PATH, useQueueEvents, useSaveQueueEvent } from '#web/lib/waiting-room/admin-calls.ts';
import { ErrorBox, Loaded, SaveErrorSummary, Saved, binder, fieldErrors } from '../park-ops/controls.tsx';
import { blankForm, requestOf, type EventForm } from './event-form.ts';
import '../park-ops/park-ops.css';
import './waiting-room-admin.css';

const PREFIX = 'wr';
const FORM_FIELDS = ['name', 'locationId', 'opensAt', 'endsAt', 'preQueueMinutes', 'ratePerMinute'] as const;
const PHASE_TEXT: Record<AdminQueueEvent['phase'], string> = {
  scheduled: 'Scheduled',
  preQueue: 'Pre-queue open',
  open: 'Admitting',
  ended: 'Ended',
};

export function WaitingRoomAdminPage() {
  usePageTitle('Waiting room');
  const events = useQueueEvents();
  const parks = useLocations();
  const parkName = (id: number | null) =>
    id === null ? 'All parks' : (parks.data?.find((p) => p.id === id)?.longName ?? `Park ${id}`);

  return (
    <div className="page ops-page">
      <h1>Waiting room</h1>
      <p>
        On an opening morning the waiting room puts everyone who arrives before opening in a random order and
        admits them to booking at the rate set here. While an event runs, booking at its parks needs a
        waiting-room pass.
      </p>
      <section aria-labelledby="wr-events">
        <h2 id="wr-events">Queue events</h2>
        <Loaded read={events} what="queue events">
          {(list) =>
            list.length === 0 ? (
              <p>No queue events are set.</p>
            ) : (
              <div className="wr-events">
                {list.map((e) => (
                  <EventCard key={e.eventId} event={e} parkName={parkName(e.locationId)} />
                ))}
              </div>
            )
          }
        </Loaded>
      </section>
      <AddEvent parks={(parks.data ?? []).map((p) => ({ value: String(p.id), label: p.longName }))} />
    </div>
  );
}

function EventCard({ event, parkName }: { event: AdminQueueEvent; parkName: string }) {
  const save = useSaveQueueEvent();
  const [rate, setRate] = useState(String(event.ratePerMinute));
  const [saved, setSaved] = useState<string | null>(null);
  const running = event.phase === 'preQueue' || event.phase === 'open';
  const id = `wr-${event.eventId.slice(0, 8)}`;

  const change = async (fields: { ratePerMinute?: string; endsAt?: string }, done: string) => {
    setSaved(null);
    await save.mutateAsync({
      method: 'PUT',
      path: `${ADMIN_EVENTS_PATH}/${event.eventId}`,
      body: {
        name: event.name,
        opensAt: event.opensAt,
        endsAt: fields.endsAt ?? event.endsAt,
        preQueueMinutes: event.preQueueMinutes,
        ratePerMinute: fields.ratePerMinute ?? event.ratePerMinute,
        version: event.version,
      },
    });
    setSaved(done);
  };

  const submitRate = (e: FormEvent) => {
    e.preventDefault();
    void change({ ratePerMinute: rate }, `Admission rate set to ${rate} a minute.`).catch(() => undefined);
  };
  const endNow = () => {
    const at = new Date(Math.max(Date.now() + 1_000, Date.parse(event.opensAt) + 1_000)).toISOString();
    void change({ endsAt: at }, 'The event has ended: booking no longer needs a pass.').catch(
      () => undefined,
    );
  };

  return (
    <article className="wr-event" aria-labelledby={`${id}-name`}>
      <header className="wr-event__head">
        <h3 id={`${id}-name`}>{event.name}</h3>
        <span className={`wr-phase wr-phase--${event.phase}`}>{PHASE_TEXT[event.phase]}</span>
      </header>
      <p className="wr-event__when">
        {parkName} · pre-queue from {formatDateTime(event.preQueueStartsAt)} · opens{' '}
        {formatDateTime(event.opensAt)} · ends {formatDateTime(event.endsAt)}
      </p>
      <dl className="wr-live" aria-label={`Live figures of ${event.name}`}>
        <div>
          <dt>Arrivals</dt>
          <dd>{event.joined}</dd>
        </div>
        <div>
          <dt>Queue length</dt>
          <dd>{event.queueLength}</dd>
        </div>
        <div>
          <dt>Admitted (passes issued)</dt>
          <dd>{event.admitted}</dd>
        </div>
        <div>
          <dt>Admission rate</dt>
          <dd>{event.ratePerMinute} / min</dd>
        </div>
        <div>
          <dt>Drawn at opening</dt>
          <dd>{event.preQueueCount ?? '–'}</dd>
        </div>
      </dl>
      {event.phase !== 'ended' && (
        <form className="wr-rate" onSubmit={submitRate}>
          <TextField
            id={`${id}-rate`}
            label="Admissions per minute"
            type="number"
            min={1}
            inputMode="numeric"
            value={rate}
            onChange={(e) => setRate(e.target.value)}
            error={fieldErrors(save.error).ratePerMinute}
          />
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            Change rate
          </button>
          {running && (
            <button
              type="button"
              className="button button--danger"
              onClick={endNow}
              disabled={save.isPending}
            >
              End now
            </button>
          )}
        </form>
      )}
      <ErrorBox error={save.error} />
      <Saved text={saved} />
    </article>
  );
}

function AddEvent({ parks }: { parks: { value: string; label: string }[] }) {
  const save = useSaveQueueEvent();
  const [form, setForm] = useState<EventForm>(() => blankForm());
  const [submittedAt, setSubmittedAt] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  const errors = fieldErrors(save.error);
  const bind = binder(PREFIX, form, (key, value) => setForm((f) => ({ ...f, [key]: value })), errors);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    setSubmittedAt(Date.now());
    try {
      const added = await save.mutateAsync({
        method: 'POST',
        path: ADMIN_EVENTS_PATH,
        body: requestOf(form),
      });
      setSaved(`Added "${added.name}".`);
      setForm(blankForm());
    } catch {
      // The messages show in the summary and the box below.
    }
  };

  return (
    <section aria-labelledby="wr-add">
      <h2 id="wr-add">Add a queue event</h2>
      <SaveErrorSummary save={{ error: save.error, submittedAt }} prefix={PREFIX} fields={FORM_FIELDS} />
      <form className="ops-form" onSubmit={submit} noValidate>
        <TextField {...bind('name')} label="Name" required maxLength={100} />
        <SelectField {...bind('locationId')} label="Park" options={parks} placeholder="All parks" />
        <TextField {...bind('opensAt')} label="Opening time" type="datetime-local" required />
        <TextField
          {...bind('preQueueMinutes')}
          label="Pre-queue window (minutes before opening)"
          type="number"
          min={0}
          required
        />
        <TextField {...bind('endsAt')} label="End" type="datetime-local" required />
        <TextField {...bind('ratePerMinute')} label="Admissions per minute" type="number" min={1} required />
        <div className="ops-actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            Add event
          </button>
        </div>
      </form>
      <ErrorBox error={save.error} summarised />
      <Saved text={saved} />
    </section>
  );
}
