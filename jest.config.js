// One Jest run for every unit test: browser code in jsdom, build and server code in node
// (a file opts into node with a `@jest-environment node` docblock).
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  // `__mocks__` holds the stand-ins for packages (gatsby) that every test gets.
  roots: [
    '<rootDir>/__mocks__',
    '<rootDir>/src',
    '<rootDir>/lib',
    '<rootDir>/gatsby',
    '<rootDir>/server',
    '<rootDir>/packages',
    '<rootDir>/test-support',
    '<rootDir>/scripts',
    '<rootDir>/bench',
    '<rootDir>/tests',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // The benches' own tools (Lighthouse, search libraries), installed on demand: not ours to scan.
  modulePathIgnorePatterns: ['<rootDir>/bench/tools/'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  globalSetup: '<rootDir>/jest.globalSetup.ts',
  globalTeardown: '<rootDir>/jest.globalTeardown.ts',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
    // pdf.js ships only ES modules (.mjs); swc turns its `import.meta.url` into a file URL.
    '^.+\\.mjs$': ['@swc/jest', { jsc: { target: 'es2022' } }],
  },
  // ESM-only packages are compiled like our own code.
  transformIgnorePatterns: [
    '/node_modules/(?!(redux-persist-transform-encrypt|minisearch|@readme/httpsnippet|@fastify/cookie|cookie|feed|pdfjs-dist)/)',
  ],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/src/test-utils/styleStub.js',
  },
  testTimeout: 20000,
  // Two workers, not Jest's default of cores - 1: on CI's 2-core machine that default is one
  // worker, i.e. every file in band, one after another. Most of the slow files (cluster, codeload
  // runs, HTTP faults, fuzzing, SDK samples) spend their time waiting on child processes and
  // sockets, so a second file running meanwhile uses the idle core.
  maxWorkers: 2,
  // A worker's heap grows with every file it runs (2.6 GB by the end of a run): the 20,000-write
  // flood of loginThrottle.test.ts took 286 s in CI, running late in such a worker, and 10 s
  // early in a fresh one. Past this, a worker is replaced between files.
  workerIdleMemoryLimit: '1GB',
};
