/** SES v2 on AWS. The sender address (a verified identity of the agency) comes from MAIL_FROM. */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { MailMessage, MailSender } from './types.ts';

export function createSesSender(from: string, client = new SESv2Client({})): MailSender {
  return {
    async send(mail: MailMessage) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [mail.to] },
          Content: {
            Simple: {
              Subject: { Data: mail.subject, Charset: 'UTF-8' },
              Body: {
                Text: { Data: mail.text, Charset: 'UTF-8' },
                ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}),
              },
            },
          },
          // Lets the configuration set's events be told apart per tenant and kind.
          EmailTags: [
            { Name: 'tenant', Value: mail.tenantId },
            { Name: 'kind', Value: mail.kind },
          ],
        }),
      );
    },
  };
}
