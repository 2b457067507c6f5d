import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias, type Plugin } from 'vite';
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

/**
 * The app's code (web/src/app/start.tsx and what it imports) is fetched by the small entry only once the
 * tenant's calls are sent; a modulepreload link for each of those files lets the browser download them
 * while the entry runs, so the page does not wait one more round trip for React.
 */
function preloadAppStart(): Plugin {
  return {
    name: 'campfire-preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const start = chunks.find((c) => c.facadeModuleId?.endsWith('/web/src/app/start.tsx'));
        if (!start) throw new Error('the build has no chunk for web/src/app/start.tsx');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        // Every chunk start.tsx needs before it runs, however deep (a chunk's own imports are only
        // discovered once it arrives, one more round trip each level). The entry is already the page's
        // script; what start.tsx imports from it is not fetched twice.
        const needed = new Set<string>();
        const visit = (file: string) => {
          if (needed.has(file)) return;
          needed.add(file);
          byName.get(file)?.imports.forEach(visit);
        };
        visit(start.fileName);
        const scripts = [...needed].filter((file) => !byName.get(file)?.isEntry);
        const styles = scripts.flatMap((file) => [...(byName.get(file)?.viteMetadata?.importedCss ?? [])]);
        return [
          ...scripts.map((file) => ({ rel: 'modulepreload', href: `/${file}` })),
          ...styles.map((file) => ({ rel: 'preload', as: 'style', href: `/${file}` })),
        ].map((attrs) => ({ tag: 'link', attrs: { ...attrs, crossorigin: '' }, injectTo: 'head' as const }));
      },
    },
  };
}

/**
 * The contract modules the app shares with the functions declare their zod schemas at the top level, and
 * a zod call counts as a side effect, so a page importing one constant or helper from such a module (a
 * window length, a label) carried every schema of it and zod itself. Each top-level declaration's value
 * is wrapped in a call marked pure: kept and run exactly as written where the page uses it, dropped with
 * the zod it needs where nothing does. (On those lines the source map's columns are off by the wrapper.)
 */
function pureSharedDeclarations(): Plugin {
  type Node = { type: string; start: number; end: number };
  type Declarator = { init?: Node | null };
  type Statement = Node & { declaration?: Statement | null; declarations?: Declarator[] };
  const WRAPPED = new Set(['CallExpression', 'NewExpression', 'ObjectExpression', 'ArrayExpression']);
  return {
    name: 'campfire-pure-shared-declarations',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]functions[\\/](contract|domain[\\/]validation)[\\/][^?]*\.ts$/ },
      handler(code) {
        const program = this.parse(code) as unknown as { body: Statement[] };
        const inits = program.body
          .map((statement) =>
            statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement,
          )
          .filter((s): s is Statement => s?.type === 'VariableDeclaration')
          .flatMap((s) => (s.declarations ?? []).map((d) => d.init))
          .filter((init): init is Node => Boolean(init && WRAPPED.has(init.type)));
        if (inits.length === 0) return undefined;
        let out = '';
        let at = 0;
        for (const init of inits) {
          out += `${code.slice(at, init.start)}/* @__PURE__ */ (() => (${code.slice(init.start, init.end)}))()`;
          at = init.end;
        }
        return { code: out + code.slice(at), map: null };
      },
    },
  };
}

/**
 * The public landing pages' code in few chunks. Left to the automatic splitting, the modules a page
 * shares with other lazy routes (the cart, the staff calendar, a reservation change) came as some twenty
 * small chunks, and a phone on HTTP/1.1 fetches six at a time, so first paint waited several round trips.
 * The app's own modules and pure domain rules that a landing page imports statically, and the start does
 * not already carry, are grouped by the landing pages that import them: one chunk for each page's own,
 * one for those two or three pages share. (The contract modules, and any module declaring zod schemas,
 * keep their own chunks: grouped, the back office's use of the schemas would keep zod in a page's
 * chunk.) Dependencies are not pulled
 * in after them: the start's modules and the libraries keep their chunks, and as the start's closure is
 * closed and neither libraries nor domain rules import the app, no cycle between chunks can arise.
 */
function landingPageChunks() {
  type Info = { importedIds: readonly string[] } | null;
  const page = (path: string) => resolve(webRoot, 'src', path);
  const start = page('app/start.tsx');
  const grouped = [page('') + '/', resolve(repoRoot, 'functions/domain') + '/'];
  const pages: Record<string, string> = {
    home: page('features/home/HomePage.tsx'),
    'park-search': page('features/park-search/ParkSearchResultsPage.tsx'),
    'park-page': page('features/spot-search/park/LocationPage.tsx'),
  };
  const closures = new Map<string, Set<string>>();
  const closure = (root: string, info: (id: string) => Info): Set<string> => {
    const known = closures.get(root);
    if (known) return known;
    const seen = new Set<string>();
    const stack = [root];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(info(id)?.importedIds ?? []));
    }
    closures.set(root, seen);
    return seen;
  };
  return {
    name: (id: string, ctx: { getModuleInfo(id: string): Info }) => {
      const info = (m: string) => ctx.getModuleInfo(m);
      if (!grouped.some((dir) => id.startsWith(dir)) || closure(start, info).has(id)) return null;
      if (info(id)?.importedIds.some((dep) => /[\\/]node_modules[\\/]zod[\\/]/.test(dep))) return null;
      const importers = Object.keys(pages).filter((name) => closure(pages[name]!, info).has(id));
      return importers.length ? importers.join('_') : null;
    },
  };
}

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: webRoot,
  publicDir: resolve(webRoot, 'public'),
  plugins: [react(), preloadAppStart(), pureSharedDeclarations()],
  resolve: { alias: packageImportAliases() },
  build: {
    // WEB_DIST builds elsewhere; the local runtime reads the same variable.
    outDir: process.env.WEB_DIST ? resolve(repoRoot, process.env.WEB_DIST) : resolve(webRoot, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: [landingPageChunks()] },
      },
    },
  },
  server: {
    // The dev server serves the app; the API and the tenant directory come from the local runtime.
    proxy: {
      '/v1': { target: apiTarget },
      '/tenants.json': { target: apiTarget },
    },
  },
});
