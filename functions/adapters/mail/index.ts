/**
 * `sendMail()`: the one way product code sends mail. Chosen by configuration, never by the caller:
 * MAIL_OUTBOX_DIR set (the local runtime, tests) writes to the outbox, loaded on first use from a URL
 * the bundler does not follow (it is local-only code); otherwise SES v2 from MAIL_FROM.
 */
import type * as OutboxModule from './outbox.ts';
import { createSesSender } from './ses.ts';
import type { MailMessage, MailSender } from './types.ts';

export type { MailKind, MailMessage, MailSender, StoredMail } from './types.ts';

type Outbox = typeof OutboxModule;

let sender: Promise<MailSender> | undefined;

async function configuredSender(): Promise<MailSender> {
  const outbox = process.env.MAIL_OUTBOX_DIR;
  if (outbox) {
    const { createOutboxSender } = (await import(new URL('./outbox.ts', import.meta.url).href)) as Outbox;
    return createOutboxSender(outbox);
  }
  const from = process.env.MAIL_FROM;
  if (!from) throw new Error('MAIL_FROM is not set: no sender address for SES');
  return createSesSender(from);
}

export async function sendMail(mail: MailMessage): Promise<void> {
  sender ??= configuredSender();
  // A failed configuration is not kept: the next mail tries again.
  await (
    await sender.catch((err: unknown) => {
      sender = undefined;
      throw err;
    })
  ).send(mail);
}
