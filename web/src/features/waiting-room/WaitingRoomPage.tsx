/**
 * /waiting-room/:eventId?return=<path>: a visitor's place in an opening morning's queue. Before opening
 * everyone who has arrived waits for the draw (arriving earlier does not put anyone ahead); from
 * opening the page shows the place, the people ahead, the estimated wait and a progress bar, asking
 * again every few seconds without a reload. Admitted, the admission token is kept for the claim and
 * the visitor goes back to where they were booking. A reload keeps the place (the queue token in
 * sessionStorage; the account's one place on the server in any case).
 */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { QueuePlace } from '#contract/waiting-room';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { CallError, failureMessages } from '#web/lib/call.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { safeReturnPath } from '#web/lib/waiting-room/admission.ts';
import { forgetPass, passOf, savePass } from '#web/lib/waiting-room/passes.ts';
import { joinQueue, pollPlace } from '#web/lib/waiting-room/waiting-room-calls.ts';
import { waitText } from './wait-text.ts';
import './waiting-room.css';

export function WaitingRoomPage() {
  usePageTitle('Waiting room');
  const { eventId = '' } = useParams();
  const [search] = useSearchParams();
  const back = safeReturnPath(search.get('return'));
  const auth = useAuth();
  const heading = useRef<HTMLHeadingElement>(null);

  const place = useQuery({
    queryKey: ['waiting-room', eventId, auth.externalUserId],
    queryFn: async (): Promise<QueuePlace> => {
      const pass = passOf(eventId);
      let view: QueuePlace;
      try {
        view = pass
          ? await pollPlace(auth.bearerApi, eventId, pass.queueToken)
          : await joinQueue(auth.bearerApi, eventId);
      } catch (error) {
        // A pass of another account or device: the account's own place is found by joining again.
        if (!pass || !(error instanceof CallError)) throw error;
        forgetPass(eventId);
        view = await joinQueue(auth.bearerApi, eventId);
      }
      savePass(eventId, {
        queueToken: view.queueToken,
        admissionToken: view.admissionToken,
        admissionExpiresAt: view.admissionExpiresAt,
      });
      return view;
    },
    refetchInterval: (q) => (q.state.data?.admitted ? false : (q.state.data?.pollAfterMs ?? 3_000)),
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: 1,
  });

  const admitted = place.data?.admitted === true;
  useEffect(() => {
    // The visitor's turn is the one change worth moving focus for.
    if (admitted) heading.current?.focus();
  }, [admitted]);

  return (
    <div className="page waiting-room-page">
      <h1 ref={heading} tabIndex={-1}>
        {admitted ? 'It is your turn' : 'Waiting room'}
      </h1>
      {place.isError ? (
        <>
          <div role="alert" className="waiting-room__error">
            {failureMessages(place.error)[0]}
          </div>
          <p>
            <Link to={back}>Back to booking</Link>
          </p>
        </>
      ) : !place.data ? (
        <Spinner label="Finding your place" />
      ) : (
        <QueueView view={place.data} back={back} />
      )}
    </div>
  );
}

function QueueView({ view, back }: { view: QueuePlace; back: string }) {
  const { event } = view;
  const percent = Math.round(view.progress * 100);
  if (view.admitted) {
    return (
      <section className="waiting-room__card" aria-labelledby="wr-turn">
        <h2 id="wr-turn">{event.name}</h2>
        <p>
          You can book now.
          {view.admissionExpiresAt && <> Your pass lasts until {formatDateTime(view.admissionExpiresAt)}.</>}
        </p>
        <Link className="button button--primary" to={back}>
          Continue to booking
        </Link>
      </section>
    );
  }
  return (
    <section className="waiting-room__card" aria-labelledby="wr-event">
      <h2 id="wr-event">{event.name}</h2>
      <p>
        Booking opens at {formatDateTime(event.opensAt)}. Keep this page open: it updates by itself, and you
        keep your place if you reload.
      </p>
      {view.place === null ? (
        <p className="waiting-room__draw">
          Everyone who arrives before opening is put in a random order at {formatDateTime(event.opensAt)}.
          Arriving earlier does not put you ahead, so there is no need to refresh.
        </p>
      ) : null}
      <dl className="waiting-room__figures" aria-live="polite">
        <div>
          <dt>Your place in line</dt>
          <dd>{view.place ?? 'Drawn at opening'}</dd>
        </div>
        <div>
          <dt>People ahead of you</dt>
          <dd>{view.ahead ?? '–'}</dd>
        </div>
        <div>
          <dt>Estimated wait</dt>
          <dd>{waitText(view.estimatedWaitSeconds)}</dd>
        </div>
        <div>
          <dt>People in the waiting room</dt>
          <dd>{view.inQueue}</dd>
        </div>
      </dl>
      <label className="waiting-room__progress-label" htmlFor="wr-progress">
        Your progress to the front: {percent}%
      </label>
      <progress id="wr-progress" className="waiting-room__progress" max={100} value={percent}>
        {percent}%
      </progress>
    </section>
  );
}
