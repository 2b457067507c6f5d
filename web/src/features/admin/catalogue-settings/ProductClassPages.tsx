/**
 * /admin/product-class-management, -add, -modify/:productId and -view/:productId (admin §2.3,
 * SystemSettingsProductClasses): the agency's product classes with their base rates, each added,
 * changed or read on a page of its own.
 */
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { AdminProductClass } from '#contract/catalogue-settings';
import { useCatalogueRecord } from '#web/lib/catalogue-settings/catalogue-calls.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { Loaded } from '../park-ops/controls.tsx';
import { BackLink, positiveId } from '../park-ops/shared.tsx';
import { CatalogueForm, CatalogueHistory, CatalogueListPage } from './CatalogueList.tsx';
import { catalogueScreens, productClassKind } from './kinds.tsx';
import '../park-ops/park-ops.css';
import './catalogue-settings.css';

export function ProductClassListPage() {
  return <CatalogueListPage kind={productClassKind} />;
}

function useDone() {
  const navigate = useNavigate();
  return (saved: string) => navigate(catalogueScreens.productClasses, { state: { saved } });
}

export function ProductClassAddPage() {
  usePageTitle('Admin', 'Add Product Class');
  const done = useDone();
  return (
    <div className="page ops-page">
      <BackLink to={catalogueScreens.productClasses}>Product classes</BackLink>
      <h1>Add Product Class</h1>
      <CatalogueForm kind={productClassKind} row={undefined} onDone={done} heading={false} />
    </div>
  );
}

function useProductClass() {
  const id = positiveId(useParams().productId);
  return useCatalogueRecord<AdminProductClass>('productclass', id);
}

export function ProductClassModifyPage() {
  usePageTitle('Admin', 'Edit Product Class');
  const read = useProductClass();
  const done = useDone();
  return (
    <Loaded read={read} what="product class" page>
      {(p) => (
        <div className="page ops-page">
          <BackLink to={catalogueScreens.productClasses}>Product classes</BackLink>
          <h1>Edit {p.name}</h1>
          <CatalogueForm
            key={p.dateLastModified}
            kind={productClassKind}
            row={p}
            onDone={done}
            heading={false}
          />
        </div>
      )}
    </Loaded>
  );
}

export function ProductClassViewPage() {
  usePageTitle('Admin', 'Product Class');
  const read = useProductClass();
  return (
    <Loaded read={read} what="product class" page>
      {(p) => (
        <div className="page ops-page">
          <BackLink to={catalogueScreens.productClasses}>Product classes</BackLink>
          <div className="ops-head">
            <h1>{p.name}</h1>
            <Link className="button button--primary" to={catalogueScreens.editProductClass(p.id)}>
              Edit
            </Link>
          </div>
          <dl className="cat-facts">
            <dt>Code</dt>
            <dd>{p.code}</dd>
            <dt>Product type</dt>
            <dd>{p.productTypeName}</dd>
            <dt>Classification</dt>
            <dd>{p.classificationName}</dd>
            <dt>Booking</dt>
            <dd>{p.bookingTypeName}</dd>
            <dt>Base rate</dt>
            <dd>${p.baseDailyRate}</dd>
            <dt>Guests need an account</dt>
            <dd>{p.requiresCustomerAccount ? 'Yes' : 'No'}</dd>
            <dt>Spots using it</dt>
            <dd>{p.spotCount}</dd>
            <dt>Description</dt>
            <dd>{p.description || '—'}</dd>
            <dt>Last changed</dt>
            <dd>{p.dateLastModified ? `${p.dateLastModified.slice(0, 10)} by ${p.lastModifiedBy}` : '—'}</dd>
          </dl>
          <CatalogueHistory kind={productClassKind} row={p} level={2} />
        </div>
      )}
    </Loaded>
  );
}
