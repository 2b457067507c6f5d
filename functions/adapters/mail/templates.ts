/**
 * Product mails, rendered per tenant: the tenant's site title in the subject and the signature. Text
 * and HTML carry the same words; every value is escaped in the HTML.
 */
import type { MailMessage } from './types.ts';

export interface MailTenant {
  tenantId: string;
  siteTitle: string;
}

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function paragraphsToHtml(paragraphs: string[]): string {
  return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
}

/** Forgot username: the person's sign-in name, sent to the address on the account. */
export function forgotUsernameMail(tenant: MailTenant, to: string, username: string): MailMessage {
  const paragraphs = [
    `You asked for the username of your ${tenant.siteTitle} account.`,
    `Your username is: ${username}`,
    'If you did not ask for this, you can ignore this message.',
    tenant.siteTitle,
  ];
  return {
    to,
    tenantId: tenant.tenantId,
    kind: 'forgot-username',
    subject: `${tenant.siteTitle}: your username`,
    text: paragraphs.join('\n\n'),
    html: paragraphsToHtml(paragraphs),
  };
}
