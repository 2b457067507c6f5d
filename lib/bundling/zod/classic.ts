/** zod's classic API, everything `z.` offers, with `core` and `locales` taken from ./core.ts instead. */
export * from '../../../node_modules/zod/v4/classic/external.js';
// A module's own exports win over names a star export brings.
export * as core from './core.ts';
export { locales } from './core.ts';
