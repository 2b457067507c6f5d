// One lint setup for the whole repository: functions, infrastructure, web and tests.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';

// Import rules: functions (DESIGN §7, README "Architecture"). Each folder names what it may not import;
// crossing folders goes through the package.json aliases (#domain/*, #store/*, ...), never '../', so
// every crossing is seen here. No exceptions: code two folders need moves to where both may import it.
const API_CONTEXTS = readdirSync('functions/api', { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'shared')
  .map((d) => d.name);
const FUNCTION_FOLDERS = [
  'domain',
  'contract',
  'store',
  'mappers',
  'adapters',
  'http',
  'booking',
  'workflows',
  'api',
  'demo',
  'triggers',
];

/** `#<folder>/*` and any relative path into that folder. */
const folder = (name) => [`\\#${name}/*`, `**/functions/${name}/*`];
const forbid = (from, names, why, allowTypeImports = false) => ({
  group: names.flatMap(folder),
  message: `${from} may not import ${names.join(', ')}: ${why}`,
  allowTypeImports,
});
const UP = {
  group: ['../*'],
  message: 'Cross folders through the aliases (#domain/..., #store/...), not ../.',
};
// A TenantId is made only where a tenant id enters the system: the contract's path schema, the
// runtime's configuration (demo seeding, the sweeper, Cognito triggers, bin/local) and tests.
const NO_TENANT_MAKER = {
  group: ['\\#domain/tenant-id'],
  message:
    'Only the tenant path schema and the runtime configuration make a TenantId; take one as a parameter.',
};
const layer = (files, ...patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [UP, ...patterns] }] },
});
const others = (self, names) => FUNCTION_FOLDERS.filter((f) => f !== self && !names.includes(f));

// Import rules: web. One direction: app (routers, layouts) composes the features; a feature imports
// components and lib, never another feature or app; components import lib; lib imports none of them
// (DESIGN §7 lets a feature import app; app's shared state moved to lib instead, so no two folders
// import each other). Leaving a feature goes through #web/..., so no relative import climbs out of it.
const WEB_FEATURES = readdirSync('web/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const webFolder = (name) => [`\\#web/${name}/*`, `**/web/src/${name}/*`];
const webFeature = (feature) =>
  [0, 1, 2, 3].map((depth) => ({
    files: [`web/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [`${'../'.repeat(depth + 1)}*`],
              message: 'Leave the feature through #web/..., not ../.',
            },
            {
              group: WEB_FEATURES.filter((f) => f !== feature).map((f) => `\\#web/features/${f}/*`),
              message: `The ${feature} feature may not import another feature: move what both need to web/src/lib or web/src/components.`,
            },
            { group: webFolder('app'), message: 'A feature may not import app: app composes the features.' },
          ],
        },
      ],
    },
  }));
const webLayer = (folder, forbidden) =>
  [0, 1, 2, 3].map((depth) => ({
    files: [`web/src/${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [`${'../'.repeat(depth + 1)}*`],
              message: `Leave web/src/${folder} through #web/..., not ../.`,
            },
            {
              group: forbidden.flatMap(webFolder),
              message: `web/src/${folder} may not import ${forbidden.join(', ')}: app → features → components → lib.`,
            },
          ],
        },
      ],
    },
  }));
const webImportRules = [
  ...WEB_FEATURES.flatMap(webFeature),
  ...webLayer('components', ['app', 'features']),
  ...webLayer('lib', ['app', 'features', 'components']),
];

const functionsImportRules = [
  layer(['functions/domain/**/*.ts'], forbid('The domain', others('domain', []), 'rules only, no I/O'), {
    group: ['@aws-sdk/*', 'node:fs', 'node:http', 'node:child_process'],
    message: 'The domain does no I/O.',
  }),
  layer(
    ['functions/contract/**/*.ts'],
    forbid('The contract', others('contract', ['domain']), 'wire shapes built on the domain'),
  ),
  layer(
    ['functions/store/**/*.ts'],
    NO_TENANT_MAKER,
    forbid('The store', others('store', ['domain']), 'records and keys only'),
  ),
  layer(
    ['functions/mappers/**/*.ts'],
    NO_TENANT_MAKER,
    forbid('A mapper', others('mappers', ['domain', 'contract', 'store']), 'records to wire shapes'),
    forbid('A mapper', ['store'], 'it reads record types, never the table', true),
  ),
  layer(
    ['functions/adapters/**/*.ts'],
    NO_TENANT_MAKER,
    forbid(
      'An adapter',
      others('adapters', ['domain', 'contract', 'store']),
      'the runtime hands it what it needs',
    ),
  ),
  layer(
    ['functions/http/**/*.ts'],
    NO_TENANT_MAKER,
    forbid(
      'The HTTP pipeline',
      others('http', ['domain', 'contract', 'store', 'adapters']),
      'it serves every context',
    ),
  ),
  layer(
    ['functions/booking/**/*.ts'],
    NO_TENANT_MAKER,
    forbid('The booking module', ['api', 'workflows', 'demo'], 'api contexts and workflows build on it'),
    forbid('The booking module', ['http'], 'it serves workflows too (types only)', true),
  ),
  layer(
    ['functions/triggers/**/*.ts'],
    forbid(
      'A Cognito trigger',
      others('triggers', ['domain', 'store', 'adapters']),
      'it runs inside Cognito',
    ),
  ),
  layer(
    ['functions/workflows/**/*.ts'],
    forbid('A workflow', ['api', 'http', 'demo'], 'it runs outside any HTTP request'),
  ),
  // functions/api/*.ts (the registry, and every context's route table for the docs Lambda) sit above the contexts.
  layer(
    ['functions/api/shared/**/*.ts'],
    NO_TENANT_MAKER,
    {
      group: API_CONTEXTS.map((c) => `\\#api/${c}/*`),
      message: 'Shared API modules may not import a context: each context is its own Lambda.',
    },
    forbid('The API', ['workflows', 'demo'], 'workflows start through #adapters/workflows'),
  ),
  ...API_CONTEXTS.map((context) =>
    layer(
      [`functions/api/${context}/**/*.ts`],
      NO_TENANT_MAKER,
      {
        group: API_CONTEXTS.filter((c) => c !== context).map((c) => `\\#api/${c}/*`),
        message: `The ${context} context may not import another context (each is its own Lambda): share through #booking, #mappers or #api/shared.`,
      },
      forbid(`The ${context} context`, ['workflows', 'demo'], 'workflows start through #adapters/workflows'),
    ),
  ),
];

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.data', 'coverage', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...functionsImportRules,
  ...webImportRules,
);
