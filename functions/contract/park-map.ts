/**
 * The park map (admin §2.3 park-map): a park's spots and the points of interest within it, with their
 * positions and versions, and the moves staff save after dragging them.
 */
import { z } from 'zod';
import { MAX_MOVES_PER_SAVE, PARK_MAP_MESSAGE } from '#domain/park-map';
import { envelope } from './envelope.ts';

export const PARK_MAP_KINDS = ['spot', 'pointOfInterest'] as const;

const markerSchema = z.object({
  kind: z.enum(PARK_MAP_KINDS),
  /** The spot's id, or the park's point-of-interest id (not the catalogue's). */
  id: z.number(),
  name: z.string(),
  /** The spot's loop, or the point of interest's category. */
  group: z.string(),
  /** The point of interest's icon ('' for a spot). */
  icon: z.string(),
  isActive: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
  /** The version the marker was read at; a move saves over it or is refused. */
  dateLastModified: z.string(),
});
export type ParkMapMarker = z.infer<typeof markerSchema>;

export const parkMapSchema = z
  .object({
    locationId: z.number(),
    name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    markers: z.array(markerSchema),
  })
  .meta({ id: 'ParkMap' });
export type ParkMap = z.infer<typeof parkMapSchema>;
export const parkMapResponseSchema = envelope('data', parkMapSchema);

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-limit, { error: `${label} must be between -${limit} and ${limit}` })
    .max(limit, { error: `${label} must be between -${limit} and ${limit}` });

export const parkMapMovesRequestSchema = z
  .object({
    moves: z
      .array(
        z.object({
          kind: z.enum(PARK_MAP_KINDS),
          id: z.number().int().positive(),
          latitude: coordinate('Latitude', 90),
          longitude: coordinate('Longitude', 180),
          dateLastModified: z.string().max(40),
        }),
      )
      .min(1, { error: 'Move a marker before saving.' })
      .max(MAX_MOVES_PER_SAVE, { error: PARK_MAP_MESSAGE.tooManyMoves }),
  })
  .meta({ id: 'ParkMapMovesRequest' });
export type ParkMapMovesRequest = z.infer<typeof parkMapMovesRequestSchema>;
