/** The spot details modal (public §2.13, admin §2.12), opened from a 'Details' button. */
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { LoadError } from '#web/components/LoadError.tsx';
import { Carousel } from '#web/components/Carousel.tsx';
import { Modal } from '#web/components/Modal.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useSpotDetails } from '#web/lib/spot-search/spot-details.ts';
import {
  associatedSpotTypes,
  carouselImages,
  coordinatesDecimal,
  coordinatesDms,
  splitInTwoColumns,
  spotDetailPairs,
} from '../format.ts';

export function SpotDetailsModal({
  spotId,
  spotName,
  onClose,
}: {
  spotId: number | null;
  /** Known from the row before the details load, so the title is right at once. */
  spotName?: string;
  onClose(): void;
}) {
  const details = useSpotDetails(spotId);
  const { tenant } = useTenant();
  const spot = details.data;
  const name = spot?.name ?? spotName ?? 'Spot';
  const columns = spot ? splitInTwoColumns(spotDetailPairs(spot)) : [[], []];
  return (
    <Modal open={spotId !== null} title={`${name} Details`} onClose={onClose} closeLink size="large">
      {details.isPending && <Spinner label="Loading spot details" />}
      {details.isError && <LoadError what="this spot" onRetry={() => void details.refetch()} />}
      {spot && (
        <div className="spot-details">
          <dl className="spot-details__facts">
            <div>
              <dt>Area:</dt>
              <dd>{spot.area.name}</dd>
            </div>
            <div>
              <dt>Loop:</dt>
              <dd>{spot.loop.name}</dd>
            </div>
            <div>
              <dt>Classification:</dt>
              <dd>{spot.product.productClassificationName}</dd>
            </div>
            <div>
              <dt>GPS Info:</dt>
              <dd>
                <span className="park-details__line">
                  {coordinatesDecimal(spot.latitude, spot.longitude)}
                </span>
                <span className="park-details__line">{coordinatesDms(spot.latitude, spot.longitude)}</span>
              </dd>
            </div>
            <div>
              <dt>Associated Spot Types:</dt>
              <dd>{associatedSpotTypes(spot)}</dd>
            </div>
          </dl>
          <section aria-labelledby="spot-details-photos">
            <h3 id="spot-details-photos">Photos:</h3>
            <Carousel
              label={`${spot.name} photos`}
              // A spot without any photo shows the tenant's default product image.
              images={carouselImages(spot.featuredImageUrl || tenant.defaultProductImageUrl, spot.images).map(
                (url, index) => ({
                  url,
                  alt: `${spot.name} photo ${index + 1}`,
                }),
              )}
            />
          </section>
          <section aria-labelledby="spot-details-attributes">
            <h3 id="spot-details-attributes">Spot Details</h3>
            <div className="spot-details__columns">
              {columns.map((column, index) => (
                <dl key={index} className="spot-details__pairs">
                  {column.map((pair) => (
                    <div key={pair.name}>
                      <dt>{pair.name}:</dt>
                      <dd>{pair.value}</dd>
                    </div>
                  ))}
                </dl>
              ))}
            </div>
          </section>
        </div>
      )}
    </Modal>
  );
}
