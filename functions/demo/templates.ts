/**
 * Demo communication templates: the first park of each demo tenant has its own Reservation
 * Confirmation, the default with the park's check-in instructions added, so the template screens show a
 * park's own beside the agency's defaults. Written only where absent, so edits survive a restart.
 */
import type { TenantCatalogue } from '#domain/catalogue';
import { TEMPLATE_CATALOGUE, type TemplateRecord } from '#domain/templates/catalogue';

export function buildDemoTemplates(catalogue: TenantCatalogue, now: Date): TemplateRecord[] {
  const park = [...catalogue.locations].sort((a, b) => a.id - b.id)[0];
  if (!park) return [];
  const defaults = TEMPLATE_CATALOGUE['reservation-confirmation'].defaults;
  const at = now.toISOString();
  const by = `${catalogue.tenant.id}.agencyadmin`;
  return [
    {
      type: 'reservation-confirmation',
      locationId: park.id,
      subject: defaults.subject,
      body: defaults.body.replace(
        '<p>Please bring this confirmation with you.</p>',
        [
          '<h2>Checking in at {{parkName}}</h2>',
          '<p>Stop at the <strong>entrance station</strong> on arrival ({{arrivalDate}}). After hours, your site number is posted on the board beside the station.</p>',
          '<p>Questions before you come? Call the park at {{parkPhone}}.</p>',
          '<p>Please bring this confirmation with you.</p>',
        ].join('\n'),
      ),
      dateCreated: at,
      createdBy: by,
      dateLastModified: at,
      lastModifiedBy: by,
    },
  ];
}
