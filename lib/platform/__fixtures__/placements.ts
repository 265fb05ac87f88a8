import type { ApiPlacement } from '../apiLocation';

// Registry entries of each shape the rule knows, as the real platform has them.

/** Under every base_uri at the same path (eSignature, Click). */
export const UNDER_BASE_URI: ApiPlacement = { swaggerName: 'esign', apiBasePathDemo: '/restapi' };

/** On a host of its own per environment (Admin), served locally at /adminapi when embedded. */
export const OWN_HOST: ApiPlacement = {
  swaggerName: 'admin',
  apiBasePathDemo: '/adminapi',
  environments: {
    demo: { baseUrl: 'https://api-d.docusign.net/management' },
    stage: { baseUrl: 'https://api-s.docusign.net/management' },
    production: { baseUrl: 'https://api.docusign.net/management' },
  },
};

/** Under the base_uri on the real platform, but at another path than locally (Doc Gen). */
export const OTHER_PATH: ApiPlacement = {
  swaggerName: 'docgen',
  apiBasePathDemo: '/docgenapi',
  environments: { demo: { basePath: '/restapi' }, production: { basePath: '/restapi' } },
};

/** A mix: its own host in demo, under the base_uri in production. */
export const MIXED: ApiPlacement = {
  swaggerName: 'mixed',
  apiBasePathDemo: '/mixedapi',
  environments: {
    demo: { baseUrl: 'https://mixed-d.example.test/api' },
    production: { basePath: '/mixedapi' },
  },
};
