/**
 * The amenity (attribute) filter panel (public §2.10, admin §2.11): the searchable attributes grouped by
 * value type. Each control writes one entry {id, value, selectedAttributeOptions}; emptying it removes
 * the entry.
 */
import Select from 'react-select';
import type { AttributeDefinition } from '#contract/attributes';
import type { SpotAttributeFilter } from '#contract/availability';
import {
  attributeLabel,
  singleSelectOptionIds,
  singleSelectOptionLabel,
  splitInTwoColumns,
} from '../format.ts';
import { entryFor, FIELD, setAttributeEntry } from '#web/lib/spot-search/search-form.ts';

/** Only the first four Yes/No attributes show, in two columns of two (public §2.10, §9). */
const YES_NO_SHOWN = 4;

export interface AmenityFiltersProps {
  idPrefix: string;
  attributes: readonly AttributeDefinition[];
  entries: readonly SpotAttributeFilter[];
  onEntriesChange(entries: SpotAttributeFilter[]): void;
  /** Numeric Free inputs as typed (their entry is written only when valid). */
  numericText: Record<number, string>;
  onNumericTextChange(id: number, text: string): void;
  errors: Record<string, string[]>;
}

const byType = (
  attributes: readonly AttributeDefinition[],
  type: AttributeDefinition['attributeValueType']['name'],
) => attributes.filter((a) => a.attributeValueType.name === type);

function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <ul className="search-field__errors" id={`${id}-errors`}>
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

export function AmenityFilters({
  idPrefix,
  attributes,
  entries,
  onEntriesChange,
  numericText,
  onNumericTextChange,
  errors,
}: AmenityFiltersProps) {
  const entry = (id: number) => entries.find((e) => e.id === id);
  const set = (id: number, next: ReturnType<typeof entryFor>) =>
    onEntriesChange(setAttributeEntry(entries, id, next));
  const yesNo = byType(attributes, 'Yes/No').slice(0, YES_NO_SHOWN);
  const [left, right] = splitInTwoColumns(yesNo);
  const fieldId = (id: number) => `${idPrefix}${FIELD.numeric(id)}`;

  return (
    <div className="amenity-filters">
      {yesNo.length > 0 && (
        <fieldset className="amenity-filters__yes-no">
          <legend className="visually-hidden">Amenities</legend>
          {[left, right].map((column, index) => (
            <div key={index} className="checkbox-column">
              {column.map((attribute) => (
                <label key={attribute.id} className="checkbox-label">
                  <input
                    type="checkbox"
                    checked={entry(attribute.id)?.value === 'yes'}
                    onChange={(event) => set(attribute.id, entryFor('Yes/No', event.target.checked))}
                  />
                  {attributeLabel(attribute)}
                </label>
              ))}
            </div>
          ))}
        </fieldset>
      )}

      {byType(attributes, 'Single Select').map((attribute) => {
        const id = fieldId(attribute.id);
        const chosen = entry(attribute.id)?.selectedAttributeOptions ?? [];
        // The ranked attribute stores the range from the chosen option up: the chosen one is the lowest.
        const current = chosen.length ? Math.min(...chosen) : '';
        return (
          <div key={attribute.id} className="search-field">
            <label htmlFor={id} className="search-field__label">
              {attributeLabel(attribute)}
            </label>
            <select
              id={id}
              className="search-field__input"
              value={current}
              onChange={(event) => {
                const optionId = Number(event.target.value);
                set(
                  attribute.id,
                  entryFor(
                    'Single Select',
                    null,
                    event.target.value
                      ? singleSelectOptionIds(attribute.id, optionId, attribute.attributeOptions)
                      : [],
                  ),
                );
              }}
            >
              <option value="">Select...</option>
              {attribute.attributeOptions.map((option) => (
                <option key={option.id} value={option.id}>
                  {singleSelectOptionLabel(attribute.id, option)}
                </option>
              ))}
            </select>
          </div>
        );
      })}

      {byType(attributes, 'Multi Select').map((attribute) => {
        const id = fieldId(attribute.id);
        const chosen = new Set(entry(attribute.id)?.selectedAttributeOptions ?? []);
        const options = attribute.attributeOptions.map((o) => ({ value: o.id, label: o.value }));
        return (
          <div key={attribute.id} className="search-field">
            <label htmlFor={id} className="search-field__label">
              {attributeLabel(attribute)}
            </label>
            <Select
              inputId={id}
              isMulti
              placeholder="Select..."
              classNamePrefix="multi-select"
              options={options}
              value={options.filter((o) => chosen.has(o.value))}
              onChange={(selected) =>
                set(
                  attribute.id,
                  entryFor(
                    'Multi Select',
                    null,
                    selected.map((o) => o.value),
                  ),
                )
              }
            />
          </div>
        );
      })}

      {byType(attributes, 'Numeric Free').map((attribute) => {
        const id = fieldId(attribute.id);
        const fieldErrors = errors[FIELD.numeric(attribute.id)];
        return (
          <div key={attribute.id} className={`search-field${fieldErrors ? ' search-field--invalid' : ''}`}>
            <label htmlFor={id} className="search-field__label">
              {attributeLabel(attribute)}
            </label>
            <input
              id={id}
              className="search-field__input"
              inputMode="numeric"
              value={numericText[attribute.id] ?? entry(attribute.id)?.value ?? ''}
              aria-invalid={fieldErrors ? true : undefined}
              aria-describedby={fieldErrors ? `${id}-errors` : undefined}
              onChange={(event) => onNumericTextChange(attribute.id, event.target.value)}
            />
            <FieldErrors id={id} errors={fieldErrors} />
          </div>
        );
      })}

      {byType(attributes, 'String Free').map((attribute) => {
        const id = fieldId(attribute.id);
        return (
          <div key={attribute.id} className="search-field">
            <label htmlFor={id} className="search-field__label">
              {attributeLabel(attribute)}
            </label>
            <input
              id={id}
              className="search-field__input"
              value={String(entry(attribute.id)?.value ?? '')}
              onChange={(event) => set(attribute.id, entryFor('String Free', event.target.value))}
            />
          </div>
        );
      })}
    </div>
  );
}
