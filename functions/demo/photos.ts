import type { ImageRecord } from '#domain/catalogue';

/** The landscape illustrations shipped in web/public/demo/photos, shared by both tenants. */
export const PHOTOS = {
  lakeDawn: {
    file: 'lake-dawn',
    title: 'Lake at dawn',
    description: 'Still water and pines as the sun comes up.',
  },
  alpinePeaks: {
    file: 'alpine-peaks',
    title: 'Alpine peaks',
    description: 'Snow-streaked summits above treeline.',
  },
  forestTrail: {
    file: 'forest-trail',
    title: 'Forest trail',
    description: 'A trail winding through tall conifers.',
  },
  redCanyon: {
    file: 'red-canyon',
    title: 'Red rock canyon',
    description: 'Sandstone walls glowing in late light.',
  },
  seaStacks: {
    file: 'coast-sea-stacks',
    title: 'Sea stacks',
    description: 'Rocky sea stacks off a driftwood beach.',
  },
  cabinWoods: {
    file: 'cabin-woods',
    title: 'Cabin in the woods',
    description: 'A log cabin with a porch among the trees.',
  },
  riverBend: {
    file: 'river-bend',
    title: 'River bend',
    description: 'A river curving through a green valley.',
  },
  prairieSunset: {
    file: 'prairie-sunset',
    title: 'Prairie sunset',
    description: 'Open grassland under a wide sky.',
  },
  waterfall: {
    file: 'waterfall-gorge',
    title: 'Waterfall',
    description: 'A waterfall dropping into a mossy gorge.',
  },
  desertMesa: { file: 'desert-mesa', title: 'Mesa country', description: 'Flat-topped mesas and juniper.' },
  campfireNight: {
    file: 'campfire-night',
    title: 'Campfire under the stars',
    description: 'A campfire and tent at night.',
  },
  meadow: {
    file: 'meadow-wildflowers',
    title: 'Wildflower meadow',
    description: 'Summer wildflowers below the peaks.',
  },
  yurtMeadow: { file: 'yurt-meadow', title: 'Yurt in a meadow', description: 'A canvas yurt on its deck.' },
  picnicShelter: {
    file: 'picnic-shelter',
    title: 'Picnic shelter',
    description: 'A timber picnic shelter with tables.',
  },
  tentLakeside: {
    file: 'tent-lakeside',
    title: 'Tent by the lake',
    description: 'A tent pitched near the shore.',
  },
  rainforest: { file: 'rainforest-moss', title: 'Rain forest', description: 'Moss-draped maples and ferns.' },
} as const;

export type PhotoKey = keyof typeof PHOTOS;

export function photoUrl(key: PhotoKey): string {
  return `/demo/photos/${PHOTOS[key].file}.svg`;
}

export function photoImage(id: number, key: PhotoKey, titlePrefix = ''): ImageRecord {
  const photo = PHOTOS[key];
  return {
    id,
    url: photoUrl(key),
    title: titlePrefix ? `${titlePrefix} - ${photo.title}` : photo.title,
    description: photo.description,
  };
}
