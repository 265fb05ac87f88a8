/** @jest-environment node */
// The generated corpus has the shape of the real platform specs (figures in README.md) and every
// spec passes the repository's own reading, validation and normalisation.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline, specFiles } from './referencePipeline';
import SHAPE_PAGES from './lib/shapes/pages.json';
import type {
  ModelShape as ApiReferenceModel,
  SchemaShape as SchemaModel,
} from './referencePipeline';

const { normaliseSpec, validateRegistry } = pipeline;
const { findSpecFile, readSpecFile } = specFiles;

type Json = Record<string, unknown>;
const GENERATOR = path.join(__dirname, 'generate.mjs');

function generate(scale: 'small' | 'full', seed = 1): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `corpus-${scale}-`));
  const run = spawnSync(
    process.execPath,
    [GENERATOR, '--out', out, '--scale', scale, '--seed', String(seed)],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`generate.mjs failed: ${run.stderr}`);
  return out;
}

function definitionsOf(spec: Json): Record<string, Json> {
  return (spec.definitions ?? (spec.components as Json).schemas) as Record<string, Json>;
}

/** Own properties, allOf parts included. */
function propertyCount(definition: Json): number {
  const own = Object.keys((definition.properties as Json) ?? {}).length;
  const parts = (definition.allOf as Json[]) ?? [];
  return (
    own + parts.reduce((sum, part) => sum + Object.keys((part.properties as Json) ?? {}).length, 0)
  );
}

/** Nearest-rank percentile of a sorted list. */
const percentile = (sorted: number[], p: number) => sorted[Math.ceil(p * sorted.length) - 1];

function refsOf(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => refsOf(item, found));
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.add(value.split('/').at(-1) as string);
      else refsOf(value, found);
    }
  }
  return found;
}

function reachable(graph: Map<string, Set<string>>, start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    for (const next of graph.get(stack.pop() as string) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
    }
  }
  return seen;
}

/** Follows property names through the normalised model's named schemas (arrays by their items). */
function followInModel(
  model: ApiReferenceModel,
  start: string,
  steps: (string | RegExp)[],
): SchemaModel {
  let schema: SchemaModel = model.schemas[start];
  for (const step of steps) {
    const property = schema.properties?.find((p) =>
      typeof step === 'string' ? p.name === step : step.test(p.name),
    );
    if (!property)
      throw new Error(`no property ${String(step)} in ${JSON.stringify(Object.keys(schema))}`);
    const target = property.schema.items ?? property.schema;
    schema = target.refName ? model.schemas[target.refName] : target;
  }
  return schema;
}

function loadCorpus(out: string) {
  const registryFile = path.join(out, 'registry.json');
  const registry = validateRegistry(
    JSON.parse(fs.readFileSync(registryFile, 'utf8')),
    registryFile,
  );
  const versions = registry.flatMap((entry) => [
    { entry, swaggerName: entry.swaggerName, version: entry.primaryVersion.value, isPrimary: true },
    ...entry.legacyVersions.map((legacy) => ({
      entry,
      swaggerName: legacy.swaggerName,
      version: legacy.value,
      isPrimary: false,
    })),
  ]);
  return Promise.all(
    versions.map(async ({ entry, swaggerName, version, isPrimary }) => {
      const file = findSpecFile(path.join(out, 'specs'), swaggerName) as string;
      const spec = (await readSpecFile(file)) as Json;
      const warnings: string[] = [];
      const model = normaliseSpec(spec, {
        file,
        entry,
        version,
        isPrimary,
        basePath: `${entry.route}/reference/`,
        warn: (m) => warnings.push(m),
      });
      return { swaggerName, file, spec, model, warnings };
    }),
  );
}

const operationsOf = (model: ApiReferenceModel) =>
  model.categories.flatMap((category) =>
    category.resources.flatMap((resource) => resource.methods),
  );

// Generated and read once for both describes below.
let fullCorpus: ReturnType<typeof loadCorpus> | undefined;
const full = () => (fullCorpus ??= loadCorpus(generate('full')));

describe('the full corpus', () => {
  let corpus: Awaited<ReturnType<typeof loadCorpus>>;
  beforeAll(async () => {
    corpus = await full();
  }, 60_000);
  const big = () => corpus.find((spec) => spec.swaggerName === 'esignature-v2.1')!;

  it('holds 13 specs of about 1,000 operations in Swagger 2.0, OpenAPI 3.0 and 3.1, one a legacy version', () => {
    expect(corpus).toHaveLength(13);
    const total = corpus.reduce((sum, { model }) => sum + operationsOf(model).length, 0);
    expect(total).toBeGreaterThanOrEqual(950);
    expect(total).toBeLessThanOrEqual(1050);
    expect(new Set(corpus.map(({ model }) => model.specFormat))).toEqual(
      new Set(['swagger-2.0', 'openapi-3.0', 'openapi-3.1']),
    );
    expect(
      corpus.filter(({ model }) => !model.isPrimary).map(({ swaggerName }) => swaggerName),
    ).toEqual(['esignature-v2']);
    expect(corpus.some(({ file }) => file.endsWith('.yaml'))).toBe(true);
  });

  it('normalises every spec without a warning (no broken $ref) and keeps every operation', () => {
    for (const { spec, model, warnings } of corpus) {
      const inPaths = Object.values(spec.paths as Record<string, Json>).flatMap((item) =>
        Object.keys(item),
      );
      expect(warnings).toEqual([]);
      expect(operationsOf(model)).toHaveLength(inPaths.length);
    }
  });

  it('has one spec of 140 operations with no tags, its resources from path segments', () => {
    const untagged = corpus.filter(({ spec }) =>
      Object.values(spec.paths as Record<string, Record<string, Json>>).every((item) =>
        Object.values(item).every((op) => op.tags === undefined),
      ),
    );
    expect(untagged).toHaveLength(1);
    const operations = operationsOf(untagged[0].model).length;
    expect(operations).toBe(140);
    expect(untagged[0].model.categories.flatMap((c) => c.resources).length).toBeGreaterThan(40);
  });

  it('mirrors the real eSignature v2.1 file: definitions, operations, properties per definition and bytes', () => {
    const { spec, model } = big();
    const definitions = definitionsOf(spec);
    const counts = Object.values(definitions)
      .map(propertyCount)
      .sort((a, b) => a - b);
    expect(counts).toHaveLength(557);
    expect(operationsOf(model)).toHaveLength(373);
    expect(percentile(counts, 0.5)).toBe(4);
    expect(percentile(counts, 0.9)).toBe(57);
    expect(counts.at(-1)).toBe(588);
    const definitionBytes = JSON.stringify(definitions, null, 2).length / 2 ** 20;
    const fileBytes = fs.statSync(big().file).size / 2 ** 20;
    expect(definitionBytes).toBeGreaterThan(1.8);
    expect(definitionBytes).toBeLessThan(2.2);
    expect(fileBytes).toBeGreaterThan(2.6);
    expect(fileBytes).toBeLessThan(3.0);
  });

  it('has a create-envelope body reaching about 150 definitions and 3 definitions on reference cycles', () => {
    const { spec } = big();
    const definitions = definitionsOf(spec);
    const graph = new Map(
      Object.entries(definitions).map(([name, definition]) => [name, refsOf(definition)]),
    );
    const createEnvelope = (spec.paths as Record<string, Record<string, Json>>)[
      '/v2.1/accounts/{accountId}/envelopes'
    ].post;
    const body = (createEnvelope.parameters as Json[]).find((p) => p.in === 'body')!;
    const [root] = refsOf(body.schema);
    expect(root).toBe('envelopeDefinition');
    expect(reachable(graph, root).size).toBeGreaterThanOrEqual(140);
    expect(reachable(graph, root).size).toBeLessThanOrEqual(165);
    const onCycles = [...graph.keys()].filter((name) => reachable(graph, name).has(name));
    expect(onCycles.sort()).toEqual(['customTabBranch', 'customTabNode', 'folder']);
  });

  it('has one definition of 39 array properties whose item definitions hold about 80 properties each', () => {
    const definitions = definitionsOf(big().spec);
    const wide = Object.values(definitions).filter((definition) => {
      const properties = Object.values((definition.properties as Record<string, Json>) ?? {});
      return (
        properties.length === 39 &&
        properties.every((p) => p.type === 'array' && (p.items as Json).$ref)
      );
    });
    expect(wide).toHaveLength(1);
    const items = Object.values(wide[0].properties as Record<string, Json>).map(
      (p) => refsOf(p).values().next().value as string,
    );
    const sizes = items.map((name) => propertyCount(definitions[name]));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(65);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(95);
  });

  it('lets the model expand envelopeDefinition 6 levels deep: recipients → signers → tabs → signHereTabs → signHere → a metadata object', () => {
    const metadata = followInModel(big().model, 'envelopeDefinition', [
      'recipients',
      'signers',
      'tabs',
      'signHereTabs',
      /Metadata$/,
    ]);
    expect(metadata.properties?.map((p) => p.name).sort()).toEqual(['options', 'rights']);
  });
});

describe('the small corpus', () => {
  it('is a few dozen operations with the same features: legacy version, no-tag spec, 3 formats, the deep path', async () => {
    const corpus = await loadCorpus(generate('small'));
    const total = corpus.reduce((sum, { model }) => sum + operationsOf(model).length, 0);
    expect(total).toBeGreaterThanOrEqual(24);
    expect(total).toBeLessThanOrEqual(60);
    expect(new Set(corpus.map(({ model }) => model.specFormat)).size).toBe(3);
    expect(corpus.some(({ model }) => !model.isPrimary)).toBe(true);
    corpus.forEach(({ warnings }) => expect(warnings).toEqual([]));
    const big = corpus.find((spec) => spec.swaggerName === 'esignature-v2.1')!;
    const metadata = followInModel(big.model, 'envelopeDefinition', [
      'recipients',
      'signers',
      'tabs',
      'signHereTabs',
      /Metadata$/,
    ]);
    expect(metadata.properties).toHaveLength(2);
  });

  it('writes the same bytes for the same seed and others for another seed', () => {
    const read = (dir: string) =>
      fs.readFileSync(path.join(dir, 'specs', 'esignature-v2.1.json'), 'utf8');
    const first = generate('small', 7);
    expect(read(generate('small', 7))).toBe(read(first));
    expect(read(generate('small', 8))).not.toBe(read(first));
  });
});

describe('the costly shapes of the real specs (lib/shapes)', () => {
  let corpus: Awaited<ReturnType<typeof loadCorpus>>;
  beforeAll(async () => {
    corpus = await full();
  }, 60_000);
  const spec = (name: string) => corpus.find((item) => item.swaggerName === name)!.spec;
  const schemas = (name: string) => definitionsOf(spec(name));
  const operations = (name: string) =>
    Object.values(spec(name).paths as Record<string, Record<string, Json>>).flatMap((item) =>
      Object.values(item),
    );
  const operation = (name: string, tag: string, method: string) =>
    operations(name).find(
      (op) => (op.tags as string[])[0] === tag && op['x-ds-method'] === method,
    )!;

  /** Properties of inline objects below `node` (not through $ref), every one described. */
  function inlineProperties(node: Json, depth = 0): { count: number; depth: number } {
    let count = 0;
    let deepest = depth;
    for (const part of [node, ...((node.allOf as Json[]) ?? [])]) {
      for (const property of Object.values((part.properties as Record<string, Json>) ?? {})) {
        count += 1;
        expect(typeof property.description).toBe('string');
        const child = (property.items as Json) ?? property;
        if (child.properties) {
          const below = inlineProperties(child, depth + 1);
          count += below.count;
          deepest = Math.max(deepest, below.depth);
        }
      }
    }
    return { count, depth: deepest };
  }

  it('names, for each shape, a page the corpus builds (bench:reference prints its figures)', () => {
    const pages = new Set(
      corpus.flatMap(({ model }) =>
        model.categories.flatMap((category) =>
          category.resources.flatMap((resource) => {
            const resourcePage = `${model.basePath}${category.slug}/${resource.slug}/`;
            return [resourcePage, ...resource.methods.map((m) => `${resourcePage}${m.slug}/`)];
          }),
        ),
      ),
    );
    expect(SHAPE_PAGES).toHaveLength(8);
    expect(SHAPE_PAGES.filter(({ page }) => !pages.has(page))).toEqual([]);
  });

  it("has Navigator's agreement: an allOf with hundreds of described inline properties, 3 levels of inline objects", () => {
    const agreement = schemas('navigator-0.6.2-beta').Agreement;
    expect((agreement.allOf as Json[])[0].$ref).toMatch(/AgreementBase$/);
    const inline = inlineProperties((agreement.allOf as Json[])[1]);
    expect(inline.count).toBeGreaterThanOrEqual(400);
    expect(inline.depth).toBeGreaterThanOrEqual(3);
    const get = operation('navigator-0.6.2-beta', 'Agreements', 'get');
    const ok = (get.responses as Record<string, Json>)['200'].content as Record<string, Json>;
    expect(refsOf(ok)).toEqual(new Set(['Agreement']));
    expect(JSON.stringify(ok['application/json'].example).length).toBeGreaterThan(5000);
  });

  it('has an allOf chain 12 levels deep under the workflow definition', () => {
    const definitions = schemas('maestro-1.0.7');
    let name: string | undefined = 'WorkflowDefinition';
    let levels = 0;
    while (name) {
      levels += 1;
      const allOf = definitions[name].allOf as Json[] | undefined;
      name = allOf && (allOf[0].$ref as string).split('/').at(-1);
    }
    expect(levels).toBe(12);
  });

  it('has recursive schemas: a step of steps, groups of conditions of groups, a cycle of three', () => {
    const definitions = schemas('maestro-1.0.7');
    const graph = new Map(
      Object.entries(definitions).map(([name, definition]) => [name, refsOf(definition)]),
    );
    expect(graph.get('WorkflowStep')?.has('WorkflowStep')).toBe(true);
    expect(reachable(graph, 'Condition').has('Condition')).toBe(true);
    expect(graph.get('StepRun')?.has('StepRun')).toBe(false);
    expect(reachable(graph, 'StepRun').has('StepRun')).toBe(true);
  });

  it('has 220 operations in one tag, every workflow operation naming shared parameters by $ref', () => {
    const all = operations('maestro-1.0.7');
    expect(all.filter((op) => (op.tags as string[])[0] === 'Workflows')).toHaveLength(220);
    const shared = (spec('maestro-1.0.7').components as Json).parameters as Record<string, Json>;
    expect(((shared.locale.schema as Json).enum as string[]).length).toBe(600);
    for (const op of all) {
      const refs = (op.parameters as Json[]).map((p) => p.$ref);
      expect(refs).toEqual(
        expect.arrayContaining([
          '#/components/parameters/accountId',
          '#/components/parameters/locale',
        ]),
      );
    }
  });

  it('has a trigger answering 20 statuses, each with a schema of its own', () => {
    const trigger = operation('maestro-1.0.7', 'WorkflowTriggers', 'create');
    const responses = Object.values(trigger.responses as Record<string, Json>);
    expect(responses).toHaveLength(20);
    expect(new Set(responses.map((response) => [...refsOf(response)][0])).size).toBe(20);
  });

  it('has enums of 180 to 2,000 values on the user profile of the Admin API', () => {
    const profile = schemas('admin-v2.1').UserProfileRequest.properties as Record<string, Json>;
    const sizes = ['industry', 'locale', 'time_zone', 'country', 'currency'].map(
      (name) => (profile[name].enum as string[]).length,
    );
    expect(sizes).toEqual([2000, 600, 430, 249, 180]);
  });

  it('has long operation descriptions with markdown tables and code blocks', () => {
    const description = operation('webforms-1.1.0', 'Forms', 'get').description as string;
    expect(description.length).toBeGreaterThanOrEqual(24000);
    expect(description).toMatch(/\n\| --- \| --- \| --- \|\n/);
    expect(description).toContain('```json\n{');
    const long = operations('webforms-1.1.0').filter(
      (op) => (op.description as string).length >= 3000,
    );
    expect(long.length).toBeGreaterThanOrEqual(5);
  });
});
