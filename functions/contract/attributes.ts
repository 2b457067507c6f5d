/** Attribute (amenity) definitions (spec public §3.3; GET Location/attributes). */
import { z } from 'zod';
import { booleanQuery, cacheBuster } from './common.ts';
import { envelope } from './envelope.ts';

export const ATTRIBUTE_VALUE_TYPES = [
  'Yes/No',
  'Single Select',
  'Multi Select',
  'Numeric Free',
  'String Free',
] as const;
export type AttributeValueTypeName = (typeof ATTRIBUTE_VALUE_TYPES)[number];

/** Well-known attributes (spec public §3.3, §9). */
export const WELL_KNOWN_ATTRIBUTE = {
  maximumNumberOfPeople: 133,
  drivewayLength: 7,
  ranked: 9,
  adaOccupantRequiredName: 'ADA Occupant Required',
} as const;
/** The 'No Value' option id. */
export const NO_VALUE_OPTION_ID = -99;

export const attributeOptionSchema = z
  .object({ id: z.number(), value: z.string() })
  .meta({ id: 'AttributeOption' });

export const attributeDefinitionSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    displayName: z.string(),
    description: z.string(),
    distanceApplies: z.boolean(),
    icon: z.string(),
    attributeCategory: z.object({ id: z.number(), name: z.string() }),
    attributeValueType: z.object({ name: z.enum(ATTRIBUTE_VALUE_TYPES) }),
    attributeOptions: z.array(attributeOptionSchema),
    tenantAttribute: z.object({
      tenantId: z.string(),
      isSearchable: z.boolean(),
      overridableAtSpot: z.boolean(),
      showIcon: z.boolean(),
      includedInAvailability: z.boolean(),
    }),
    attributeCategoryId: z.number(),
    minValue: z.number().nullable(),
    maxValue: z.number().nullable(),
  })
  .meta({ id: 'AttributeDefinition' });
export type AttributeDefinition = z.infer<typeof attributeDefinitionSchema>;

export const attributesQuery = z.object({ ...cacheBuster, IsSearchable: booleanQuery('IsSearchable') });

export const attributesResponseSchema = envelope('attributes', z.array(attributeDefinitionSchema)).meta({
  id: 'AttributesResponse',
});
