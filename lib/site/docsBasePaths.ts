// The documentation base paths of docs/behaviour.md §2, in the order the site lists them. The header
// menu, the home page cards and the redirect aliases read this one list.

/** A documentation base path and how the site labels it. */
export interface DocsBasePath {
  path: string;
  title: string;
  summary: string;
  /** True when the API has a generated reference at {path}reference/. */
  hasReference: boolean;
  beta?: boolean;
}

export const DOCS_BASE_PATHS: readonly DocsBasePath[] = [
  {
    path: '/docs/esign-rest-api/',
    title: 'eSignature REST API',
    summary: 'Send, sign and track envelopes.',
    hasReference: true,
  },
  {
    path: '/docs/click-api/',
    title: 'Click API',
    summary: 'Click-to-agree consent for standard terms.',
    hasReference: true,
  },
  {
    path: '/docs/admin-api/',
    title: 'Admin API',
    summary: 'Users, accounts and domains of an organization.',
    hasReference: true,
  },
  {
    path: '/docs/rooms-api/',
    title: 'Rooms API',
    summary: 'Real-estate transaction rooms.',
    hasReference: true,
  },
  {
    path: '/docs/clm-api/',
    title: 'CLM API',
    summary: 'Contract lifecycle documents and workflows.',
    hasReference: true,
  },
  {
    path: '/docs/maestro-api/',
    title: 'Maestro API',
    summary: 'Trigger and track agreement workflows.',
    hasReference: true,
  },
  {
    path: '/docs/web-forms-api/',
    title: 'Web Forms API',
    summary: 'Pre-filled interactive forms.',
    hasReference: true,
  },
  {
    path: '/docs/docgensend-api/',
    title: 'Doc Gen API',
    summary: 'Generate documents from templates.',
    hasReference: true,
  },
  {
    path: '/docs/idevidence-api/',
    title: 'ID Evidence API',
    summary: 'Identity verification evidence.',
    hasReference: true,
  },
  {
    path: '/docs/monitor-api/',
    title: 'Monitor API',
    summary: 'Security events for your SIEM.',
    hasReference: true,
  },
  {
    path: '/docs/notary-api/',
    title: 'Notary API',
    summary: 'Remote online notarization.',
    hasReference: true,
  },
  {
    path: '/docs/connected-fields-api/',
    title: 'Connected Fields API',
    summary: 'Verify field data while signing.',
    hasReference: true,
  },
  {
    path: '/docs/navigator-api/',
    title: 'Navigator API',
    summary: 'Agreement data extracted by AI.',
    hasReference: true,
    beta: true,
  },
  {
    path: '/docs/workspaces-api/',
    title: 'Workspaces API',
    summary: 'Shared deal workspaces.',
    hasReference: true,
    beta: true,
  },
  {
    path: '/docs/esign-soap-api/',
    title: 'eSignature SOAP API',
    summary: 'The legacy SOAP interface.',
    hasReference: false,
  },
  {
    path: '/docs/salesforce/',
    title: 'Apex Toolkit',
    summary: 'eSignature from Salesforce Apex code.',
    hasReference: false,
  },
  {
    path: '/docs/mobile-sdks/',
    title: 'Mobile SDKs',
    summary: 'Native iOS and Android signing.',
    hasReference: false,
  },
  {
    path: '/docs/dsa-api/',
    title: 'DSA API',
    summary: 'Document signing applications.',
    hasReference: false,
  },
  {
    path: '/docs/tsp-api/',
    title: 'TSP API',
    summary: 'Trust service provider signatures.',
    hasReference: false,
  },
];

/** Aliases of docs/behaviour.md §2: old paths that lead to a documentation base path. */
export const DOCS_ALIASES: readonly { from: string; to: string }[] = [
  { from: '/sdks/', to: '/docs/esign-rest-api/' },
  { from: '/clm.cm/', to: '/docs/clm-api/' },
  { from: '/docs/esign-rest-api/sdks/', to: '/docs/esign-rest-api/' },
  { from: '/docs/clm-api/clm.cm/', to: '/docs/clm-api/' },
];
