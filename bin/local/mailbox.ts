/**
 * The local runtime's mailbox: every mail the product and Cognito "sent" (the outbox, MAIL_OUTBOX_DIR)
 * at /mailbox (newest first), one mail at /mailbox/<id> with its code easy to copy, and the same list
 * as JSON at /mailbox.json (optionally ?to=<address>) for tests. Plain HTML; everything escaped.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listOutbox, readOutboxMail } from '../../functions/adapters/mail/outbox.ts';
import type { StoredMail } from '../../functions/adapters/mail/types.ts';
import { escapeHtml as esc } from '../../functions/adapters/mail/templates.ts';

export const MAILBOX_PATH = '/mailbox';

export function isMailboxPath(path: string): boolean {
  return path === MAILBOX_PATH || path === `${MAILBOX_PATH}.json` || path.startsWith(`${MAILBOX_PATH}/`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem;line-height:1.5;color:#1b1b1b}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ccc;vertical-align:top}
a{color:#0b5394}a:focus,button:focus,input:focus{outline:3px solid #f59e0b;outline-offset:2px}
.code{font-family:ui-monospace,monospace;font-size:1.5rem;letter-spacing:.2rem;padding:.2rem .5rem;border:1px solid #888;width:9rem}
pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function when(iso: string): string {
  return iso.replace('T', ' ').slice(0, 19);
}

export function renderMailList(mails: StoredMail[]): string {
  const rows = mails
    .map(
      (m) => `<tr>
<td><a href="${MAILBOX_PATH}/${encodeURIComponent(m.id)}">${esc(m.subject)}</a></td>
<td>${esc(m.to)}</td>
<td>${esc(m.tenantId)}</td>
<td>${m.code ? `<span class="code-inline">${esc(m.code)}</span>` : ''}</td>
<td><time datetime="${esc(m.sentAt)}">${esc(when(m.sentAt))}</time></td>
</tr>`,
    )
    .join('\n');
  const body = mails.length
    ? `<table>
<caption>${mails.length} mail${mails.length === 1 ? '' : 's'}, newest first</caption>
<thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Tenant</th><th scope="col">Code</th><th scope="col">Sent (UTC)</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No mail yet. Mails the product sends on this machine (confirmation codes, reset codes, usernames) appear here.</p>';
  return page(
    'Mailbox',
    `<h1>Mailbox</h1>\n<p>Nothing is sent anywhere: this is every mail of the local runtime.</p>\n${body}`,
  );
}

export function renderMail(m: StoredMail): string {
  const code = m.code
    ? `<p><label for="code">Code</label><br>
<input id="code" class="code" readonly value="${esc(m.code)}" onfocus="this.select()">
<button type="button" onclick="navigator.clipboard&&navigator.clipboard.writeText(document.getElementById('code').value)">Copy code</button></p>`
    : '';
  return page(
    m.subject,
    `<p><a href="${MAILBOX_PATH}">Back to the mailbox</a></p>
<h1>${esc(m.subject)}</h1>
<dl>
<dt>To</dt><dd>${esc(m.to)}</dd>
<dt>Tenant</dt><dd>${esc(m.tenantId)}</dd>
<dt>Sent (UTC)</dt><dd><time datetime="${esc(m.sentAt)}">${esc(when(m.sentAt))}</time></dd>
</dl>
${code}
<h2>Message</h2>
<pre>${esc(m.text)}</pre>`,
  );
}

export function createMailboxHandler(
  outboxDir: () => string | undefined = () => process.env.MAIL_OUTBOX_DIR,
) {
  return (req: IncomingMessage, res: ServerResponse, pathAndQuery: string): void => {
    const url = new URL(pathAndQuery, 'http://localhost');
    const dir = outboxDir();
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'text/plain', 'Method Not Allowed');
    const mails = dir ? listOutbox(dir) : [];
    if (url.pathname === `${MAILBOX_PATH}.json`) {
      const to = url.searchParams.get('to')?.toLowerCase();
      return send(
        200,
        'application/json',
        JSON.stringify(to ? mails.filter((m) => m.to.toLowerCase() === to) : mails),
      );
    }
    const id = url.pathname.slice(MAILBOX_PATH.length + 1);
    if (!id) return send(200, 'text/html', renderMailList(mails));
    const mail = dir ? readOutboxMail(dir, decodeURIComponent(id)) : undefined;
    if (!mail)
      return send(
        404,
        'text/html',
        page('Not found', `<h1>No such mail</h1><p><a href="${MAILBOX_PATH}">Back to the mailbox</a></p>`),
      );
    return send(200, 'text/html', renderMail(mail));
  };
}
