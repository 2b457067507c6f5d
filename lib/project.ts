/** Paths of the repository, independent of the directory the CDK CLI or a test runs from. */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIST = join(PROJECT_ROOT, 'web', 'dist');
