/**
 * The local stand-in for SES: each mail is one JSON file in the outbox directory (MAIL_OUTBOX_DIR,
 * DATA_DIR/outbox under `npm start`). The mailbox page reads them back. Written by the API handlers and
 * by the cognito-local process alike, so only plain, erasable TypeScript here (Node strips the types).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MailMessage, MailSender, StoredMail } from './types.ts';

/** File names sort by time: `<epoch ms, 15 digits>-<random>.json`. */
const MAIL_FILE = /^(\d{15})-([0-9a-f]{12})\.json$/;

export function createOutboxSender(dir: string): MailSender {
  return {
    async send(mail: MailMessage) {
      writeToOutbox(dir, mail);
    },
  };
}

export function writeToOutbox(dir: string, mail: MailMessage, now = new Date()): StoredMail {
  mkdirSync(dir, { recursive: true });
  const id = `${String(now.getTime()).padStart(15, '0')}-${randomBytes(6).toString('hex')}`;
  const stored: StoredMail = { ...mail, id, sentAt: now.toISOString() };
  const file = join(dir, `${id}.json`);
  // Written aside then renamed, so a reader never sees half a mail.
  writeFileSync(`${file}.tmp`, JSON.stringify(stored, null, 2));
  renameSync(`${file}.tmp`, file);
  return stored;
}

/** Every mail, newest first. */
export function listOutbox(dir: string): StoredMail[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => MAIL_FILE.test(n))
    .sort()
    .reverse()
    .flatMap((n) => {
      const mail = readMail(join(dir, n));
      return mail ? [mail] : [];
    });
}

export function readOutboxMail(dir: string, id: string): StoredMail | undefined {
  if (!MAIL_FILE.test(`${id}.json`)) return undefined;
  return readMail(join(dir, `${id}.json`));
}

function readMail(file: string): StoredMail | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StoredMail;
  } catch {
    return undefined;
  }
}
