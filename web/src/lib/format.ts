/** Display formats (public §5.3): one set of rules for the web app, receipts and mails. */
export {
  formatCents,
  formatDate,
  formatDateTime,
  formatDateTimeIn,
  formatPhone,
  formatUsd,
  paymentMethodText,
} from '#domain/display-format';
