/**
 * `sendMail()`: the one way product code sends mail. Chosen by configuration, never by the caller:
 * MAIL_OUTBOX_DIR set (the local runtime, tests) writes to the outbox; otherwise SES v2 from MAIL_FROM.
 */
import { createOutboxSender } from './outbox.ts';
import { createSesSender } from './ses.ts';
import type { MailMessage, MailSender } from './types.ts';

export type { MailKind, MailMessage, MailSender, StoredMail } from './types.ts';

let sender: MailSender | undefined;

function configuredSender(): MailSender {
  const outbox = process.env.MAIL_OUTBOX_DIR;
  if (outbox) return createOutboxSender(outbox);
  const from = process.env.MAIL_FROM;
  if (!from) throw new Error('MAIL_FROM is not set: no sender address for SES');
  return createSesSender(from);
}

export async function sendMail(mail: MailMessage): Promise<void> {
  sender ??= configuredSender();
  await sender.send(mail);
}
