import { Spinner } from '#web/components/Spinner.tsx';
import { useSpotTypes } from '#web/lib/spot-search/spot-types.ts';
import { splitInTwoColumns } from '../format.ts';
import { useSpotSearch } from '../search-state.ts';

/**
 * 'Spot Types' (public §2.9, admin §2.10): a checkbox per spot type with its icon and '{name} Spots', in
 * two columns (the left takes the extra). Choosing spot types resets the classification selection and
 * searches the dates on screen.
 */
export function SpotTypeCheckboxes({
  datesOnScreen = () => ({}),
}: {
  /** The dates typed in the form when they are valid: a filter change searches them. */
  datesOnScreen?: () => { startDate?: string; endDate?: string };
}) {
  const spotTypes = useSpotTypes();
  const { state, update } = useSpotSearch();
  if (spotTypes.isPending) return <Spinner size="small" label="Loading spot types" />;
  if (spotTypes.isError) return <p className="search-panel__problem">Spot types could not be loaded.</p>;
  const toggle = (id: number) => {
    const selected = state.selectedSpotTypes.includes(id)
      ? state.selectedSpotTypes.filter((s) => s !== id)
      : [...state.selectedSpotTypes, id];
    update({ selectedSpotTypes: selected, selectedProductClassifications: [], ...datesOnScreen() });
  };
  return (
    <fieldset className="search-panel__group">
      <legend className="search-panel__legend">Spot Types</legend>
      <div className="checkbox-columns">
        {splitInTwoColumns(spotTypes.data).map((column, index) => (
          <div key={index} className="checkbox-column">
            {column.map((spotType) => (
              <label key={spotType.id} className="checkbox-label">
                <input
                  type="checkbox"
                  checked={state.selectedSpotTypes.includes(spotType.id)}
                  onChange={() => toggle(spotType.id)}
                />
                {spotType.icon && <img src={spotType.icon} alt="" className="spot-type-icon" />}
                {spotType.name} Spots
              </label>
            ))}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
