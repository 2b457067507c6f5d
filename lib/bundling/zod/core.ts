/** zod's core (`z.core`), whose namespace would hold every locale too, with only the English one. */
import en from '../../../node_modules/zod/v4/locales/en.js';

export * from '../../../node_modules/zod/v4/core/index.js';

/** English only: zod's default, which its schemas set up themselves; another locale is undefined here. */
export const locales = { en };
