/**
 * Opening morning through the waiting room, against the real local runtime (bin/local.ts): the agency
 * admin sets a queue event on the park with the most spots; V visitors arrive at random moments over the
 * window before opening and join; at opening the draw orders them; each polls its place as the page
 * does (every pollAfterMs), and once admitted reads availability (the first 20 rows, as the park page's
 * list loads them) and claims one of M spots listed there with its admission token and the page-view token of that read, as the web app sends it (a refused claim reads
 * again and tries another free spot, three tries at most).
 * Prints fairness (Spearman's correlation of place against arrival order among the pre-queue
 * arrivals: about 0 when the draw is fair), holds granted (must equal M), double bookings found by
 * reading every night item of those spots back (must be 0), 5xx, 429s, p50/p95/p99 of each step and
 * claims per second, beside raw DynamoDB Local transactions of a claim's shape in the same run (as many
 * as there were claims, at once, on the runtime's DynamoDB Local). Figures only.
 *
 * The visitors' accounts are customer records written straight into the runtime's table, with id
 * tokens signed by cognito-local's own key for them (what cognito-local itself signs with): thousands
 * of sign-ups through cognito-local's one-file user store would take longer than the morning itself.
 * Everything after that (joining, polling, availability, claims) is the product's HTTP API.
 *   OPENING_VISITORS (default 5000), OPENING_ARRIVAL_SECONDS (default 60), OPENING_SPOTS (default 100),
 *   OPENING_RATE (admissions per minute, default 6000), OPENING_CAPTCHA (on: the tenant runs the
 *   captcha, so a claim without a page view is asked for it; the bench waits until a claim with none
 *   is, then counts claims asked).
 */
import { createPrivateKey, randomUUID, sign, type JsonWebKeyInput } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { startLocalRuntime } from '../support/local-runtime.ts';
import {
  crowdedPark,
  doubleBookings,
  freeSpotIds,
  inBatches,
  latencyLine,
  loadAverage,
  percentile,
  rawTransactions,
  runtimeDynamoEndpoint,
  signedUpCustomer,
  tenantApi,
  type ApiAnswer,
  type TenantApi,
} from './bench-table.ts';
import { buildDemoCatalogue } from '#demo/index';
import { demoIdentities } from '#demo/identities';
import { addDays } from '#domain/availability/calendar';
import { todayIn } from '#domain/dates';
import { LIMIT_MESSAGE, PAGE_VIEW } from '#domain/limits';
import { keys } from '#store/keys';
import { arrivalPlaceCorrelation } from '#domain/waiting-room';
import { toTenantId } from '#domain/tenant-id';

const VISITORS = Number(process.env.OPENING_VISITORS ?? 5000);
const ARRIVAL_SECONDS = Number(process.env.OPENING_ARRIVAL_SECONDS ?? 60);
const SPOTS = Number(process.env.OPENING_SPOTS ?? 100);
const RATE = Number(process.env.OPENING_RATE ?? 6000);
const CAPTCHA = process.env.OPENING_CAPTCHA === 'on';
const TENANT = toTenantId('wa');
const PASSWORD = 'Opening-Morning-2030!';
/** Between the last account made and the first arrival: the event is set and the visitors are ready. */
const LEAD_MS = 3_000;

const ms = (n: number) => `${n.toFixed(0)} ms`;
const sleep = (n: number) => new Promise((r) => setTimeout(r, n));

/** Latencies and outcomes of one step (join, poll, availability, claim). */
class Step {
  readonly latencies: number[] = [];
  statuses = new Map<number, number>();
  /** Calls with no answer, by the connection's error. */
  failures = new Map<string, number>();
  constructor(readonly name: string) {}
  async time<T extends { status: number; failure?: string }>(run: () => Promise<T>): Promise<T> {
    const t0 = performance.now();
    const res = await run();
    this.latencies.push(performance.now() - t0);
    this.statuses.set(res.status, (this.statuses.get(res.status) ?? 0) + 1);
    if (res.failure) this.failures.set(res.failure, (this.failures.get(res.failure) ?? 0) + 1);
    return res;
  }
  count(predicate: (status: number) => boolean) {
    return [...this.statuses].filter(([s]) => predicate(s)).reduce((n, [, c]) => n + c, 0);
  }
  line() {
    const l = [...this.latencies].sort((a, b) => a - b);
    return `${this.name.padEnd(13)} ${String(l.length).padStart(6)} calls  p50 ${ms(percentile(l, 50))}  p95 ${ms(percentile(l, 95))}  p99 ${ms(percentile(l, 99))}  5xx ${this.count((s) => s >= 500 || s === 0)}  429 ${this.count((s) => s === 429)}  statuses ${JSON.stringify(Object.fromEntries(this.statuses))}${this.failures.size ? `  no answer: ${JSON.stringify(Object.fromEntries(this.failures))}` : ''}`;
  }
}

function cognitoLocalKey() {
  const require = createRequire(import.meta.url);
  const { jwk } = require('cognito-local/lib/keys/cognitoLocal.private.json') as { jwk: JsonWebKey };
  return createPrivateKey({ key: jwk, format: 'jwk' } as JsonWebKeyInput);
}

async function main() {
  console.log(
    `opening morning: ${VISITORS} visitors over ${ARRIVAL_SECONDS}s before opening, ${SPOTS} spots, ${RATE} admissions/min; starting the local runtime...`,
  );
  const runtime = await startLocalRuntime();
  try {
    const json = tenantApi(runtime, TENANT);

    // The store of this process points at the runtime's DynamoDB Local.
    const endpoint = runtimeDynamoEndpoint(runtime);
    process.env.DYNAMODB_ENDPOINT = endpoint;
    const { createCustomer, getCustomerBySub, nextCustomerId } = await import('#store/customers');

    // The park with the most spots, and M overnight spots free for the stay.
    const { park, arrival, departure, availabilityBody, spots } = await crowdedPark(json, TENANT, SPOTS);
    const inPlay = new Set(spots);
    console.log(`park ${park.longName}: ${spots.length} spots in play for ${arrival}..${departure}`);

    // One real customer through the API and the pool: the template of every visitor's record and token.
    const stamp = Date.now().toString(36);
    const template = await signedUpCustomer(runtime, json, `om.${stamp}.template`, PASSWORD);
    const [headerPart, claimsPart] = template.split('.');
    const templateClaims = JSON.parse(Buffer.from(claimsPart!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const templateRecord = (await getCustomerBySub(TENANT, String(templateClaims.sub)))!;
    if (CAPTCHA) await runCaptcha(json, template, spots);
    const key = cognitoLocalKey();

    const accountsStarted = performance.now();
    const visitors = await inBatches([...Array(VISITORS).keys()], 25, async (i) => {
      const sub = randomUUID();
      const name = `om.${stamp}.${i}`;
      const now = new Date().toISOString();
      await createCustomer(
        {
          ...templateRecord,
          id: await nextCustomerId(TENANT),
          username: name,
          externalUserId: sub,
          cognitoUsername: undefined,
          email: `${name}@example.org`,
          dateCreated: now,
          dateLastModified: now,
        },
        {
          activityDate: now,
          username: 'opening-morning-bench',
          actionPerformed: 'Customer created',
          auditTransactionId: randomUUID(),
          auditBusinessAction: 'Customer created',
          changes: [],
        },
      );
      const iat = Math.floor(Date.now() / 1000);
      const claims = {
        ...templateClaims,
        sub,
        'cognito:username': name,
        email: `${name}@example.org`,
        jti: randomUUID(),
        iat,
        auth_time: iat,
        exp: iat + 3 * 3600,
      };
      const unsigned = `${headerPart}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      const token = `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), key).toString('base64url')}`;
      return { i, token };
    });
    console.log(`${VISITORS} accounts in ${ms(performance.now() - accountsStarted)}`);

    // The queue event: pre-queue from now, opening once every visitor has arrived.
    const identities = demoIdentities(TENANT);
    const login = await json('POST', 'AdminAuth/login', {
      username: identities.staff.find((s) => s.key === 'agencyAdmin')!.username,
      password: identities.password,
    });
    const staffToken = login.body.authToken as string;
    const firstArrival = Date.now() + LEAD_MS;
    const opensAt = firstArrival + ARRIVAL_SECONDS * 1000;
    const event = await json(
      'POST',
      'admin/AdminWaitingRoom/event',
      {
        name: `Opening morning ${stamp}`,
        locationId: park.id,
        opensAt: new Date(opensAt).toISOString(),
        endsAt: new Date(opensAt + 3_600_000).toISOString(),
        preQueueMinutes: Math.ceil((ARRIVAL_SECONDS * 1000 + LEAD_MS) / 60_000) + 1,
        ratePerMinute: RATE,
      },
      staffToken,
    );
    const eventId = (event.body.data as { eventId: string }).eventId;

    const steps = {
      join: new Step('join'),
      poll: new Step('poll place'),
      availability: new Step('availability'),
      claim: new Step('claim'),
    };
    const tokenArrival = (queueToken: string) =>
      (JSON.parse(Buffer.from(queueToken.split('.')[0]!, 'base64url').toString()) as { arrival: number })
        .arrival;
    const winners: { spotId: number; lockCode: string }[] = [];
    /** A visitor still waiting this long after opening stops (counted as not admitted). */
    const giveUpAt = opensAt + 20 * 60_000;
    let claimsStarted = Infinity;
    let claimsEnded = 0;
    let refusedClaims = 0;
    let captchaAsked = 0;

    const visit = async ({ token }: { token: string }) => {
      await sleep(Math.max(0, firstArrival + Math.random() * ARRIVAL_SECONDS * 1000 - Date.now()));
      const joined = await steps.join.time(() =>
        json('POST', `WaitingRoom/${eventId}/join`, undefined, token),
      );
      if (joined.status !== 200) return undefined;
      let view = joined.body.data as {
        queueToken: string;
        place: number | null;
        admitted: boolean;
        admissionToken: string | null;
        pollAfterMs: number;
      };
      const arrivalNumber = tokenArrival(view.queueToken);
      while (!view.admitted) {
        await sleep(view.pollAfterMs * (0.8 + Math.random() * 0.4));
        const polled = await steps.poll.time(() =>
          json(
            'GET',
            `WaitingRoom/${eventId}/place?queueToken=${encodeURIComponent(view.queueToken)}`,
            undefined,
            token,
          ),
        );
        if (polled.status === 200) view = polled.body.data as typeof view;
        // A queue token this client no longer matches: the page joins again and gets the account's place.
        else if (polled.status === 403) {
          const again = await steps.join.time(() =>
            json('POST', `WaitingRoom/${eventId}/join`, undefined, token),
          );
          if (again.status === 200) view = again.body.data as typeof view;
        }
        if (Date.now() > giveUpAt) return undefined;
      }
      const admittedAt = performance.now();
      for (let attempt = 0; attempt < 3; attempt++) {
        // The first page of the park page's list, as the web app loads it (20 rows, not the whole park).
        const read = await steps.availability.time(() =>
          json('POST', 'Spot/availability', { ...availabilityBody, pageNumber: 1, itemsPerPage: 20 }, token),
        );
        const free = freeSpotIds(read.body).filter((id) => inPlay.has(id));
        if (free.length === 0) break;
        const spotId = free[Math.floor(Math.random() * free.length)]!;
        // The read's page-view token goes back with the claim, as the web app sends it.
        const pageView = read.headers?.[PAGE_VIEW.header.toLowerCase()];
        claimsStarted = Math.min(claimsStarted, performance.now());
        const res = await steps.claim.time(() =>
          json(
            'POST',
            `SpotReservation/spot/${spotId}/claim?admissionToken=${encodeURIComponent(view.admissionToken!)}`,
            { reservationStartDate: arrival, reservationEndDate: departure },
            token,
            pageView ? { [PAGE_VIEW.header]: pageView } : undefined,
          ),
        );
        claimsEnded = Math.max(claimsEnded, performance.now());
        if (res.status === 200 && res.body.statusCode === 'Success') {
          winners.push({ spotId, lockCode: (res.body.data as { lockCode: string }).lockCode });
          break;
        }
        if (captchaRequired(res)) captchaAsked += 1;
        refusedClaims += 1;
      }
      return { arrivalNumber, place: view.place, admittedAt };
    };

    const outcomes = (await Promise.all(visitors.map(visit))).filter((o) => o !== undefined);

    // Fairness: among the pre-queue arrivals (drawn at opening), place against arrival order.
    const events = await json('GET', 'admin/AdminWaitingRoom/event', undefined, staffToken);
    const mine = (
      events.body.data as { eventId: string; preQueueCount: number | null; admitted: number }[]
    ).find((e) => e.eventId === eventId)!;
    const preQueue = outcomes
      .filter((o) => o.arrivalNumber <= (mine.preQueueCount ?? 0) && o.place !== null)
      .sort((a, b) => a.arrivalNumber - b.arrivalNumber);
    // Ranks 1..n of the places, by arrival order (arrival numbers may skip a lost join race).
    const byPlace = [...preQueue].sort((a, b) => a.place! - b.place!);
    const rankOf = new Map(byPlace.map((o, r) => [o, r + 1]));
    const fairness = arrivalPlaceCorrelation(preQueue.map((o) => rankOf.get(o)!));
    const admissionOrder = [...outcomes].sort((a, b) => a.admittedAt - b.admittedAt);
    const admittedRank = new Map(admissionOrder.map((o, r) => [o, r + 1]));
    const admissionFairness = arrivalPlaceCorrelation(preQueue.map((o) => admittedRank.get(o)!));

    const found = await doubleBookings(endpoint, TENANT, spots, winners, arrival, departure);
    const loadAfterMorning = loadAverage();
    const claimCount = steps.claim.latencies.length;
    const raw = await rawTransactions(endpoint, Math.max(claimCount, 1), spots.length);
    const all = Object.values(steps);
    const claimSeconds = (claimsEnded - claimsStarted) / 1000;
    const claimsPerSecond = claimCount / Math.max(claimSeconds, 0.001);
    console.log(
      [
        `visitors who joined: ${outcomes.length} of ${VISITORS}; drawn at opening: ${mine.preQueueCount}; passes issued: ${mine.admitted}`,
        `fairness (Spearman, place vs arrival order, ${preQueue.length} pre-queue arrivals): ${fairness.toFixed(3)}`,
        `fairness (Spearman, admission order vs arrival order): ${admissionFairness.toFixed(3)}`,
        `holds granted: ${winners.length} (spots: ${spots.length}); claims refused: ${refusedClaims} (asked for the captcha: ${CAPTCHA ? captchaAsked : 'captcha off'})`,
        `double bookings: ${found}`,
        `5xx or no answer: ${all.reduce((n, s) => n + s.count((c) => c >= 500 || c === 0), 0)}; 429s: ${all.reduce((n, s) => n + s.count((c) => c === 429), 0)}`,
        ...all.map((s) => s.line()),
        `claims per second: ${claimsPerSecond.toFixed(0)} (${claimCount} claims in ${claimSeconds.toFixed(1)} s, paced by admissions; load average ${loadAfterMorning})`,
        `raw DynamoDB Local TransactWriteItems (same shape, same DynamoDB Local, ${claimCount} at once over ${spots.length} spots): ${raw.perSecond.toFixed(0)} per second, ${raw.won} won; latency ${latencyLine(raw.latencies)}`,
        `load average ${loadAverage()}`,
      ].join('\n'),
    );
  } finally {
    await runtime.stop();
  }
}

const captchaRequired = (res: ApiAnswer) =>
  (res.body.messages as string[] | undefined)?.[0] === LIMIT_MESSAGE.captchaRequired;

/**
 * The tenant runs the captcha from now on: its item says so, and the runtime sees it once its copy of
 * the tenant runs out (30 s at most), which a claim with no page view shows by being asked for the check.
 * The probe claims a spot not in play, a year out, and releases what it held while the copy was old.
 */
async function runCaptcha(json: TenantApi, token: string, inPlay: number[]) {
  const { GetCommand, PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo, tableName } = await import('#store/client');
  const key = keys.tenant(TENANT);
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key }));
  const limits = { ...(Item!.limits as object | undefined), captcha: true };
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...Item!, limits } }));
  const probe = buildDemoCatalogue(TENANT).spots.find((s) => s.isActive && !inPlay.includes(s.id))!;
  const year = addDays(todayIn('UTC', new Date()), 365);
  const started = performance.now();
  for (;;) {
    const res = await json(
      'POST',
      `SpotReservation/spot/${probe.id}/claim`,
      { reservationStartDate: year, reservationEndDate: addDays(year, 1) },
      token,
    );
    if (captchaRequired(res)) break;
    const lockCode = (res.body.data as { lockCode?: string } | undefined)?.lockCode;
    if (lockCode) {
      await json(
        'POST',
        `SpotReservation/spot/${probe.id}/releaseclaim?lockCode=${lockCode}`,
        undefined,
        token,
      );
    }
    if (performance.now() - started > 60_000) throw new Error('the runtime did not turn the captcha on');
    await sleep(2_000);
  }
  console.log(`captcha on: a claim with no page view is asked for it (${ms(performance.now() - started)})`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
