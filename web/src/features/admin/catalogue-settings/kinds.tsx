/** Each catalogue list's columns and form fields, for the shared list screen (CatalogueList.tsx). */
import type {
  AdminAttribute,
  AdminPointOfInterest,
  AdminProductClass,
  AdminProductType,
  AdminRegion,
  AdminSpotType,
  CatalogueOptions,
} from '#contract/catalogue-settings';
import { ATTRIBUTE_VALUE_TYPES, SELECT_VALUE_TYPES } from '#domain/catalogue-settings';
import { choicesOf } from '../park-ops/controls.tsx';
import { type CatalogueKind, type FieldSpec, type FormState, IconPreview } from './CatalogueList.tsx';

export const catalogueScreens = {
  productClasses: '/admin/product-class-management',
  addProductClass: '/admin/product-class-add',
  editProductClass: (id: number) => `/admin/product-class-modify/${id}`,
  viewProductClass: (id: number) => `/admin/product-class-view/${id}?v=view`,
};

const text = (v: FormState[string] | undefined) => (typeof v === 'string' ? v.trim() : '');
const yesNo = (on: boolean) => (on ? 'Yes' : 'No');

export const regionKind: CatalogueKind<AdminRegion> = {
  segment: 'region',
  noun: 'region',
  plural: 'regions',
  nameOf: (r) => r.longName,
  title: 'Regions',
  intro:
    'Every park belongs to a region; guests can search parks by region. A region with parks cannot be deleted.',
  deletable: true,
  columns: [
    { label: 'Name', cell: (r) => r.longName },
    { label: 'Short Name', cell: (r) => r.shortName },
    { label: 'Number', cell: (r) => r.regionNumber },
    { label: 'Parks', cell: (r) => r.useCount },
  ],
  fields: [
    { key: 'longName', label: 'Region Name', kind: 'text' },
    { key: 'shortName', label: 'Short Name', kind: 'text' },
    { key: 'regionNumber', label: 'Region Number', kind: 'text', inputMode: 'numeric' },
  ],
  toForm: (r) => ({
    longName: r?.longName ?? '',
    shortName: r?.shortName ?? '',
    regionNumber: r ? String(r.regionNumber) : '',
  }),
  toBody: (f) => ({ longName: f.longName, shortName: f.shortName, regionNumber: text(f.regionNumber) }),
};

/** Name, description and icon: what spot types and product types both are. */
function typeKind<Row extends AdminSpotType | AdminProductType>(
  segment: 'spottype' | 'producttype',
  noun: string,
  title: string,
  usedBy: string,
  intro: string,
): CatalogueKind<Row> {
  return {
    segment,
    noun,
    plural: `${noun}s`,
    title,
    intro,
    deletable: true,
    columns: [
      { label: 'Icon', cell: (t) => <IconPreview url={t.icon} /> },
      { label: 'Name', cell: (t) => t.name },
      { label: 'Description', cell: (t) => t.description, className: 'wrap' },
      { label: usedBy, cell: (t) => t.useCount },
    ],
    fields: [
      { key: 'name', label: 'Name', kind: 'text' },
      {
        key: 'icon',
        label: 'Icon (address of an .svg or .png)',
        kind: 'icon',
        hint: 'For example /icons/spot-types/cabin.svg',
      },
      { key: 'description', label: 'Description', kind: 'textarea', wide: true },
    ],
    toForm: (t) => ({ name: t?.name ?? '', icon: t?.icon ?? '', description: t?.description ?? '' }),
    toBody: (f) => ({ name: f.name, icon: text(f.icon), description: f.description }),
  };
}

export const spotTypeKind = typeKind<AdminSpotType>(
  'spottype',
  'spot type',
  'Spot Types',
  'Spots using it',
  'The kinds of spot guests filter by on the public site. A spot type that spots use cannot be deleted.',
);

export const productTypeKind = typeKind<AdminProductType>(
  'producttype',
  'product type',
  'Product Types',
  'Product classes using it',
  'Product types set the map markers and the per-park counts. One that product classes use cannot be deleted.',
);

const named = (items: readonly { id: number; name: string }[]) => choicesOf(items);

export const productClassKind: CatalogueKind<AdminProductClass> = {
  segment: 'productclass',
  noun: 'product class',
  plural: 'product classes',
  title: 'Product Classes',
  intro:
    'What a spot is sold as, and its base nightly (or daily) rate before pricing seasons. A new rate prices new quotes at once.',
  columns: [
    { label: 'Name', cell: (p) => p.name },
    { label: 'Code', cell: (p) => p.code },
    { label: 'Type', cell: (p) => p.productTypeName },
    { label: 'Booking', cell: (p) => p.bookingTypeName },
    { label: 'Base rate', cell: (p) => `$${p.baseDailyRate}`, className: 'num' },
    { label: 'Spots', cell: (p) => p.spotCount, className: 'num' },
  ],
  fields: [
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'code', label: 'Code', kind: 'text' },
    {
      key: 'productTypeId',
      label: 'Product Type',
      kind: 'select',
      choices: (o: CatalogueOptions) => named(o.productTypes),
    },
    {
      key: 'productClassificationId',
      label: 'Classification',
      kind: 'select',
      choices: (o) => named(o.classifications),
    },
    { key: 'bookingTypeId', label: 'Booking Type', kind: 'select', choices: (o) => named(o.bookingTypes) },
    { key: 'baseDailyRate', label: 'Base Rate ($ a night or day)', kind: 'text', inputMode: 'decimal' },
    { key: 'requiresCustomerAccount', label: 'Guests need an account to book', kind: 'check' },
    { key: 'description', label: 'Description', kind: 'textarea', wide: true },
  ],
  toForm: (p) => ({
    name: p?.name ?? '',
    code: p?.code ?? '',
    productTypeId: p ? String(p.productTypeId) : '',
    productClassificationId: p ? String(p.productClassificationId) : '',
    bookingTypeId: p ? String(p.bookingTypeId) : '1',
    baseDailyRate: p?.baseDailyRate ?? '',
    requiresCustomerAccount: p?.requiresCustomerAccount ?? false,
    description: p?.description ?? '',
  }),
  toBody: (f) => ({ ...f }),
  pages: {
    add: catalogueScreens.addProductClass,
    edit: (p) => catalogueScreens.editProductClass(p.id),
    view: (p) => catalogueScreens.viewProductClass(p.id),
  },
};

export const pointOfInterestKind: CatalogueKind<AdminPointOfInterest> = {
  segment: 'activity',
  noun: 'activity or amenity',
  plural: 'activities and amenities',
  title: 'Activities and Amenities',
  intro:
    'What parks offer in and around them. Searchable ones are park search filters; mappable ones can be placed on a park map.',
  columns: [
    { label: 'Icon', cell: (p) => <IconPreview url={p.icon} /> },
    { label: 'Name', cell: (p) => p.name },
    { label: 'Category', cell: (p) => p.categoryName },
    { label: 'Searchable', cell: (p) => yesNo(p.isSearchable) },
    { label: 'Mappable', cell: (p) => yesNo(p.isMappable) },
    { label: 'Parks listing it', cell: (p) => p.useCount, className: 'num' },
  ],
  fields: [
    { key: 'name', label: 'Name', kind: 'text' },
    {
      key: 'categoryId',
      label: 'Category',
      kind: 'select',
      choices: (o) => named(o.pointOfInterestCategories),
    },
    { key: 'icon', label: 'Icon (address of an .svg or .png)', kind: 'icon' },
    { key: 'isSearchable', label: 'Searchable (a park search filter)', kind: 'check' },
    { key: 'isMappable', label: 'Mappable (placed on park maps)', kind: 'check' },
    { key: 'description', label: 'Description', kind: 'textarea', wide: true },
  ],
  toForm: (p) => ({
    name: p?.name ?? '',
    categoryId: p ? String(p.categoryId) : '',
    icon: p?.icon ?? '',
    isSearchable: p?.isSearchable ?? true,
    isMappable: p?.isMappable ?? true,
    description: p?.description ?? '',
  }),
  toBody: (f) => ({ ...f, icon: text(f.icon) }),
};

const isSelect = (f: FormState) => SELECT_VALUE_TYPES.includes(String(f.valueType) as never);
const VALUE_TYPE_LABELS: Record<string, string> = {
  'Yes/No': 'Yes/No',
  'Numeric Free': 'Number',
  'String Free': 'Text',
  'Single Select': 'Select one',
  'Multi Select': 'Select several',
};

/**
 * Typed option lines → the request's options: a line equal to an existing option keeps its id; with
 * as many lines as before, a changed line is that option renamed (spots keep their choice).
 */
export function optionsBody(lines: string, before: readonly { id: number; value: string }[]) {
  const typed = lines
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const byValue = new Map(before.map((o) => [o.value.toLowerCase(), o.id]));
  const sameCount = typed.length === before.length;
  return typed.map((value, i) => {
    const id = byValue.get(value.toLowerCase()) ?? (sameCount ? before[i]!.id : undefined);
    return id === undefined ? { value } : { id, value };
  });
}

const attributeFields: FieldSpec[] = [
  { key: 'name', label: 'Name', kind: 'text' },
  { key: 'displayName', label: 'Display Name (blank: the name)', kind: 'text' },
  { key: 'categoryId', label: 'Category', kind: 'select', choices: (o) => named(o.attributeCategories) },
  {
    key: 'valueType',
    label: 'Value Type',
    kind: 'select',
    choices: () => ATTRIBUTE_VALUE_TYPES.map((t) => ({ value: t, label: VALUE_TYPE_LABELS[t] ?? t })),
  },
  {
    key: 'minValue',
    label: 'Minimum',
    kind: 'text',
    inputMode: 'decimal',
    shown: (f) => f.valueType === 'Numeric Free',
  },
  {
    key: 'maxValue',
    label: 'Maximum',
    kind: 'text',
    inputMode: 'decimal',
    shown: (f) => f.valueType === 'Numeric Free',
  },
  { key: 'icon', label: 'Icon (address of an .svg or .png)', kind: 'icon' },
  { key: 'isSearchable', label: 'Searchable (a spot search filter)', kind: 'check' },
  {
    key: 'options',
    label: 'Options, one per line',
    kind: 'textarea',
    wide: true,
    shown: isSelect,
    hint: 'Rename an option in place to keep the spots that chose it.',
  },
  { key: 'description', label: 'Description', kind: 'textarea', wide: true },
];

export const attributeKind: CatalogueKind<AdminAttribute> = {
  segment: 'attribute',
  noun: 'attribute',
  plural: 'attributes',
  title: 'Attributes',
  intro:
    'The amenities a spot is described and searched by, by category. The value type of an attribute spots use cannot change.',
  columns: [
    { label: 'Category', cell: (a) => a.categoryName },
    { label: 'Name', cell: (a) => (a.displayName ? `${a.name} (${a.displayName})` : a.name) },
    { label: 'Value type', cell: (a) => VALUE_TYPE_LABELS[a.valueType] ?? a.valueType },
    {
      label: 'Values',
      className: 'wrap',
      cell: (a) =>
        a.options.length
          ? a.options.map((o) => o.value).join(', ')
          : a.minValue !== null || a.maxValue !== null
            ? `${a.minValue ?? '…'} to ${a.maxValue ?? '…'}`
            : '',
    },
    { label: 'Searchable', cell: (a) => yesNo(a.isSearchable) },
    { label: 'Spots', cell: (a) => a.useCount, className: 'num' },
  ],
  fields: attributeFields,
  toForm: (a) => ({
    name: a?.name ?? '',
    displayName: a?.displayName ?? '',
    categoryId: a ? String(a.categoryId) : '',
    valueType: a?.valueType ?? 'Yes/No',
    minValue: a?.minValue === null || a?.minValue === undefined ? '' : String(a.minValue),
    maxValue: a?.maxValue === null || a?.maxValue === undefined ? '' : String(a.maxValue),
    icon: a?.icon ?? '',
    isSearchable: a?.isSearchable ?? true,
    options: (a?.options ?? []).map((o) => o.value).join('\n'),
    description: a?.description ?? '',
  }),
  toBody: (f, a) => ({
    ...f,
    icon: text(f.icon),
    options: isSelect(f) ? optionsBody(String(f.options), a?.options ?? []) : [],
  }),
};
