/** @jest-environment node */
import { fixtureEntry } from './__fixtures__/fixtureSpecs';
import { normaliseSpec } from './normaliseSpec';

function normalise(spec: object) {
  const warnings: string[] = [];
  const entry = fixtureEntry();
  const model = normaliseSpec(spec, {
    file: 'inline.json',
    entry,
    version: 'v1',
    isPrimary: true,
    basePath: '/x/',
    warn: (m) => warnings.push(m),
  });
  return { model, warnings };
}

const operation = (extra: object) => ({ responses: { '200': { description: 'OK' } }, ...extra });

describe('placing operations in categories', () => {
  const spec = {
    openapi: '3.0.3',
    info: { title: 'Categories', version: 'v1' },
    'x-ds-categories': [{ name: 'Envelopes', summary: 'Envelopes' }],
    tags: [{ name: 'Reports', 'x-ds-category': 'Reporting' }],
    paths: {
      '/a': { get: operation({ tags: ['Envelopes'], 'x-ds-service': 'envelopes' }) },
      '/b': { get: operation({ tags: ['Reports'] }) },
      '/c': { get: operation({ tags: ['Loose'] }) },
    },
  };
  const { model, warnings } = normalise(spec);

  it('matches x-ds-service to a category by slug, whatever its case', () => {
    expect(model.categories[0]).toMatchObject({
      name: 'Envelopes',
      resources: [{ name: 'Envelopes' }],
    });
  });

  it('keeps a resource under an x-ds-category the spec forgot to declare, with a warning', () => {
    expect(model.categories[1]).toMatchObject({
      name: 'Reporting',
      slug: 'reporting',
      resources: [{ name: 'Reports' }],
    });
    expect(warnings).toContain(
      'inline.json: x-ds-category "Reporting" of resource "Reports" is not in x-ds-categories',
    );
  });

  it('lists an operation with no category under the API name, with a warning', () => {
    expect(model.categories[2]).toMatchObject({
      name: 'Fixture API',
      resources: [{ name: 'Loose' }],
    });
    expect(warnings).toContain(
      'inline.json: GET /c has no category in x-ds-categories; listed under "Fixture API"',
    );
  });
});

it('rejects a spec whose operations are not objects, naming the file and the place', () => {
  const spec = {
    swagger: '2.0',
    info: { title: 'Bad', version: '1' },
    paths: { '/a': { get: 'nope' } },
  };
  expect(() => normalise(spec)).toThrow(
    'inline.json: invalid spec: paths["/a"].get must be an object',
  );
});
