import { act, fireEvent, render } from '@testing-library/react';
import { operationForPage, schemaChunks } from '../../../lib/reference/budget';
import { normaliseFixture, readFixture } from '../../../lib/reference/__fixtures__/fixtureSpecs';
import type { ApiReferenceModel, OperationModel } from '../../../lib/reference/model';
import { MethodDetail } from './MethodDetail';

// docs/behaviour.md §2.1: every OpenAPI construct of the coverage fixtures is rendered on a method
// (or webhook) page, or named here as shown only as raw JSON. A keyword a fixture uses that no
// page renders fails this test.

/** Keywords tracked, and the `data-keyword` that marks where a page renders each. */
const TRACKED: Record<string, string> = {
  discriminator: 'discriminator',
  mapping: 'mapping',
  oneOf: 'oneOf',
  anyOf: 'anyOf',
  allOf: 'allOf',
  callbacks: 'callbacks',
  webhooks: 'webhooks',
  security: 'security',
  securitySchemes: 'security',
  securityDefinitions: 'security',
  flows: 'flows',
  flow: 'flows',
  scopes: 'scopes',
  links: 'links',
  readOnly: 'readOnly',
  writeOnly: 'writeOnly',
  const: 'const',
  type: 'type', // only a type array counts
  examples: 'examples', // only a JSON Schema examples array counts
  prefixItems: 'prefixItems',
  patternProperties: 'patternProperties',
  not: 'not',
  if: 'if',
  then: 'then',
  else: 'else',
};

/** Keywords a page shows only as raw JSON (none today; add one here rather than drop it). */
export const SHOWN_AS_RAW_JSON: string[] = [];

// Maps whose keys are names (of properties, paths, schemes, ...), not keywords.
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  'definitions',
  'schemas',
  'securitySchemes',
  'securityDefinitions',
  'paths',
  'webhooks',
  'callbacks',
  'links',
  'mapping',
  'scopes',
  'responses',
  'content',
  'flows',
  'headers',
  'parameters',
]);

/** The tracked keywords a raw spec uses, wherever they appear. */
export function keywordsOf(
  node: unknown,
  found = new Set<string>(),
  namesHere = false,
): Set<string> {
  if (Array.isArray(node)) {
    node.forEach((item) => keywordsOf(item, found));
    return found;
  }
  if (typeof node !== 'object' || node === null) return found;
  for (const [key, value] of Object.entries(node)) {
    if (!namesHere && key in TRACKED) {
      const counts = key === 'type' || key === 'examples' ? Array.isArray(value) : true;
      if (counts) found.add(key);
    }
    keywordsOf(value, found, !namesHere && NAME_MAPS.has(key) && !Array.isArray(value));
  }
  return found;
}

/** Keywords used but neither rendered (by their marker) nor listed as raw JSON. */
export function unaccounted(keywords: Set<string>, html: string): string[] {
  return [...keywords].filter(
    (keyword) =>
      !SHOWN_AS_RAW_JSON.includes(keyword) && !html.includes(`data-keyword="${TRACKED[keyword]}"`),
  );
}

/** A page rendered with every field expanded and every schema file it asks for served. */
async function renderExpanded(
  model: ApiReferenceModel,
  operation: OperationModel,
  webhook = false,
) {
  const chunks = schemaChunks(model);
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    const name = decodeURIComponent(
      String(url)
        .split('/')
        .pop()!
        .replace(/\.json$/, ''),
    );
    const chunk = chunks[name];
    return { ok: chunk !== undefined, status: chunk ? 200 : 404, json: async () => chunk };
  }) as unknown as typeof fetch;
  const view = render(
    <MethodDetail
      operation={operationForPage(model, operation)}
      schemaChunkBase="/api-schemas/fixture/v1/"
      securitySchemes={model.securitySchemes}
      webhook={webhook}
    />,
  );
  for (let round = 0; round < 10; round += 1) {
    const closed = [...view.container.querySelectorAll('button.ref-expand[aria-expanded="false"]')];
    await act(async () => {
      closed.forEach((button) => fireEvent.click(button));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    if (closed.length === 0) break;
  }
  const html = view.container.innerHTML;
  view.unmount();
  return html;
}

async function renderedFixture(name: string): Promise<string> {
  const model = normaliseFixture(name);
  const methods = model.categories.flatMap((c) => c.resources.flatMap((r) => r.methods));
  let html = '';
  for (const method of methods) html += await renderExpanded(model, method);
  for (const webhook of model.webhooks ?? []) html += await renderExpanded(model, webhook, true);
  return html;
}

const FIXTURES = ['coverage-swagger2.json', 'coverage-oas30.json', 'coverage-oas31.json'];

test.each(FIXTURES)('%s: every keyword it uses is rendered or listed as raw JSON', async (name) => {
  const keywords = keywordsOf(readFixture(name));
  expect(keywords.size).toBeGreaterThan(5);
  expect(unaccounted(keywords, await renderedFixture(name))).toEqual([]);
});

test('the fixtures together use every tracked keyword', () => {
  const all = new Set(FIXTURES.flatMap((name) => [...keywordsOf(readFixture(name))]));
  expect(Object.keys(TRACKED).filter((keyword) => !all.has(keyword))).toEqual([]);
});

test('a keyword a page does not render is reported', async () => {
  const html = await renderedFixture('coverage-oas30.json');
  expect(unaccounted(new Set(['callbacks', 'prefixItems']), html)).toEqual(['prefixItems']);
  // a property named like a keyword is a name, not the keyword
  expect([...keywordsOf({ properties: { not: { type: 'string' } } })]).toEqual([]);
});
