import { describe, expect, it } from 'vitest';
import {
  formatAcreage,
  formatElevation,
  pointOfInterestColumns,
  showSecondaryContact,
  truncateHtml,
} from '../../../web/src/features/spot-search/park/location-format.ts';
import type { LocationPointOfInterestNested } from '#contract/points-of-interest';

describe('directions cut (public §2.8)', () => {
  it('keeps short HTML as it is', () => {
    expect(truncateHtml('<p>Turn <b>left</b></p>', 1500)).toEqual({
      html: '<p>Turn <b>left</b></p>',
      truncated: false,
    });
  });
  it('cuts after the limit in text characters and closes the open tags', () => {
    expect(truncateHtml('<p>Turn <b>left at the lake</b> then right</p>', 12)).toEqual({
      html: '<p>Turn <b>left at…</b></p>',
      truncated: true,
    });
  });
  it('counts an entity as one character and never splits it', () => {
    expect(truncateHtml('<p>A&amp;B road</p>', 3)).toEqual({ html: '<p>A&amp;B…</p>', truncated: true });
  });
  it('keeps void tags unclosed', () => {
    expect(truncateHtml('Line one<br>Line two', 10).html).toBe('Line one<br>Li…');
  });
  it('does not offer Show More for trailing white space', () => {
    expect(truncateHtml('<p>abc</p>\n  ', 3).truncated).toBe(false);
  });
});

const poi = (name: string, band: number) =>
  ({
    pointOfInterest: { name },
    pointOfInterestDistanceDescriptionId: band,
  }) as LocationPointOfInterestNested;

describe('activities and amenities (public §2.8)', () => {
  it('groups names in three bands, deduplicated and sorted', () => {
    expect(
      pointOfInterestColumns([poi('Swimming', 1), poi('Boating', 1), poi('Swimming', 1), poi('Golf', 3)]),
    ).toEqual([
      { id: 1, heading: 'Within Facility:', names: ['Boating', 'Swimming'] },
      { id: 2, heading: 'Within 10 Miles:', names: [] },
      { id: 3, heading: 'Greater Than 10 Miles:', names: ['Golf'] },
    ]);
  });
});

describe('park facts', () => {
  it.each([
    ['Dale Ostrander', true],
    ['n/a', false],
    ['N/A ', false],
    ['', false],
  ])('secondary contact %j shows: %s', (name, shown) => expect(showSecondaryContact(name)).toBe(shown));
  it('formats acreage and elevation', () => {
    expect(formatAcreage(3915)).toBe('3,915 acres');
    expect(formatElevation(5690)).toBe('5,690 ft.');
  });
});
