/**
 * The amenity filters' state for a search form (public §2.10, admin §2.11), shared by the park page's
 * panel and the staff spot selection: the numeric inputs' texts, their messages, and entries that reach
 * the search state only while every numeric input is valid.
 */
import { type Dispatch, type SetStateAction, useMemo, useState } from 'react';
import type { SpotAttributeFilter } from '#contract/availability';
import { useSearchableAttributes } from '#web/lib/spot-search/searchable-attributes.ts';
import { useSpotSearch } from '../search-state.ts';
import {
  FIELD,
  type SearchFormErrors,
  setAttributeEntry,
  validateNumericAmenities,
} from '#web/lib/spot-search/search-form.ts';

export function useAmenityEntries(
  setErrors: Dispatch<SetStateAction<SearchFormErrors>>,
  /** The dates typed in the form when they are valid: a filter change searches them. */
  datesOnScreen: () => { startDate?: string; endDate?: string } = () => ({}),
) {
  const { state, update } = useSpotSearch();
  const attributes = useSearchableAttributes();
  const [numericText, setNumericText] = useState<Record<number, string>>({});

  const numericLabels = useMemo(() => {
    const labels: Record<number, string> = {};
    for (const a of attributes.data ?? []) {
      if (a.attributeValueType.name === 'Numeric Free') labels[a.id] = a.displayName || a.name;
    }
    return labels;
  }, [attributes.data]);
  /** The numeric inputs as the form's validation reads them: label and text per attribute. */
  const numericValues = (texts: Record<number, string> = numericText) =>
    Object.fromEntries(
      Object.entries(texts).map(([id, value]) => [
        id,
        { label: numericLabels[Number(id)] ?? 'Value', value },
      ]),
    );

  const applyEntries = (entries: SpotAttributeFilter[], texts = numericText) => {
    if (Object.keys(validateNumericAmenities(numericValues(texts))).length === 0) {
      update({ selectedAttributes: entries, ...datesOnScreen() });
    }
  };

  const onNumericTextChange = (id: number, text: string) => {
    const texts = { ...numericText, [id]: text };
    setNumericText(texts);
    const problems = validateNumericAmenities(numericValues({ [id]: text }));
    setErrors((current) => {
      const next = { ...current };
      delete next[FIELD.numeric(id)];
      return { ...next, ...problems };
    });
    if (problems[FIELD.numeric(id)]) return;
    applyEntries(
      setAttributeEntry(
        state.selectedAttributes,
        id,
        text.trim() ? { value: text.trim(), selectedAttributeOptions: [] } : null,
      ),
      texts,
    );
  };

  return { attributes, numericText, setNumericText, numericValues, applyEntries, onNumericTextChange };
}
