import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(webRoot, '..');

/**
 * The package.json "imports" aliases (`#contract/*` -> ./functions/contract/*.ts, ...) turned into Vite
 * aliases, so the web app imports the same contract modules as the functions do, from one definition.
 */
function packageImportAliases(): Alias[] {
  const pkg = JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')) as {
    imports?: Record<string, string>;
  };
  return Object.entries(pkg.imports ?? {})
    .filter(([key, target]) => key.endsWith('/*') && target.includes('*'))
    .map(([key, target]) => {
      const prefix = key.slice(0, -1); // '#contract/'
      const [before, after] = target.split('*') as [string, string];
      return {
        find: new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(.+)$`),
        replacement: `${resolve(repoRoot, before)}/$1${after}`,
      };
    });
}

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: webRoot,
  publicDir: resolve(webRoot, 'public'),
  plugins: [react()],
  resolve: { alias: packageImportAliases() },
  build: {
    // WEB_DIST builds elsewhere; the local runtime reads the same variable.
    outDir: process.env.WEB_DIST ? resolve(repoRoot, process.env.WEB_DIST) : resolve(webRoot, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    // The dev server serves the app; the API and the tenant directory come from the local runtime.
    proxy: {
      '/v1': { target: apiTarget },
      '/tenants.json': { target: apiTarget },
    },
  },
});
