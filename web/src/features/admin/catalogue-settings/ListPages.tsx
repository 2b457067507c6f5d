/**
 * /admin/spot-type-management, product-type-management, points-of-interest-management and
 * attribute-management (admin §2.3), and region-management: the shared list screen, one configuration each.
 */
import { CatalogueListPage } from './CatalogueList.tsx';
import { attributeKind, pointOfInterestKind, productTypeKind, regionKind, spotTypeKind } from './kinds.tsx';

export const RegionsPage = () => <CatalogueListPage kind={regionKind} />;

export const SpotTypesPage = () => <CatalogueListPage kind={spotTypeKind} />;
export const ProductTypesPage = () => <CatalogueListPage kind={productTypeKind} />;
export const PointsOfInterestPage = () => <CatalogueListPage kind={pointOfInterestKind} />;
export const AttributesPage = () => <CatalogueListPage kind={attributeKind} />;
