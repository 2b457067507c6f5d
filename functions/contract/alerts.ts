/** Tenant-wide and park alerts (spec public §3.4, admin §3.7). */
import { z } from 'zod';
import { envelope } from './envelope.ts';

export const alertSpotSchema = z.object({
  spotId: z.number(),
  locationId: z.number(),
  locationName: z.string(),
  spotName: z.string(),
  spotLoopName: z.string(),
  spotAreaName: z.string(),
});

export const alertSchema = z
  .object({
    id: z.number(),
    tenantId: z.string(),
    /** null for a tenant-wide alert. */
    locationId: z.number().nullable(),
    startDate: z.string(),
    endDate: z.string(),
    alertTypeId: z.number(),
    alertTypeName: z.string(),
    /** HTML: sanitise before rendering. */
    message: z.string(),
    applyToEmail: z.boolean(),
    applyToWebsite: z.boolean(),
    showAtTop: z.boolean(),
    alertSpots: z.array(alertSpotSchema),
    alertComments: z.array(z.object({ id: z.number(), alertId: z.number(), comment: z.string() })),
  })
  .meta({ id: 'Alert' });
export type Alert = z.infer<typeof alertSchema>;

export const alertsResponseSchema = envelope('data', z.array(alertSchema)).meta({ id: 'AlertsResponse' });
