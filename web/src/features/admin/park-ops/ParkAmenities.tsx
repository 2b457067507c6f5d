/**
 * A park's activities and amenities on its screen: the list by distance (what the public park page
 * shows), adding one from the agency's list with how far it is, and taking one away. A new one in the
 * park stands at the park's position; the park map places it.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DISTANCE_BAND_NAMES, type ParkPointOfInterest } from '#contract/park-points-of-interest';
import type { AdminPark } from '#contract/park-setup';
import { SelectField } from '#web/components/form/fields.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import {
  useParkOpsWrite,
  useParkPointsOfInterest,
  useSetupOptions,
} from '#web/lib/park-ops/park-ops-calls.ts';
import { ErrorBox, Loaded, Saved, fieldErrors } from './controls.tsx';

const DISTANCES = Object.entries(DISTANCE_BAND_NAMES).map(([value, label]) => ({ value, label }));

export function ParkAmenities({ park, mayEdit }: { park: AdminPark; mayEdit: boolean }) {
  const auth = useAuth();
  const listed = useParkPointsOfInterest(park.id);
  const options = useSetupOptions();
  const save = useParkOpsWrite<ParkPointOfInterest>();
  const [choice, setChoice] = useState('');
  const [distance, setDistance] = useState('1');
  const [saved, setSaved] = useState<string | null>(null);
  const errors = fieldErrors(save.error);
  const taken = new Set(listed.data?.map((p) => p.pointOfInterestId));
  const choices = (options.data?.pointsOfInterest ?? [])
    .filter((p) => !taken.has(p.id))
    .sort((a, b) => a.categoryName.localeCompare(b.categoryName) || a.name.localeCompare(b.name))
    .map((p) => ({ value: String(p.id), label: `${p.name} (${p.categoryName})` }));

  function remove(point: ParkPointOfInterest) {
    setSaved(null);
    const version = encodeURIComponent(point.dateLastModified);
    save.mutate(
      {
        method: 'DELETE',
        path: `admin/AdminLocation/${park.id}/pointofinterest/${point.id}?dateLastModified=${version}`,
      },
      { onSuccess: () => setSaved(`${point.name} removed.`) },
    );
  }

  return (
    <section className="ops-section" aria-labelledby="ops-amenities">
      <h2 id="ops-amenities">Activities and Amenities</h2>
      <Loaded read={listed} what="activities and amenities">
        {(points) =>
          points.length === 0 ? (
            <p>None listed yet.</p>
          ) : (
            <table className="ops-table">
              <caption className="visually-hidden">The park&apos;s activities and amenities</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Category</th>
                  <th scope="col">Distance</th>
                  {mayEdit && (
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.id}>
                    <td>{p.name}</td>
                    <td>{p.categoryName}</td>
                    <td>{p.distance}</td>
                    {mayEdit && (
                      <td>
                        <button
                          type="button"
                          className="button"
                          aria-label={`Remove ${p.name}`}
                          disabled={save.isPending}
                          onClick={() => remove(p)}
                        >
                          Remove
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
      {mayEdit && (
        <form
          className="ops-filters"
          aria-label="Add an activity or amenity"
          onSubmit={(e) => {
            e.preventDefault();
            setSaved(null);
            save.mutate(
              {
                method: 'POST',
                path: `admin/AdminLocation/${park.id}/pointofinterest`,
                body: { pointOfInterestId: choice, distanceDescriptionId: distance },
              },
              {
                onSuccess: (point) => {
                  setChoice('');
                  setSaved(
                    distance === '1'
                      ? `${point.name} added at the park's position: place it on the park map.`
                      : `${point.name} added.`,
                  );
                },
              },
            );
          }}
        >
          <SelectField
            id="amenity-choice"
            label="Activity or Amenity"
            placeholder="Choose one"
            options={choices}
            value={choice}
            error={errors.pointOfInterestId}
            onChange={(e) => setChoice(e.target.value)}
          />
          <SelectField
            id="amenity-distance"
            label="Distance"
            options={DISTANCES}
            value={distance}
            error={errors.distanceDescriptionId}
            onChange={(e) => setDistance(e.target.value)}
          />
          <div className="ops-actions">
            <button type="submit" className="button" disabled={save.isPending}>
              Add
            </button>
            {auth.can('ParkManagementParkMap') && (
              <Link className="button" to={`/admin/park-map?locationId=${park.id}`}>
                Park Map
              </Link>
            )}
          </div>
        </form>
      )}
      {!errors.pointOfInterestId && !errors.distanceDescriptionId && <ErrorBox error={save.error} />}
      <Saved text={saved} />
    </section>
  );
}
