import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';

// The build (gatsby/) and the browser (src/) meet only in lib/ (lib/site holds their contract:
// page contexts, link and no-index rules, metadata limits). The build names templates by path
// string, as Gatsby's createPage wants (`path.resolve('src/templates/...')`), never by import.
const GATSBY_FROM_SRC = {
  regex: '^(\\.{1,2}/)+gatsby/',
  message: 'src/ must not import gatsby/ (build code); put what both need in lib/site.',
};
const SRC_FROM_GATSBY = {
  regex: '^(\\.{1,2}/)+src/',
  message:
    'gatsby/ must not import src/ (browser code); put what both need in lib/site and name templates by path string.',
};

// lib/ modules that need Node (files, streams, zlib, crypto): the build and the server import
// them, the browser never. Every other lib/ module is browser-safe and imports none of these nor
// a Node built-in; lib/reference's index is the build and server entry (it re-exports its Node
// modules), so browser code imports the single modules it needs.
const NODE_ONLY_LIB = [
  'lib/builtFiles.ts',
  'lib/dataFiles/**',
  'lib/reference/index.ts',
  'lib/reference/catalog.ts',
  'lib/reference/loadApiReferences.ts',
  'lib/reference/readSpec.ts',
  'lib/reference/registry.ts',
];
const NODE_ONLY_FROM_BROWSER = {
  regex:
    '(^|/)lib/(builtFiles|dataFiles(/.*)?|reference|reference/(index|catalog|loadApiReferences|readSpec|registry))$',
  message:
    'a Node-only module of lib/ (NODE_ONLY_LIB in eslint.config.mjs); import a browser-safe module instead.',
};
const LIB_IMPORTS_NO_PART = {
  regex: '(^|/)(src|gatsby|server|packages|test-support)/|^@developer-center/',
  message: 'lib/ is shared by build, browser, server and packages and imports none of them.',
};

// The workspace packages (packages/*: the embedded platform, the store, the HTTP helpers) are
// imported by their names, never by path, and the portal's server loads the embedded platform
// only in its composition root, by import() (docs/architecture.md, "Fences").
const PACKAGE_BY_PATH = {
  regex: '(^|/)packages/',
  message: 'import a workspace package by its name (@developer-center/...), never by path.',
};
const SANDBOX_LOADED = {
  regex: '^@developer-center/sandbox(/|$)',
  message:
    'only server/app.ts loads the embedded platform, by import() when it is embedded; reach it over HTTP.',
};
const SANDBOX_IMPORTED = {
  selector: 'ImportExpression[source.value=/^@developer-center\\u002Fsandbox/]',
  message:
    'only server/app.ts loads the embedded platform, by import() when it is embedded; reach it over HTTP.',
};
const TEST_SUPPORT = {
  regex: '(^|/)test-support/',
  message: 'product code must not import test-support/ (tests only).',
};
const PACKAGE_IMPORTS_NO_PART = {
  regex: '(^|/)(src|gatsby|server)/',
  message:
    'a workspace package imports lib/ and other packages only, never the portal (server/, src/, gatsby/).',
};
const PACKAGE_TESTS = [
  'packages/**/*.test.ts',
  'packages/*/test-support/**',
  'packages/**/__fixtures__/**',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'public',
      '.cache',
      'data',
      'test-results',
      'playwright-report',
      'dist',
      'content',
      'static',
      '**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // CommonJS files that tools load by path (a webpack loader). Their top level is the scope of
  // Node's module wrapper (globalReturn), so a `const crypto` there shadows the global, as in Node.
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: globals.node,
      parserOptions: { ecmaFeatures: { globalReturn: true } },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: '18' } },
    rules: {
      ...react.configs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      'react/react-in-jsx-scope': 'off',
      'react/prop-types': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // Each part's globals, as its TypeScript project (tsconfig/README.md) has them: the browser's
  // (src/, Gatsby's browser and SSR entries, the embedded platform's page scripts), Node's (the
  // build, the server, the packages, scripts and benchmarks), both runtimes' common ones for the
  // browser-safe lib/, and the tests' (Node and Jest, with the DOM that jsdom and Playwright's
  // pages give them). Later entries win, so a test beside browser code gets the tests' globals.
  {
    files: [
      'src/**/*.{ts,tsx}',
      'gatsby-browser.tsx',
      'gatsby-ssr.tsx',
      'gatsby/ssr/**/*.{ts,tsx}',
      'packages/sandbox/signing/assets/**/*.mjs',
    ],
    languageOptions: { globals: globals.browser },
  },
  {
    files: [
      'gatsby/**/*.{ts,mjs}',
      'gatsby-node.ts',
      'gatsby-config.ts',
      'server/**/*.ts',
      'packages/**/*.ts',
      'scripts/**/*.mjs',
      'bench/**/*.{ts,mjs}',
      'eslint.config.mjs',
    ],
    ignores: ['gatsby/ssr/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['lib/**/*.ts'],
    languageOptions: { globals: globals['shared-node-browser'] },
  },
  {
    files: NODE_ONLY_LIB,
    languageOptions: { globals: globals.node },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      '**/__fixtures__/**/*.{ts,tsx}',
      'src/test-utils/**/*.{ts,tsx}',
      'test-support/**/*.ts',
      'packages/*/test-support/**/*.ts',
      'tests/**/*.{ts,mjs}',
      'jest.*.ts',
      'playwright.config.ts',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.jest, ...globals.browser } },
  },
  // Build, browser and server share code only through lib/ (see lib/README.md): the browser
  // bundle must not pull in server code, and the server must run without the Gatsby build code.
  // Test support (a real server on loopback, fake platform and code host, the outbound guard)
  // lives in test-support/, apart from the product folders: tests and src/test-utils may
  // use it, product code may not.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test-utils/**', 'src/**/__fixtures__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(server|packages)/|^@developer-center/',
              message: 'src/ must not import server/ or its packages; move shared code to lib/.',
            },
            {
              regex: '(^|/)test-utils/',
              message: 'product code must not import src/test-utils/ (tests only).',
            },
            GATSBY_FROM_SRC,
            NODE_ONLY_FROM_BROWSER,
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test-utils/**/*.{ts,tsx}', 'src/**/__fixtures__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(server|packages)/',
              message: 'src/ tests may import test-support/ only; move shared code to lib/.',
            },
            GATSBY_FROM_SRC,
          ],
        },
      ],
    },
  },
  {
    files: ['gatsby/**/*.{ts,tsx}', 'gatsby-node.ts', 'gatsby-config.ts'],
    ignores: ['gatsby/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SRC_FROM_GATSBY,
            {
              regex: '^(\\.{1,2}/)+(server|packages)/|^@developer-center/',
              message: 'gatsby/ must not import server/ or its packages; move shared code to lib/.',
            },
          ],
        },
      ],
    },
  },
  // Build tuning (gatsby/tuning/README.md) changes how Gatsby, webpack and Parcel work, never what
  // a page holds: it imports nothing else of the build, and only the Gatsby Node API modules at
  // the root of gatsby/ (and gatsby-config.ts) call it, so a module can go when an upgrade makes
  // it unneeded without touching the page code.
  {
    files: ['gatsby/**/*.{ts,tsx}', 'gatsby-config.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.cjs'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './gatsby/tuning',
              from: ['./gatsby', './lib', './src', './server'],
              except: ['./tuning'],
              message: 'gatsby/tuning imports nothing of the build; the Node API modules call it.',
            },
            {
              target: './gatsby/!(tuning)/**/*',
              from: './gatsby/tuning',
              message: 'only the Gatsby Node API modules (gatsby/*.ts) call gatsby/tuning.',
            },
          ],
        },
      ],
    },
  },
  // Build tests may check their output against the server's reader (the search index); the
  // index builder itself is in lib/search, where server tests reach it too.
  {
    files: ['gatsby/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SRC_FROM_GATSBY] }] },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(src|gatsby)/',
              message: 'server/ must not import src/ or gatsby/; move shared code to lib/.',
            },
            TEST_SUPPORT,
            PACKAGE_BY_PATH,
            SANDBOX_LOADED,
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/app.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        SANDBOX_IMPORTED,
        {
          selector: 'ImportExpression[source.value=/(^|\\u002F)packages\\u002F/]',
          message: PACKAGE_BY_PATH.message,
        },
      ],
    },
  },
  // The server's inner fences (docs/architecture.md, "Fences"): the route modules and the MCP
  // server are siblings that import neither each other.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server/routes',
              from: './server/mcp',
              message: 'routes/ and mcp/ are siblings: share code through a neutral module.',
            },
            {
              target: './server/mcp',
              from: './server/routes',
              message: 'routes/ and mcp/ are siblings: share code through a neutral module.',
            },
          ],
        },
      ],
    },
  },
  // The workspace packages: each imports lib/ and the packages it names in its package.json,
  // never the portal; the store and the HTTP helpers know nothing of the platform, and the store
  // nothing of HTTP. The embedded platform's own fence is the server's rule above: the portal
  // loads it only from its composition root.
  {
    files: ['packages/**/*.ts'],
    ignores: PACKAGE_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [PACKAGE_IMPORTS_NO_PART, TEST_SUPPORT, PACKAGE_BY_PATH] },
      ],
    },
  },
  {
    files: ['packages/store/**/*.ts', 'packages/http/**/*.ts'],
    ignores: PACKAGE_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            PACKAGE_IMPORTS_NO_PART,
            TEST_SUPPORT,
            PACKAGE_BY_PATH,
            {
              regex: '^@developer-center/sandbox(/|$)',
              message: 'the store and the HTTP helpers know nothing of the embedded platform.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/store/**/*.ts'],
    ignores: PACKAGE_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            PACKAGE_IMPORTS_NO_PART,
            TEST_SUPPORT,
            PACKAGE_BY_PATH,
            {
              regex: '^@developer-center/',
              message: 'the store is the bottom package: it imports lib/ only.',
            },
          ],
        },
      ],
    },
  },
  // Tests and the test support: real servers, both databases, the platform's drivers; never the
  // browser's or the build's code.
  {
    files: ['server/**/*.test.ts', 'test-support/**/*.ts', ...PACKAGE_TESTS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(src|gatsby)/',
              message: 'tests of the server and its packages do not import src/ or gatsby/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // The SQLite driver is the store's (packages/store); the browser never loads it.
          paths: [{ name: 'libsql', message: 'SQLite belongs to packages/store.' }],
          patterns: [LIB_IMPORTS_NO_PART],
        },
      ],
    },
  },
  // The browser-safe part of lib/: no Node built-in, no Node-only module of lib/.
  {
    files: ['lib/**/*.ts'],
    ignores: [...NODE_ONLY_LIB, 'lib/**/*.test.ts', 'lib/**/__fixtures__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'libsql', message: 'SQLite belongs to packages/store.' }],
          patterns: [
            LIB_IMPORTS_NO_PART,
            {
              regex: '^node:',
              message:
                'browser-safe lib/ modules use no Node built-in; put Node code in a module of NODE_ONLY_LIB (eslint.config.mjs).',
            },
            {
              regex:
                '(^|/)(builtFiles|dataFiles(/.*)?|catalog|loadApiReferences|readSpec|registry)$',
              message: 'a browser-safe lib/ module imports no Node-only one (NODE_ONLY_LIB).',
            },
          ],
        },
      ],
    },
  },
);
