/** @jest-environment node */
import { fixtureEntry, findMethod } from './__fixtures__/fixtureSpecs';
import { normaliseSpec } from './normaliseSpec';
import { serverUrl } from './serverUrl';

const spec = {
  openapi: '3.0.3',
  info: { title: 'Servers', version: 'v1' },
  servers: [
    {
      url: 'https://{region}.example.test:{port}/restapi',
      description: 'Production',
      variables: {
        region: { default: 'na1', enum: ['na1', 'eu', 'au'], description: 'Your **region**' },
        port: { default: '443' },
      },
    },
    { url: 'https://demo.example.test/restapi', description: 'Demo' },
  ],
  tags: [{ name: 'Rooms' }],
  paths: {
    '/v1/rooms': {
      get: { operationId: 'list', tags: ['Rooms'], responses: { 200: { description: 'ok' } } },
      post: {
        operationId: 'create',
        tags: ['Rooms'],
        servers: [{ url: 'https://upload.example.test' }],
        responses: { 201: { description: 'ok' } },
      },
    },
  },
};

const model = normaliseSpec(spec, {
  file: 'servers.json',
  entry: fixtureEntry(),
  version: 'v1',
  isPrimary: true,
  basePath: '/docs/fixture-api/reference/',
  warn: () => undefined,
});

describe('servers in the catalog', () => {
  it('keeps each server with its description and variables', () => {
    expect(model.servers).toEqual([
      {
        url: 'https://{region}.example.test:{port}/restapi',
        description: 'Production',
        variables: [
          {
            name: 'region',
            default: 'na1',
            enum: ['na1', 'eu', 'au'],
            descriptionHtml: '<p>Your <strong>region</strong></p>',
          },
          { name: 'port', default: '443' },
        ],
      },
      { url: 'https://demo.example.test/restapi', description: 'Demo', variables: [] },
    ]);
  });

  it("keeps an operation's own servers, and none where it has none", () => {
    expect(findMethod(model, 'Rooms', 'create').servers).toEqual([
      { url: 'https://upload.example.test', variables: [] },
    ]);
    expect(findMethod(model, 'Rooms', 'list').servers).toBeUndefined();
  });
});

describe('serverUrl', () => {
  const [production] = model.servers;

  it('fills variables with their defaults', () => {
    expect(serverUrl(production)).toBe('https://na1.example.test:443/restapi');
  });

  it('takes chosen values, and encodes typed ones so they stay inside their segment', () => {
    expect(serverUrl(production, { region: 'eu', port: '8443' })).toBe(
      'https://eu.example.test:8443/restapi',
    );
    expect(serverUrl(production, { region: 'evil.test/x?', port: '' })).toBe(
      'https://evil.test%2Fx%3F.example.test:443/restapi',
    );
  });
});
