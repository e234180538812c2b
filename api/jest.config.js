// API tests run against a real database: always the embedded PGlite, and again on a PostgreSQL server when
// TEST_DATABASE_URL is set (.ci/run sets it to the local server).
const base = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    // Tests of the repository's scripts load those ES modules with import(), which must stay an import().
    '/test/scripts/.+\\.ts$': [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs', ignoreDynamic: true } },
    ],
    '^.+\\.[tj]s$': ['@swc/jest', { jsc: { target: 'es2022' } }],
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};

const projects = [
  {
    ...base,
    displayName: 'api (pglite)',
    setupFiles: ['<rootDir>/test/support/use-pglite.ts'],
    // Replicas share a database server, and only a server can go away: PostgreSQL only.
    testPathIgnorePatterns: [
      '/test/replicas\\.test',
      '/test/database-outage\\.test',
      '/test/redis-outage\\.test',
    ],
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    ...base,
    displayName: 'api (postgres)',
    setupFiles: ['<rootDir>/test/support/use-postgres.ts'],
    // Tests that never touch a database run once, in the project above.
    testPathIgnorePatterns: [
      '/test/config\\.test',
      '/test/db/unavailable\\.test',
      '/test/deploy-env\\.test',
      '/test/http-logging\\.test',
      '/test/lib/',
      '/test/payment/sslcommerz\\.test',
      '/test/payment/sslcommerz-signature\\.test',
      '/test/release/',
      '/test/scripts/',
    ],
  });
}

module.exports = { projects, testTimeout: 30_000 };
