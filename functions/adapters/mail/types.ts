/** One interface for every mail the product sends; SES on AWS, a file outbox on one machine. */

/** What a mail is for: product mails by name, Cognito's own messages by their trigger source. */
export type MailKind =
  | 'forgot-username'
  | 'account-created'
  | 'reservation-confirmation'
  | 'reservation-modification'
  | 'reservation-cancellation'
  | 'cognito-sign-up'
  | 'cognito-resend-code'
  | 'cognito-forgot-password'
  | 'cognito-other';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  tenantId: string;
  kind: MailKind;
  /** A one-time code the mail carries (confirmation, reset), kept apart so the mailbox can offer it to copy. */
  code?: string;
}

export interface MailSender {
  send(mail: MailMessage): Promise<void>;
}

/** A mail as the outbox keeps it. */
export interface StoredMail extends MailMessage {
  id: string;
  /** ISO timestamp. */
  sentAt: string;
}
