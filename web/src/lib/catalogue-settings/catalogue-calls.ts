/**
 * Catalogue list calls of the back office (admin-settings context, bearer): product classes, spot
 * types, product types, activities and amenities, attributes. Reads are user-scoped queries under
 * ['me', 'catalogue']; writes go through the park set-up's write, which refreshes every query after a
 * save (the public site and the spot screens read the same lists).
 */
import { useQuery } from '@tanstack/react-query';
import type { CatalogueOptions } from '#contract/catalogue-settings';
import type { CatalogueHistory } from '#contract/park-setup';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import { useAuth } from '../auth/auth-context.tsx';

type Data<T> = EnvelopeLike & { data: T };

/** The path segment of each list below admin/AdminCatalogue. */
export type CatalogueSegment =
  'productclass' | 'region' | 'spottype' | 'producttype' | 'activity' | 'attribute';

export const cataloguePath = (segment: CatalogueSegment, id?: number) =>
  `admin/AdminCatalogue/${segment}${id === undefined ? '' : `/${id}`}`;

function useRead<T>(key: readonly unknown[], path: string | null) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: ['me', 'catalogue', ...key],
    queryFn: async () => (await callEnvelope(() => bearerApi.get<Data<T>>(path!))).data,
    enabled: path !== null,
    staleTime: 0,
  });
}

export const useCatalogueOptions = () =>
  useRead<CatalogueOptions>(['options'], 'admin/AdminCatalogue/options');

export const useCatalogueList = <T>(segment: CatalogueSegment) =>
  useRead<T[]>([segment, 'search'], `${cataloguePath(segment)}/search`);

export const useCatalogueRecord = <T>(segment: CatalogueSegment, id: number | null) =>
  useRead<T>([segment, id], id === null ? null : cataloguePath(segment, id));

export const useCatalogueHistory = (segment: CatalogueSegment, id: number | null) =>
  useRead<CatalogueHistory[]>(
    [segment, id, 'history'],
    id === null ? null : `${cataloguePath(segment, id)}/history`,
  );
