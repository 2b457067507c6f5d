/** Which data directories `npm run reset` may delete. */
import { isAbsolute, parse, relative } from 'node:path';

function isInside(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

/**
 * Why the directory must not be wiped, or undefined when it may be. Never the repository, a parent of
 * it or a filesystem root; outside the repository only when DATA_DIR was set explicitly, so a slip
 * cannot delete someone's home directory.
 */
export function refusalReason(dataDir: string, repoRoot: string, explicit: boolean): string | undefined {
  if (relative(repoRoot, dataDir) === '') return 'it is the repository itself';
  if (parse(dataDir).root === dataDir) return 'it is a filesystem root';
  if (isInside(repoRoot, dataDir)) return 'it contains the repository';
  if (!isInside(dataDir, repoRoot) && !explicit) {
    return 'it is outside the repository (set DATA_DIR explicitly to allow that)';
  }
  return undefined;
}
