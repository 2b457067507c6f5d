/**
 * Communication templates in the back office (admin §2.3 communication-template-*): the list of every
 * mail type with the template in use, one template read and written, its history. A template's id is
 * its type, and for a park's own '~' and the park's id (reservation-confirmation~12). Subject is plain
 * text, body rich text (HTML, sanitised wherever it is shown); both may hold the type's placeholders.
 */
import { z } from 'zod';
import { TEMPLATE_ID_PATTERN, TEMPLATE_TYPES } from '#domain/templates/catalogue';
import { BODY_MAX } from '#domain/templates/render';
import { cacheBuster, numeric, optionalQuery } from './common.ts';
import { envelope } from './envelope.ts';

export { catalogueHistoryResponseSchema } from './park-setup.ts';

const templateType = z.enum(TEMPLATE_TYPES, {
  error: `Mail type must be one of ${TEMPLATE_TYPES.join(', ')}`,
});
/** Subject and body as typed; their rules (required, the type's placeholders) are checked with the type. */
const content = {
  subject: z.preprocess((v) => v ?? '', z.string().max(1000, { error: 'Subject is too long' })),
  body: z.preprocess(
    (v) => v ?? '',
    z.string().max(BODY_MAX, { error: `Body must not exceed ${BODY_MAX} characters` }),
  ),
};

export const templateAddSchema = z
  .object({
    type: templateType,
    /** null: the agency's template of the type; a park's id: that park's own. */
    locationId: numeric('Park', z.number().int().positive()).nullable().default(null),
    ...content,
  })
  .meta({ id: 'CommunicationTemplateAdd' });
export type TemplateAdd = z.output<typeof templateAddSchema>;

export const templateEditSchema = z
  .object({
    ...content,
    /** The version read ('' for a template still at its default). */
    dateLastModified: z.string().max(40).optional(),
  })
  .meta({ id: 'CommunicationTemplateEdit' });
export type TemplateEdit = z.output<typeof templateEditSchema>;

export const templateIdParams = z.object({
  templateId: z.string().regex(TEMPLATE_ID_PATTERN, {
    error: 'templateId must be a mail type, or a mail type, ~ and a park id.',
  }),
});

export const templateSearchQuery = z.object({
  type: optionalQuery(templateType),
  /** 0: the agency's templates only; a park: its own and the agency's it falls back to. */
  locationId: optionalQuery(
    z
      .string()
      .regex(/^\d{1,15}$/, { error: 'locationId must be a whole number.' })
      .transform(Number),
  ),
  ...cacheBuster,
});

export const templateResetQuery = z.object({ dateLastModified: z.string().max(40).default('') });

const auditFields = {
  dateCreated: z.string(),
  createdBy: z.string(),
  dateLastModified: z.string(),
  lastModifiedBy: z.string(),
};

const rowFields = {
  id: z.string(),
  type: templateType,
  typeName: z.string(),
  locationId: z.number().nullable(),
  /** 'All parks' for the agency's. */
  locationName: z.string(),
  subject: z.string(),
  /** false: the built-in default, sent until someone customises it. */
  customised: z.boolean(),
  ...auditFields,
};

export const templateRowSchema = z.object(rowFields).meta({ id: 'CommunicationTemplateRow' });
export type TemplateRow = z.infer<typeof templateRowSchema>;

export const adminTemplateSchema = z
  .object({ ...rowFields, body: z.string() })
  .meta({ id: 'CommunicationTemplate' });
export type AdminTemplate = z.infer<typeof adminTemplateSchema>;

export const templateRowsResponseSchema = envelope('data', z.array(templateRowSchema));
export const adminTemplateResponseSchema = envelope('data', adminTemplateSchema);
