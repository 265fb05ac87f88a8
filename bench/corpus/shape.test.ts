/** @jest-environment node */
// The generated corpus has the shape of the real platform specs (figures in README.md) and every
// spec passes the repository's own reading, validation and normalisation.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline, specFiles } from './referencePipeline';
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

describe('the full corpus', () => {
  let corpus: Awaited<ReturnType<typeof loadCorpus>>;
  beforeAll(async () => {
    corpus = await loadCorpus(generate('full'));
  }, 60_000);
  const big = () => corpus.find((spec) => spec.swaggerName === 'esignature-v2.1')!;

  it('holds 12 specs of about 1,000 operations in Swagger 2.0, OpenAPI 3.0 and 3.1, one a legacy version', () => {
    expect(corpus).toHaveLength(12);
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

  it('has one spec of about 400 operations with no tags, its resources from path segments', () => {
    const untagged = corpus.filter(({ spec }) =>
      Object.values(spec.paths as Record<string, Record<string, Json>>).every((item) =>
        Object.values(item).every((op) => op.tags === undefined),
      ),
    );
    expect(untagged).toHaveLength(1);
    const operations = operationsOf(untagged[0].model).length;
    expect(operations).toBeGreaterThanOrEqual(380);
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
