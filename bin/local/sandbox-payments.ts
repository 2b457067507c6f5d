/**
 * The local stand-in for the agency's hosted card payment page, under /sandbox-payments/. It speaks the
 * protocol of functions/adapters/payments/README.md: the sessions API (merchant secret header), the hosted
 * page /sandbox-payments/pay/<token>, the server-to-server postback and the 303 back to returnUrl.
 * Test cards (README "Sandbox payments"): 4111 1111 1111 1111 approves, 4000 0000 0000 0002 declines,
 * 4000 0000 0000 0119 never answers (the session stays pending and no postback is sent); 4000 0000 0000
 * 5126 approves but every refund of it is refused, 4000 0000 0000 0259 approves but no refund of it is
 * ever answered until a test asks the sandbox to answer them (POST sessions/<token>/answer-refunds). The
 * merchant may cancel a session nobody paid, refund an approved one (idempotent per reference) and list
 * the approved payments of a tenant (reconciliation).
 * Sessions live in one JSON file (SANDBOX sessionsFile) so a restart keeps them, or in memory.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { escapeHtml as esc } from '../../functions/adapters/mail/templates.ts';
import { hasMarkup } from '#domain/validation/rules';
import {
  MERCHANT_SECRET_HEADER,
  createSessionBodySchema,
  refundBodySchema,
  returnUrlWith,
  type CreateSessionBody,
  type PostbackBody,
  type RefundResponse,
  type SessionResponse,
} from '../../functions/adapters/payments/protocol.ts';

export const SANDBOX_PAYMENTS_PREFIX = '/sandbox-payments';
/** The merchant secret of the local runtime when PAYMENT_PROVIDER_SECRET is not set. */
export const SANDBOX_DEFAULT_SECRET = 'campfire-local-sandbox-secret';

export const SANDBOX_TEST_CARDS = {
  approve: '4111111111111111',
  decline: '4000000000000002',
  noAnswer: '4000000000000119',
  refundRefused: '4000000000005126',
  refundNoAnswer: '4000000000000259',
} as const;

/** What the provider does with refunds of a payment made with these cards (others: approved). */
const REFUND_BEHAVIOUR: Record<string, SandboxSession['refundBehaviour']> = {
  [SANDBOX_TEST_CARDS.refundRefused]: 'refused',
  [SANDBOX_TEST_CARDS.refundNoAnswer]: 'noAnswer',
};

export function isSandboxPaymentsPath(path: string): boolean {
  return path === SANDBOX_PAYMENTS_PREFIX || path.startsWith(`${SANDBOX_PAYMENTS_PREFIX}/`);
}

export interface SandboxSession extends CreateSessionBody {
  token: string;
  status: 'approved' | 'declined' | 'pending' | 'cancelled';
  /** The no-answer card was used: the page says "processing" and nothing more happens. */
  processing: boolean;
  lastFour: string | null;
  cardholderName: string | null;
  providerOrderId: string;
  paidAt: string | null;
  createdAt: string;
  /** The last postback attempt's outcome, for whoever debugs a stuck order. */
  postback: { attempts: number; lastStatus: number | null; deliveredAt: string | null } | null;
  /** Refunds of the approved payment, each once per merchant reference. */
  refunds?: RefundResponse[];
  /** Paid with a card whose refunds are refused or never answered. */
  refundBehaviour?: 'refused' | 'noAnswer';
}

export interface SessionStore {
  get(token: string): SandboxSession | undefined;
  put(session: SandboxSession): void;
  all(): SandboxSession[];
}

export function memorySessionStore(): SessionStore {
  const sessions = new Map<string, SandboxSession>();
  return {
    get: (token) => sessions.get(token),
    put: (session) => void sessions.set(session.token, session),
    all: () => [...sessions.values()],
  };
}

/** One JSON file, read on each call and written aside then renamed: one process, a few sessions a minute. */
export function fileSessionStore(file: string): SessionStore {
  const readAll = (): Record<string, SandboxSession> => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Record<string, SandboxSession>;
    } catch {
      return {};
    }
  };
  return {
    get: (token) => readAll()[token],
    all: () => Object.values(readAll()),
    put: (session) => {
      const all = readAll();
      all[session.token] = session;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify(all, null, 2));
      renameSync(`${file}.tmp`, file);
    },
  };
}

export interface SandboxOptions {
  secret: string;
  store: SessionStore;
  /** Waits between postback attempts (one attempt more than entries); retried on 5xx or no answer. */
  postbackRetryDelaysMs?: number[];
  fetch?: typeof fetch;
  now?: () => Date;
}

export type SandboxHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  pathAndQuery: string,
) => Promise<void>;

// ---- the card form ---------------------------------------------------------------------------------

export interface CardForm {
  cardholderName: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}
export type CardErrors = Partial<Record<keyof CardForm, string>>;

export const CARD_MESSAGES = {
  cardholderName: 'Enter the name on the card.',
  cardholderNamePlain: 'The name on the card must be plain text, without HTML tags.',
  cardNumber: 'Enter a valid card number.',
  expiry: 'Enter the expiry date as MM/YY.',
  expired: 'The card has expired.',
  cvc: 'Enter the 3 or 4 digit security code.',
  notTestCard: 'This sandbox accepts only the test card numbers listed on this page.',
} as const;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** Field messages for a malformed card; an empty object when the form may be charged. */
export function validateCard(form: CardForm, now: Date): CardErrors {
  const errors: CardErrors = {};
  if (!form.cardholderName.trim()) errors.cardholderName = CARD_MESSAGES.cardholderName;
  else if (hasMarkup(form.cardholderName)) errors.cardholderName = CARD_MESSAGES.cardholderNamePlain;
  const digits = cardDigits(form.cardNumber);
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) errors.cardNumber = CARD_MESSAGES.cardNumber;
  else if (!Object.values(SANDBOX_TEST_CARDS).includes(digits as never))
    errors.cardNumber = CARD_MESSAGES.notTestCard;
  const m = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(form.expiry);
  const month = m ? Number(m[1]) : 0;
  if (!m || month < 1 || month > 12) errors.expiry = CARD_MESSAGES.expiry;
  else {
    // A card is good through the last day of its expiry month.
    const year = 2000 + Number(m[2]);
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (year * 12 + (month - 1) < current) errors.expiry = CARD_MESSAGES.expired;
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = CARD_MESSAGES.cvc;
  return errors;
}

// ---- pages -----------------------------------------------------------------------------------------

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:34rem;margin:1rem auto;padding:0 1rem;line-height:1.5;color:#1b1b1b}
header{border-bottom:1px solid #ccc;margin-bottom:1rem}
label{display:block;font-weight:600;margin-top:.8rem}
input{font-size:1rem;padding:.45rem;border:1px solid #6b6b6b;border-radius:4px;width:100%;box-sizing:border-box}
input[aria-invalid=true]{border:2px solid #b50909}
.error{color:#b50909;margin:.2rem 0 0}
.summary{border:2px solid #b50909;padding:.5rem 1rem;margin:1rem 0}
.row{display:flex;gap:1rem}.row>div{flex:1}
.actions{display:flex;gap:1rem;margin-top:1.2rem}
button{font-size:1rem;padding:.5rem 1.4rem;border-radius:4px;cursor:pointer}
.pay{background:#0b5394;color:#fff;border:1px solid #0b5394}.cancel{background:#fff;color:#1b1b1b;border:1px solid #6b6b6b}
a:focus,button:focus,input:focus{outline:3px solid #f59e0b;outline-offset:2px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{font-weight:600}dd{margin:0}
.note{background:#f4f4f4;padding:.5rem 1rem;margin-top:1.5rem;font-size:.95rem}
</style>
</head>
<body>
<header><p><strong>Sandbox payments</strong>: a local stand-in for the hosted card payment page. No money moves.</p></header>
<main>
${body}
</main>
</body>
</html>`;
}

function orderSummary(s: SandboxSession): string {
  return `<dl>
<dt>Order number</dt><dd>${esc(s.orderNumber)}</dd>
<dt>Amount</dt><dd>${esc(usd.format(s.amountCents / 100))}</dd>
${s.description ? `<dt>For</dt><dd>${esc(s.description)}</dd>` : ''}
</dl>`;
}

const FIELDS: {
  name: keyof CardForm;
  label: string;
  autocomplete: string;
  hint?: string;
  inputmode?: string;
}[] = [
  { name: 'cardholderName', label: 'Cardholder name', autocomplete: 'cc-name' },
  { name: 'cardNumber', label: 'Card number', autocomplete: 'cc-number', inputmode: 'numeric' },
  { name: 'expiry', label: 'Expiry date (MM/YY)', autocomplete: 'cc-exp', inputmode: 'numeric' },
  { name: 'cvc', label: 'Security code (CVC)', autocomplete: 'cc-csc', inputmode: 'numeric' },
];

function field(f: (typeof FIELDS)[number], value: string, error: string | undefined): string {
  const id = `f-${f.name}`;
  return `<div>
<label for="${id}">${esc(f.label)}</label>
<input id="${id}" name="${f.name}" value="${esc(value)}" autocomplete="${f.autocomplete}"${
    f.inputmode ? ` inputmode="${f.inputmode}"` : ''
  }${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
${error ? `<p class="error" id="${id}-error">${esc(error)}</p>` : ''}
</div>`;
}

export function renderPayPage(s: SandboxSession, form?: CardForm, errors: CardErrors = {}): string {
  const values: CardForm = form ?? { cardholderName: '', cardNumber: '', expiry: '', cvc: '' };
  const wrong = FIELDS.filter((f) => errors[f.name]);
  const summary = wrong.length
    ? `<div class="summary" role="alert" aria-labelledby="summary-title" tabindex="-1" id="error-summary">
<h2 id="summary-title">There is a problem with the card</h2>
<ul>${wrong.map((f) => `<li><a href="#f-${f.name}">${esc(errors[f.name] ?? '')}</a></li>`).join('')}</ul>
</div>`
    : '';
  const [name, number, expiry, cvc] = FIELDS as [
    (typeof FIELDS)[number],
    (typeof FIELDS)[number],
    (typeof FIELDS)[number],
    (typeof FIELDS)[number],
  ];
  return page(
    `${wrong.length ? 'Error: ' : ''}Pay for order ${s.orderNumber}`,
    `<h1>Pay by card</h1>
${orderSummary(s)}
${summary}
<form method="post" action="${SANDBOX_PAYMENTS_PREFIX}/pay/${encodeURIComponent(s.token)}" novalidate>
${field(name, values.cardholderName, errors.cardholderName)}
${field(number, values.cardNumber, errors.cardNumber)}
<div class="row">
${field(expiry, values.expiry, errors.expiry)}
${field(cvc, values.cvc, errors.cvc)}
</div>
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">Pay ${esc(usd.format(s.amountCents / 100))}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>
<section class="note" aria-labelledby="cards-title">
<h2 id="cards-title">Test cards</h2>
<ul>
<li>4111 1111 1111 1111: approved</li>
<li>4000 0000 0000 0002: declined</li>
<li>4000 0000 0000 0119: no answer (the payment stays processing)</li>
<li>4000 0000 0000 5126: approved, but its refunds are refused</li>
<li>4000 0000 0000 0259: approved, but its refunds are never answered</li>
</ul>
<p>Any future expiry date and any 3 digit code.</p>
</section>${wrong.length ? '<script>document.getElementById("error-summary").focus()</script>' : ''}`,
  );
}

function renderProcessingPage(s: SandboxSession): string {
  return page(
    `Payment processing: order ${s.orderNumber}`,
    `<h1>Your payment is processing</h1>
${orderSummary(s)}
<p role="status">The card issuer has not answered yet. Please do not pay again: your order will be updated when the payment is settled.</p>`,
  );
}

function renderDonePage(s: SandboxSession): string {
  const word = s.status === 'pending' ? 'declined' : s.status;
  return page(
    `Payment ${word}: order ${s.orderNumber}`,
    `<h1>This payment was ${word}</h1>
${orderSummary(s)}
<p><a href="${esc(returnUrlWith(s.returnUrl, s.token, s.orderId))}">Return to the store</a></p>`,
  );
}

function renderNotFound(): string {
  return page('Payment not found', '<h1>Payment not found</h1><p>This payment link is not valid.</p>');
}

// ---- the handler -----------------------------------------------------------------------------------

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function secretMatches(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

function sessionResponse(s: SandboxSession): SessionResponse {
  return {
    token: s.token,
    status: s.status,
    orderId: s.orderId,
    orderNumber: s.orderNumber,
    amountCents: s.amountCents,
    lastFour: s.lastFour,
    cardholderName: s.cardholderName,
    providerOrderId: s.providerOrderId,
    paidAt: s.paidAt,
  };
}

/**
 * `*.localhost` names the loopback interface (RFC 6761; browsers resolve it so), but Node's resolver
 * does not: the tenant sites' postback URLs (http://co.localhost:3000/...) are reached at localhost.
 */
export function reachableUrl(url: string): string {
  const u = new URL(url);
  if (u.hostname.endsWith('.localhost')) u.hostname = 'localhost';
  return u.toString();
}

export function postbackBody(s: SandboxSession): PostbackBody {
  const dollars = Math.round(s.amountCents) / 100;
  return {
    orderInfo: {
      stateCode: s.stateCode,
      serviceCode: s.serviceCode,
      localRef: s.orderNumber,
      token: s.token,
      utcOrderDateTime: s.paidAt ?? s.createdAt,
      orderId: s.orderId,
      orderStatus: s.status === 'approved' ? 'Approved' : s.status === 'cancelled' ? 'Cancelled' : 'Declined',
      subTotal: dollars,
      total: dollars,
    },
  };
}

export function createSandboxPayments(options: SandboxOptions): SandboxHandler {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const delays = options.postbackRetryDelaysMs ?? [250, 1000, 3000];
  const { store } = options;

  async function deliverPostback(s: SandboxSession): Promise<void> {
    const body = JSON.stringify(postbackBody(s));
    let attempts = 0;
    let lastStatus: number | null;
    for (;;) {
      attempts++;
      try {
        const res = await doFetch(reachableUrl(s.postbackUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(30_000),
        });
        lastStatus = res.status;
        await res.text();
        if (res.status < 500) break;
      } catch {
        lastStatus = null;
      }
      const wait = delays[attempts - 1];
      if (wait === undefined) break;
      await new Promise((r) => setTimeout(r, wait));
    }
    const delivered = lastStatus !== null && lastStatus < 300;
    store.put({
      ...s,
      postback: { attempts, lastStatus, deliveredAt: delivered ? now().toISOString() : null },
    });
    if (!delivered)
      console.error(
        `sandbox payments: postback for order ${s.orderId} failed after ${attempts} attempt(s) (last status ${lastStatus ?? 'none'})`,
      );
  }

  /** Records the outcome, posts it back, then sends the browser to returnUrl (303). */
  async function settle(
    res: ServerResponse,
    s: SandboxSession,
    status: 'approved' | 'declined' | 'cancelled',
    card: CardForm | null,
  ) {
    const settled: SandboxSession = {
      ...s,
      status,
      lastFour: card ? cardDigits(card.cardNumber).slice(-4) : null,
      cardholderName: card ? card.cardholderName.trim() : null,
      paidAt: now().toISOString(),
      ...(card && REFUND_BEHAVIOUR[cardDigits(card.cardNumber)]
        ? { refundBehaviour: REFUND_BEHAVIOUR[cardDigits(card.cardNumber)] }
        : {}),
    };
    store.put(settled);
    await deliverPostback(settled);
    res.writeHead(303, {
      location: returnUrlWith(s.returnUrl, s.token, s.orderId),
      'cache-control': 'no-store',
    });
    res.end();
  }

  /** Nobody paid it and no card is processing: it can never be charged now. */
  function cancel(s: SandboxSession): SandboxSession {
    if (s.status !== 'pending' || s.processing) return s;
    const cancelled: SandboxSession = { ...s, status: 'cancelled' };
    store.put(cancelled);
    return cancelled;
  }

  /** The refund of this reference (made now, or the one made before); refused beyond what is left. */
  function refund(s: SandboxSession, amountCents: number, reference: string): RefundResponse {
    const done = s.refunds ?? [];
    const previous = done.find((r) => r.reference === reference);
    if (previous) return previous;
    const refunded = done.filter((r) => r.status === 'approved').reduce((n, r) => n + r.amountCents, 0);
    const made: RefundResponse = {
      refundId: `SBR-${randomBytes(5).toString('hex').toUpperCase()}`,
      reference,
      status:
        s.refundBehaviour !== 'refused' && refunded + amountCents <= s.amountCents ? 'approved' : 'refused',
      amountCents,
      refundedAt: now().toISOString(),
    };
    store.put({ ...s, refunds: [...done, made] });
    return made;
  }

  return async (req, res, pathAndQuery) => {
    const url = new URL(pathAndQuery, 'http://localhost');
    const rest = url.pathname.slice(SANDBOX_PAYMENTS_PREFIX.length);
    const method = req.method ?? 'GET';
    const json = (status: number, body: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(JSON.stringify(body));
    };
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(method === 'HEAD' ? undefined : body);
    };

    // The server-to-server API: the merchant secret first, so a wrong secret learns nothing.
    if (rest === '/sessions' || rest.startsWith('/sessions/')) {
      if (!secretMatches(req.headers[MERCHANT_SECRET_HEADER], options.secret))
        return json(401, { message: 'Missing or wrong merchant secret.' });
      if (rest === '/sessions' && method === 'POST') {
        let parsed: ReturnType<typeof createSessionBodySchema.safeParse>;
        try {
          parsed = createSessionBodySchema.safeParse(JSON.parse(await readBody(req)));
        } catch {
          return json(400, { message: 'The body is not JSON.' });
        }
        if (!parsed.success)
          return json(400, {
            message: 'The session request is malformed.',
            fields: parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
          });
        const token = randomBytes(18).toString('base64url');
        const session: SandboxSession = {
          ...parsed.data,
          token,
          status: 'pending',
          processing: false,
          lastFour: null,
          cardholderName: null,
          providerOrderId: `SBX-${randomBytes(5).toString('hex').toUpperCase()}`,
          paidAt: null,
          createdAt: now().toISOString(),
          postback: null,
        };
        store.put(session);
        // The hosted page is on the host the merchant called: the provider's own address.
        const host = req.headers.host ?? 'localhost';
        return json(201, { token, redirectUrl: `http://${host}${SANDBOX_PAYMENTS_PREFIX}/pay/${token}` });
      }
      const [token = '', action, extra] = rest.slice('/sessions/'.length).split('/').map(decodeURIComponent);
      const s = token && extra === undefined ? store.get(token) : undefined;
      if (!s) return json(404, { message: 'No such session.' });
      if (method === 'GET' && action === undefined) return json(200, sessionResponse(s));
      if (method === 'POST' && action === 'cancel') return json(200, sessionResponse(cancel(s)));
      // Test-only: the refunds of a session paid with the never-answering refund card are answered from
      // now on (approved, like any card's), as a provider back from an outage would.
      if (method === 'POST' && action === 'answer-refunds') {
        const { refundBehaviour, ...answering } = s;
        if (refundBehaviour === 'noAnswer') store.put(answering);
        return json(200, sessionResponse(refundBehaviour === 'noAnswer' ? answering : s));
      }
      if (method === 'POST' && action === 'refunds') {
        let parsed: ReturnType<typeof refundBodySchema.safeParse>;
        try {
          parsed = refundBodySchema.safeParse(JSON.parse(await readBody(req)));
        } catch {
          return json(400, { message: 'The body is not JSON.' });
        }
        if (!parsed.success) return json(400, { message: 'The refund request is malformed.' });
        if (s.status !== 'approved')
          return json(409, { message: 'Only an approved payment can be refunded.' });
        // Never answered: the merchant's call waits until it gives up; nothing is refunded.
        if (s.refundBehaviour === 'noAnswer') return;
        return json(201, refund(s, parsed.data.amountCents, parsed.data.reference));
      }
      return json(405, { message: 'Method Not Allowed' });
    }
    if (rest === '/payments') {
      if (!secretMatches(req.headers[MERCHANT_SECRET_HEADER], options.secret))
        return json(401, { message: 'Missing or wrong merchant secret.' });
      if (method !== 'GET') return json(405, { message: 'Method Not Allowed' });
      const stateCode = url.searchParams.get('stateCode');
      const since = url.searchParams.get('since') ?? '';
      const payments = store
        .all()
        .filter((p) => p.status === 'approved' && p.stateCode === stateCode && (p.paidAt ?? '') >= since)
        .map(sessionResponse);
      return json(200, { payments });
    }

    // The hosted page, for the browser.
    const payMatch = /^\/pay\/([A-Za-z0-9_-]+)$/.exec(rest);
    if (!payMatch?.[1]) return html(404, renderNotFound());
    const s = store.get(payMatch[1]);
    if (!s) return html(404, renderNotFound());
    if (method === 'GET' || method === 'HEAD') {
      if (s.status !== 'pending') return html(200, renderDonePage(s));
      return html(200, s.processing ? renderProcessingPage(s) : renderPayPage(s));
    }
    if (method !== 'POST') return html(405, page('Not allowed', '<h1>Method not allowed</h1>'));
    // A second submit (back button, double click) never charges twice.
    if (s.status !== 'pending') return html(200, renderDonePage(s));
    if (s.processing) return html(200, renderProcessingPage(s));
    const fields = new URLSearchParams(await readBody(req));
    // The merchant may have cancelled the session while the form was on its way.
    if (store.get(s.token)?.status !== 'pending') return html(200, renderDonePage(store.get(s.token) ?? s));
    // The payer gave up on this page: cancelled, which the store tells apart from a declined card.
    if (fields.get('action') === 'cancel') return settle(res, s, 'cancelled', null);
    const form: CardForm = {
      cardholderName: fields.get('cardholderName') ?? '',
      cardNumber: fields.get('cardNumber') ?? '',
      expiry: fields.get('expiry') ?? '',
      cvc: fields.get('cvc') ?? '',
    };
    const errors = validateCard(form, now());
    if (Object.keys(errors).length) return html(400, renderPayPage(s, { ...form, cvc: '' }, errors));
    const digits = cardDigits(form.cardNumber);
    if (digits === SANDBOX_TEST_CARDS.noAnswer) {
      store.put({
        ...s,
        processing: true,
        lastFour: digits.slice(-4),
        cardholderName: form.cardholderName.trim(),
      });
      res.writeHead(303, {
        location: `${SANDBOX_PAYMENTS_PREFIX}/pay/${s.token}`,
        'cache-control': 'no-store',
      });
      res.end();
      return;
    }
    return settle(res, s, digits === SANDBOX_TEST_CARDS.decline ? 'declined' : 'approved', form);
  };
}
