/** The local mailbox: the outbox read newest first, pages that escape everything, the JSON view. */
import { mkdtempSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createMailboxHandler,
  isMailboxPath,
  renderMail,
  renderMailList,
} from '../../../bin/local/mailbox.ts';
import { listOutbox, readOutboxMail, writeToOutbox } from '../../../functions/adapters/mail/outbox.ts';
import type { MailMessage } from '../../../functions/adapters/mail/types.ts';

const mail = (over: Partial<MailMessage> = {}): MailMessage => ({
  to: 'ann@example.com',
  subject: 'Your verification code',
  text: 'Your verification code is 123456.',
  tenantId: 'co',
  kind: 'cognito-sign-up',
  code: '123456',
  ...over,
});

function fakeResponse() {
  const out = { status: 0, headers: {} as Record<string, string>, body: '' };
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      out.status = status;
      out.headers = headers;
    },
    end(body?: string) {
      out.body = body ?? '';
    },
  } as unknown as ServerResponse;
  return { res, out };
}

describe('outbox', () => {
  it('lists mails newest first and reads one by id; ignores foreign files and bad ids', () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const a = writeToOutbox(dir, mail({ subject: 'first' }), new Date('2030-01-01T00:00:00Z'));
    const b = writeToOutbox(dir, mail({ subject: 'second' }), new Date('2030-01-01T00:00:01Z'));
    expect(listOutbox(dir).map((m) => m.subject)).toEqual(['second', 'first']);
    expect(readOutboxMail(dir, a.id)?.subject).toBe('first');
    expect(readOutboxMail(dir, '../etc/passwd')).toBeUndefined();
    expect(b.sentAt).toBe('2030-01-01T00:00:01.000Z');
    expect(listOutbox(join(dir, 'missing'))).toEqual([]);
  });
});

describe('mailbox pages', () => {
  it('escapes every value', () => {
    const evil = {
      ...mail({ subject: '<script>x</script>', to: '"a"@b.c', text: '<b>hi</b>' }),
      id: 'x',
      sentAt: '2030-01-01T00:00:00.000Z',
    };
    for (const html of [renderMailList([evil]), renderMail(evil)]) {
      expect(html).not.toContain('<script>x');
      expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    }
    expect(renderMail(evil)).toContain('&lt;b&gt;hi&lt;/b&gt;');
  });

  it('offers the code to copy, with a label', () => {
    const html = renderMail({ ...mail(), id: 'x', sentAt: '2030-01-01T00:00:00.000Z' });
    expect(html).toContain('<label for="code">Code</label>');
    expect(html).toContain('value="123456"');
    expect(html).toContain('Copy code');
  });

  it('serves the list, one mail, the JSON view (filtered by recipient) and 404 for an unknown mail', () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const one = writeToOutbox(dir, mail());
    writeToOutbox(dir, mail({ to: 'bob@example.com' }));
    const handle = createMailboxHandler(() => dir);
    const req = { method: 'GET' } as IncomingMessage;
    const get = (path: string) => {
      const { res, out } = fakeResponse();
      handle(req, res, path);
      return out;
    };
    expect(get('/mailbox').body).toContain('2 mails, newest first');
    expect(get(`/mailbox/${one.id}`).body).toContain('Your verification code is 123456.');
    expect(JSON.parse(get('/mailbox.json?to=BOB@example.com').body)).toHaveLength(1);
    expect(get('/mailbox/000000000000000-000000000000').status).toBe(404);
    expect(isMailboxPath('/mailbox')).toBe(true);
    expect(isMailboxPath('/mailboxes')).toBe(false);
  });
});
