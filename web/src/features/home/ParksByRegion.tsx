import { Link } from 'react-router-dom';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import type { Location } from '#contract/locations';
import type { Region } from '#contract/lookups';
import { useLocations } from '#web/lib/locations/locations.ts';
import { locationPath } from '#web/lib/locations/paths.ts';
import { useRegions } from '#web/lib/tenant/regions.ts';

export interface RegionGroup {
  key: string;
  title: string;
  locations: Location[];
}

/** Parks grouped by region in region-number order, each group by name; parks of no known region last. */
export function groupByRegion(locations: readonly Location[], regions: readonly Region[]): RegionGroup[] {
  const byName = (a: Location, b: Location) => a.longName.localeCompare(b.longName);
  const groups = [...regions]
    .sort((a, b) => a.regionNumber - b.regionNumber || a.longName.localeCompare(b.longName))
    .map((region) => ({
      key: `region-${region.id}`,
      title: region.longName,
      locations: locations.filter((location) => location.regionId === region.id).sort(byName),
    }))
    .filter((group) => group.locations.length > 0);
  const known = new Set(regions.map((region) => region.id));
  const others = locations.filter((location) => !known.has(location.regionId)).sort(byName);
  if (others.length > 0) groups.push({ key: 'region-other', title: 'Other Parks', locations: others });
  return groups;
}

/** Every park of the tenant, by region, so that every park page is reachable from home. */
export function ParksByRegion() {
  const locations = useLocations();
  const regions = useRegions();
  const failed = locations.isError || regions.isError;
  const retry = () => {
    if (locations.isError) void locations.refetch();
    if (regions.isError) void regions.refetch();
  };
  return (
    <section className="home-section page" aria-labelledby="all-parks-title">
      <h2 id="all-parks-title">All Parks by Region</h2>
      {failed && <LoadError what="the list of parks" onRetry={retry} />}
      {!failed && (locations.isPending || regions.isPending) && <Spinner label="Loading parks" />}
      {locations.data && regions.data && (
        <div className="region-groups">
          {groupByRegion(locations.data, regions.data).map((group) => (
            <section key={group.key} className="region-group" aria-labelledby={group.key}>
              <h3 id={group.key}>{group.title}</h3>
              <ul>
                {group.locations.map((location) => (
                  <li key={location.id}>
                    <Link to={locationPath(location.id)}>{location.longName}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
