// One jest run, split into projects so each kind of test can be selected on its own:
// unit (node), web (jsdom components), integration (real Postgres/NATS/Redis), e2e (Chromium).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@shop/(contracts|config|messaging|service-runtime|database|testing)$': '<rootDir>/libs/$1/src',
    // The storefront's styles made at build time: in tests, each class name as itself.
    '\\.module\\.css$': '<rootDir>/frontend/src/test/css-module.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // content-disposition 2 (under @fastify/static) ships ES modules only; Node loads it, jest needs it compiled.
  transformIgnorePatterns: ['^(?!.*/node_modules/content-disposition/).*/node_modules/'],
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/libs/*/src/**/*.spec.ts',
        '<rootDir>/services/*/src/**/*.spec.ts',
        '<rootDir>/gateway/src/**/*.spec.ts',
        '<rootDir>/tools/*/src/**/*.spec.ts',
        '<rootDir>/infra/**/*.spec.{ts,js,mjs}',
        // The page renderer runs in Node, not in a browser.
        '<rootDir>/frontend/src/server/**/*.spec.ts',
      ],
    },
    {
      ...shared,
      displayName: 'web',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/frontend/src/test/dom-environment.ts'],
      setupFilesAfterEnv: ['<rootDir>/frontend/src/test/async-waits.ts'],
      testMatch: ['<rootDir>/frontend/src/**/*.spec.{ts,tsx}'],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '<rootDir>/frontend/src/server/'],
    },
    {
      ...shared,
      displayName: 'integration',
      testEnvironment: 'node',
      setupFiles: ['<rootDir>/libs/testing/src/jest/worker-nats.ts'],
      setupFilesAfterEnv: ['<rootDir>/libs/testing/src/jest/slow-tests.ts'],
      globalSetup: '<rootDir>/libs/testing/src/jest/integration-setup.ts',
      globalTeardown: '<rootDir>/libs/testing/src/jest/integration-teardown.ts',
      testMatch: [
        '<rootDir>/libs/*/test/**/*.int-spec.ts',
        '<rootDir>/services/*/test/**/*.int-spec.ts',
        '<rootDir>/gateway/test/**/*.int-spec.ts',
        '<rootDir>/tools/*/test/**/*.int-spec.ts',
        '<rootDir>/infra/test/**/*.int-spec.ts',
      ],
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/libs/testing/src/jest/slow-tests.ts'],
      globalSetup: '<rootDir>/infra/dev/e2e-global-setup.mjs',
      globalTeardown: '<rootDir>/infra/dev/e2e-global-teardown.mjs',
      testMatch: ['<rootDir>/frontend/e2e/**/*.e2e-spec.ts'],
    },
  ],
};
