import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { booleanQuery, idParam, locationIdParams } from '#contract/common';
import { BadRequestError } from '#domain/errors';
import { parseRequestPart } from '#http/validation';

describe('request validation', () => {
  it('converts a valid id', () => {
    expect(parseRequestPart('path', locationIdParams, { locationId: '42' })).toEqual({ locationId: 42 });
  });

  it.each(['abc', '0', '-1', '1.5', '', '1e3'])('rejects the id %j with a field message', (value) => {
    try {
      parseRequestPart('path', locationIdParams, { locationId: value });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(BadRequestError);
      expect((err as BadRequestError).fieldErrors.locationId).toEqual([
        'locationId must be a positive whole number.',
      ]);
    }
  });

  it('prefixes query fields and names missing ones', () => {
    const schema = z.object({ IsSearchable: booleanQuery('IsSearchable'), spotId: idParam('spotId') });
    try {
      parseRequestPart('query', schema, { IsSearchable: 'yes' });
      expect.unreachable();
    } catch (err) {
      expect((err as BadRequestError).fieldErrors).toEqual({
        'query.IsSearchable': ['IsSearchable must be true or false.'],
        'query.spotId': ['query.spotId is required.'],
      });
    }
  });

  it('reads boolean flags in any letter case', () => {
    const schema = z.object({ f: booleanQuery('f') });
    expect(parseRequestPart('query', schema, { f: 'TRUE' })).toEqual({ f: true });
    expect(parseRequestPart('query', schema, { f: 'false' })).toEqual({ f: false });
    expect(parseRequestPart('query', schema, {})).toEqual({});
  });
});

describe('optional query parameters sent empty', () => {
  it('count as absent', () => {
    const schema = z.object({
      IsSearchable: booleanQuery('IsSearchable'),
      IsMappable: booleanQuery('IsMappable'),
    });
    expect(parseRequestPart('query', schema, { IsSearchable: '', IsMappable: 'true' })).toEqual({
      IsSearchable: undefined,
      IsMappable: true,
    });
  });
});
