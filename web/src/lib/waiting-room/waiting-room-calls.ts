/**
 * The waiting room's public calls (waiting-room context): whether a park's booking is behind a queue
 * now, joining it, and the place a queue token holds.
 */
import type { PublicQueueEvent, QueuePlace } from '#contract/waiting-room';
import { buildPath, type ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '../call.ts';

type Data<T> = EnvelopeLike & { data: T };

/** The event gating booking at the park now, or null. */
export async function gatingEvent(api: ApiClient, locationId: number): Promise<PublicQueueEvent | null> {
  return (
    await callEnvelope(() => api.get<Data<PublicQueueEvent | null>>('WaitingRoom/status', { locationId }))
  ).data;
}

export async function joinQueue(api: ApiClient, eventId: string): Promise<QueuePlace> {
  const path = buildPath('WaitingRoom/{eventId}/join', { eventId }, 'joinWaitingRoom');
  return (await callEnvelope(() => api.post<Data<QueuePlace>>(path))).data;
}

export async function pollPlace(api: ApiClient, eventId: string, queueToken: string): Promise<QueuePlace> {
  const path = buildPath('WaitingRoom/{eventId}/place', { eventId }, 'waitingRoomPlace');
  return (await callEnvelope(() => api.get<Data<QueuePlace>>(path, { queueToken }))).data;
}
