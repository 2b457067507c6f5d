import { defineConfig } from 'vitest/config';

// Four tiers, one runner: `npm test` runs them all, `npm run test:<tier>` one of them.
// Sized for two cores: vitest runs cores - 1 files at a time (one, on CI), and the e2e files, which may
// not run in parallel, go one after another after every other tier, each with one Chromium, against
// one local runtime shared by all of them (each file makes its own customers: tests/e2e/support).
// `npm run test:repeat` runs integration and e2e three times in shuffled file orders (tests/repeat.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
