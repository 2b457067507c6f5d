import { describe, expect, it } from 'vitest';
import { createRouter } from '#http/router';
import { PUBLIC, type Route, defineRoute } from '#http/routes';
import { z } from 'zod';

const route = (method: 'GET' | 'POST', path: string): Route =>
  defineRoute({
    method,
    path,
    operationId: `${method} ${path}`,
    summary: path,
    auth: PUBLIC,
    response: z.object({}),
    handler: async () => ({}),
  });

const router = createRouter([
  route('GET', 'Location/{locationId}'),
  route('GET', 'Location/pointsofinterest'),
  route('GET', 'Location'),
  route('GET', 'Location/{locationId}/loop'),
  route('POST', 'Location/search/summary_items'),
  route('GET', 'Alert/location/{locationId}/web'),
]);

describe('router', () => {
  it.each([
    ['GET', 'Location', 'Location', {}],
    ['GET', 'Location/12', 'Location/{locationId}', { locationId: '12' }],
    ['GET', 'Location/pointsofinterest', 'Location/pointsofinterest', {}],
    ['GET', 'location/POINTSOFINTEREST', 'Location/pointsofinterest', {}],
    ['get', 'LOCATION/7/Loop', 'Location/{locationId}/loop', { locationId: '7' }],
    ['GET', 'Location/12/', 'Location/{locationId}', { locationId: '12' }],
    ['GET', 'Alert/location/3/web', 'Alert/location/{locationId}/web', { locationId: '3' }],
  ])('%s %s matches %s', (method, path, expected, params) => {
    const m = router.match(method, path);
    expect(m.kind).toBe('match');
    if (m.kind === 'match') {
      expect(m.route.path).toBe(expected);
      expect(m.pathParams).toEqual(params);
    }
  });

  it('static segments win over parameters whatever the table order', () => {
    const reversed = createRouter([
      route('GET', 'Location/pointsofinterest'),
      route('GET', 'Location/{locationId}'),
    ]);
    const m = reversed.match('GET', 'Location/pointsofinterest');
    expect(m.kind === 'match' && m.route.path).toBe('Location/pointsofinterest');
  });

  it('keeps parameter values as sent (decoded), leaving validation to the schemas', () => {
    const m = router.match('GET', 'Location/a%20b');
    expect(m.kind === 'match' && m.pathParams).toEqual({ locationId: 'a b' });
  });

  it('reports an unknown path as not found', () => {
    expect(router.match('GET', 'Nowhere').kind).toBe('not-found');
    expect(router.match('GET', 'Location/1/2/3').kind).toBe('not-found');
    expect(router.match('GET', 'Location/%E0%A4%A').kind).toBe('not-found');
  });

  it('reports a known path with another method as method-not-allowed, with the allowed methods', () => {
    expect(router.match('DELETE', 'Location/5')).toEqual({ kind: 'method-not-allowed', allow: ['GET'] });
    // The static route hides the parameter route: POST to the static path is not the {locationId} route.
    expect(router.match('GET', 'Location/search/summary_items')).toEqual({
      kind: 'method-not-allowed',
      allow: ['POST'],
    });
  });

  it('refuses two routes with the same method and shape', () => {
    expect(() => createRouter([route('GET', 'Spot/{spotId}'), route('GET', 'spot/{id}')])).toThrow(/share/);
  });
});
