// A generated Swagger 2.0 spec of the eSignature shape at small scale: an envelope's recipients
// hold signers whose tabs have 39 lists of tab kinds, each tab with 80 properties and a
// metadata object, and a folder that holds folders. Far more schema than one page's budget.

const text = (description: string) => ({ type: 'string', maxLength: 100, description });
const list = (name: string) => ({ type: 'array', items: { $ref: `#/definitions/${name}` } });

export const TAB_KINDS = Array.from({ length: 39 }, (_, i) =>
  i === 0 ? 'signHere' : `tabKind${i}`,
);

function definitions(): Record<string, object> {
  const tab = (kind: string) => ({
    type: 'object',
    description: `A ${kind} tab.`,
    properties: {
      ...Object.fromEntries(
        Array.from({ length: 79 }, (_, i) => [
          `${kind}Field${i}`,
          text(`Field ${i} of a ${kind} tab: where and how it sits on the page.`),
        ]),
      ),
      metadata: { $ref: '#/definitions/tabMetadata' },
    },
  });
  return {
    envelopeDefinition: {
      type: 'object',
      properties: {
        emailSubject: text('Subject of the email.'),
        recipients: { $ref: '#/definitions/recipients' },
        folders: list('folder'),
      },
    },
    recipients: {
      type: 'object',
      properties: { signers: list('signer'), carbonCopies: list('signer') },
    },
    signer: {
      type: 'object',
      properties: {
        name: text('Full name.'),
        email: text('Email address.'),
        tabs: { $ref: '#/definitions/tabs' },
      },
    },
    tabs: {
      type: 'object',
      properties: Object.fromEntries(TAB_KINDS.map((kind) => [`${kind}Tabs`, list(kind)])),
    },
    tabMetadata: {
      type: 'object',
      properties: {
        anchorString: text('Text the tab is anchored to.'),
        tabLabel: text('Label of the tab.'),
      },
    },
    folder: {
      type: 'object',
      properties: { name: text('Folder name.'), folders: list('folder') },
    },
    envelopeSummary: { type: 'object', properties: { envelopeId: text('Envelope id.') } },
    ...Object.fromEntries(TAB_KINDS.map((kind) => [kind, tab(kind)])),
  };
}

/**
 * A status filter with twelve thousand values (a huge enum, as some platform specs have): its
 * method page is over the page-data budget whatever the schema trimming does, so the build cuts
 * it into parts the page fetches (lib/site/pageParts).
 */
export const HUGE_ENUM = Array.from(
  { length: 12_000 },
  (_, i) => `status_${String(i).padStart(5, '0')}`,
);

export function wideSpec(): object {
  return {
    swagger: '2.0',
    info: { title: 'Wide API', version: 'v1', description: 'A generated wide spec.' },
    basePath: '/wide/v1',
    paths: {
      '/accounts/{accountId}/envelopes': {
        post: {
          tags: ['Envelopes'],
          operationId: 'Envelopes_Create',
          'x-ds-method': 'create',
          summary: 'Creates an envelope.',
          parameters: [
            { name: 'accountId', in: 'path', required: true, type: 'string' },
            {
              name: 'envelopeDefinition',
              in: 'body',
              schema: { $ref: '#/definitions/envelopeDefinition' },
            },
          ],
          responses: {
            '201': { description: 'Created', schema: { $ref: '#/definitions/envelopeSummary' } },
          },
        },
      },
      '/accounts/{accountId}/envelopes/statuses': {
        get: {
          tags: ['Envelopes'],
          operationId: 'Envelopes_ListStatuses',
          'x-ds-method': 'listStatuses',
          summary: 'Lists the envelopes of one status.',
          parameters: [
            { name: 'accountId', in: 'path', required: true, type: 'string' },
            { name: 'status', in: 'query', type: 'string', enum: HUGE_ENUM },
          ],
          responses: {
            '200': { description: 'OK', schema: { $ref: '#/definitions/envelopeSummary' } },
          },
        },
      },
    },
    definitions: definitions(),
  };
}

export const WIDE_REGISTRY = [
  {
    swaggerName: 'wide-v1',
    displayName: 'Wide API',
    route: '/docs/wide-api',
    primaryVersion: { value: 'v1' },
    legacyVersions: [],
    sidebarTitle: 'Wide API',
    apiBasePathDemo: '/wide',
    hasApiExplorer: false,
    hasSdk: false,
  },
];
