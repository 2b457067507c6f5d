/**
 * What `zod` is in a Lambda bundle (lib/bundling/options.ts aliases the package here): zod's own entry
 * point, built the same way, but over ./classic.ts, which leaves out zod's message locales. esbuild
 * keeps every export of a namespace object that escapes, and `z` is one, so the package as published
 * brings all of its locales (about 260 kB minified) into every bundle although zod only ever speaks
 * English here. Only the bundler reads this module: the code and its tests import the package itself,
 * and take their types from it.
 */
import * as z from './classic.ts';

export * from './classic.ts';
export { z, z as default };
