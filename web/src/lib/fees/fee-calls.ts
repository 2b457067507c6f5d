/**
 * Fee and add-on calls of the back office (admin-settings context, bearer): the agency's fee rules and
 * add-ons, of one park (the agency-wide ones included) or all. Read like the season screens' lists
 * (user-scoped, under ['me', 'seasons']); saved through the park set-up's write, which refreshes every
 * query after a save, the public quotes included.
 */
import type { AdminAddOn, AdminFeeRule } from '#contract/fees';
import type { QueryParams } from '../api.ts';
import { useRead } from '../seasons/season-calls.ts';

export const useFeeRules = (query: QueryParams) =>
  useRead<AdminFeeRule[]>(['fees'], 'admin/AdminFee/search', query);
export const useAddOns = (query: QueryParams) =>
  useRead<AdminAddOn[]>(['addons'], 'admin/AdminAddOn/search', query);
