/**
 * Product mails, rendered per tenant from its communication templates (functions/domain/templates): the
 * stored template given (a park's own, else the agency's), else the built-in default. The plain-text
 * part follows from the same template; every value is escaped in the HTML. A stored template that
 * cannot be rendered never stops a mail: the default is sent instead and the failure is logged.
 */
import { TEMPLATE_CATALOGUE, type TemplateContent, type TemplateType } from '#domain/templates/catalogue';
import { type PlaceholderValues, type RenderedMail, renderTemplate } from '#domain/templates/render';
import {
  type AccountNotice,
  type CancellationNotice,
  type ConfirmationReceipt,
  accountCreatedValues,
  cancellationValues,
  forgotUsernameValues,
  orderValues,
} from '#domain/templates/values';
import type { MailMessage } from './types.ts';

export { escapeHtml } from '#domain/templates/render';
export type { CancellationNotice, ConfirmationReceipt } from '#domain/templates/values';

export interface MailTenant {
  tenantId: string;
  siteTitle: string;
}

/** The template's mail, or the default's when the template cannot be rendered (logged). */
export function renderWithFallback(
  tenantId: string,
  type: TemplateType,
  template: TemplateContent | undefined,
  values: PlaceholderValues,
): RenderedMail {
  if (template) {
    try {
      return renderTemplate(type, template, values);
    } catch (err) {
      console.error(
        `${tenantId}: the ${type} template could not be rendered, the default was sent: ${(err as Error).message}`,
      );
    }
  }
  return renderTemplate(type, TEMPLATE_CATALOGUE[type].defaults, values);
}

function mail(
  tenant: MailTenant,
  to: string,
  kind: TemplateType,
  template: TemplateContent | undefined,
  values: PlaceholderValues,
): MailMessage {
  const { subject, text, html } = renderWithFallback(tenant.tenantId, kind, template, values);
  return { to, tenantId: tenant.tenantId, kind, subject, text, html };
}

/** Forgot username: the person's sign-in name, sent to the address on the account. */
export function forgotUsernameMail(
  tenant: MailTenant,
  to: string,
  username: string,
  template?: TemplateContent,
): MailMessage {
  return mail(tenant, to, 'forgot-username', template, forgotUsernameValues(tenant.siteTitle, username));
}

/**
 * An account staff made for someone (a customer at the desk, a new staff user): their username and how
 * to choose a password with the code Cognito mails separately.
 */
export function accountCreatedMail(
  tenant: MailTenant,
  to: string,
  account: AccountNotice,
  template?: TemplateContent,
): MailMessage {
  return mail(tenant, to, 'account-created', template, accountCreatedValues(tenant.siteTitle, account));
}

/** The communication template sent when an order completes. */
export const RESERVATION_CONFIRMATION_TEMPLATE = TEMPLATE_CATALOGUE['reservation-confirmation'].name;
/** The one sent when a change of a reservation completes (the same receipt layout, the change's money). */
export const RESERVATION_MODIFICATION_TEMPLATE = TEMPLATE_CATALOGUE['reservation-modification'].name;
export const RESERVATION_CANCELLATION_TEMPLATE = TEMPLATE_CATALOGUE['reservation-cancellation'].name;

/** Reservation Confirmation (or Modification): the order, each reservation with its park, spot, dates and amounts. */
export function reservationConfirmationMail(
  tenant: MailTenant,
  to: string,
  receipt: ConfirmationReceipt,
  change = false,
  template?: TemplateContent,
): MailMessage {
  const kind = change ? 'reservation-modification' : 'reservation-confirmation';
  return mail(tenant, to, kind, template, orderValues(tenant.siteTitle, receipt));
}

/** Reservation Cancellation: what was cancelled and what comes back, to where. */
export function reservationCancellationMail(
  tenant: MailTenant,
  to: string,
  notice: CancellationNotice,
  template?: TemplateContent,
): MailMessage {
  return mail(tenant, to, 'reservation-cancellation', template, cancellationValues(tenant.siteTitle, notice));
}
