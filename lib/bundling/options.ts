/**
 * How every Campfire Lambda is bundled (lib/lambda.ts): ESM for Node 24, minified, a source map beside
 * it, and nothing a Lambda never runs. Its size is what a cold start reads and parses before the first
 * request; tests/infra/bundles.test.ts holds the API bundles to a ceiling.
 */
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/** The module a bundle gets for `zod`: zod without its message locales (relative to the project root, where esbuild runs). */
export const ZOD_IN_BUNDLES = './lib/bundling/zod/index.ts';

/**
 * Credential sources of the AWS SDK's default chain that a Lambda never reaches: Lambda puts the
 * function's credentials in its environment, the chain's first link. The chain loads each of these with
 * a dynamic import, so they leave the bundle with the SSO, STS and sign-in clients they bring (about
 * 100 kB); were one ever reached, the Node runtime's own AWS SDK (a version AWS picks) would answer. The
 * rest of the AWS SDK is bundled, so the deployed code runs the versions the tests ran.
 */
export const UNREACHED_CREDENTIAL_SOURCES = [
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-http',
  '@smithy/credential-provider-imds',
];

export const LAMBDA_BUNDLING = {
  format: OutputFormat.ESM,
  target: 'node24',
  minify: true,
  sourceMap: true,
  externalModules: UNREACHED_CREDENTIAL_SOURCES,
  // The ES module build of a package that ships both, which esbuild can tree-shake.
  mainFields: ['module', 'main'],
  esbuildArgs: { '--alias': `zod=${ZOD_IN_BUNDLES}` },
  // CommonJS dependencies inside an ESM bundle still call require().
  banner:
    "import { createRequire as __cfRequire } from 'node:module'; const require = __cfRequire(import.meta.url);",
} satisfies BundlingOptions;
