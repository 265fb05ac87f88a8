/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXTURES, fixtureEntry } from './__fixtures__/fixtureSpecs';
import { loadApiReferences, modelSourceKey, readRegistry, specsDir } from './index';
import type { ApiReferenceModel } from './model';

const quiet = () => undefined;

describe('loadApiReferences', () => {
  it('loads one model per primary and legacy version, at their base paths', async () => {
    const registry = readRegistry(path.join(FIXTURES, 'registry.json'));
    const models = await loadApiReferences({ registry, specsDir: FIXTURES, warn: quiet });
    expect(
      models.map((m) => [
        m.swaggerName,
        m.apiName,
        m.version,
        m.isPrimary,
        m.basePath,
        m.versionTag,
      ]),
    ).toEqual([
      [
        'swagger2-extensions',
        'swagger2-extensions',
        'v2.1',
        true,
        '/docs/fixture-esign/reference/',
        'Beta',
      ],
      [
        'oas30-plain',
        'swagger2-extensions',
        'v2',
        false,
        '/docs/fixture-esign/v2/reference/',
        undefined,
      ],
    ]);
  });

  it('fails naming the entry and the expected path when a spec file is missing', async () => {
    const registry = [fixtureEntry({ swaggerName: 'absent-api' })];
    await expect(loadApiReferences({ registry, specsDir: FIXTURES })).rejects.toThrow(
      `Registry entry "absent-api" (v1): spec file not found, expected ${FIXTURES}/absent-api.json`,
    );
  });

  it('fails naming the file when it cannot be parsed or is not a spec', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
    writeFileSync(path.join(dir, 'broken.json'), '{ "swagger": "2.0", "info": ');
    const broken = [fixtureEntry({ swaggerName: 'broken' })];
    await expect(loadApiReferences({ registry: broken, specsDir: dir })).rejects.toThrow(
      `${path.join(dir, 'broken.json')}: cannot read spec file`,
    );
    writeFileSync(path.join(dir, 'broken-yaml.yaml'), 'openapi: 3.0.0\ninfo: [unclosed\n');
    const brokenYaml = [fixtureEntry({ swaggerName: 'broken-yaml' })];
    await expect(loadApiReferences({ registry: brokenYaml, specsDir: dir })).rejects.toThrow(
      `${path.join(dir, 'broken-yaml.yaml')}: cannot read spec file`,
    );
    const noVersion = [fixtureEntry({ swaggerName: 'no-version' })];
    await expect(loadApiReferences({ registry: noVersion, specsDir: FIXTURES })).rejects.toThrow(
      `${path.join(FIXTURES, 'no-version.json')}: invalid spec: expected \`swagger: "2.0"\``,
    );
  });
  it('keys each model by its sources when loaded with a cache: the same bytes, the same key', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
    cpSync(FIXTURES, dir, { recursive: true });
    const registry = readRegistry(path.join(dir, 'registry.json'));
    const stored = new Map<string, ApiReferenceModel>();
    const cache = {
      get: (key: string) => {
        const model = stored.get(key);
        return model && (JSON.parse(JSON.stringify(model)) as ApiReferenceModel);
      },
      set: (key: string, model: ApiReferenceModel) => stored.set(key, model),
    };
    const load = () => loadApiReferences({ registry, specsDir: dir, warn: quiet, cache });

    const first = await load();
    const keys = first.map(modelSourceKey);
    expect(keys.every((key) => typeof key === 'string')).toBe(true);
    expect(new Set(keys).size).toBe(first.length);
    // read back from the cache: other objects, the same keys
    const second = await load();
    expect(second[0]).not.toBe(first[0]);
    expect(second.map(modelSourceKey)).toEqual(keys);
    // one spec edited: its model's key changes, the other's does not
    const edited = path.join(dir, `${first[0].swaggerName}.json`);
    writeFileSync(
      edited,
      readFileSync(edited, 'utf8').replace(/"title":\s*"/, '"title": "Edited '),
    );
    const third = await load();
    expect(third.map(modelSourceKey)[0]).not.toBe(keys[0]);
    expect(third.map(modelSourceKey)[1]).toBe(keys[1]);
    // without a cache nothing is keyed
    const plain = await loadApiReferences({ registry, specsDir: dir, warn: quiet });
    expect(plain.map(modelSourceKey)).toEqual([undefined, undefined]);
  });
});

describe('registry and specs folder', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('honours DEVCENTER_API_REGISTRY and DEVCENTER_SPECS_DIR', async () => {
    process.env.DEVCENTER_API_REGISTRY = path.join(FIXTURES, 'registry.json');
    process.env.DEVCENTER_SPECS_DIR = FIXTURES;
    expect(specsDir()).toBe(FIXTURES);
    expect(readRegistry().map((entry) => entry.swaggerName)).toEqual(['swagger2-extensions']);
    const models = await loadApiReferences({ warn: quiet });
    expect(models).toHaveLength(2);
  });

  it('defaults to content/apis under the project root', () => {
    delete process.env.DEVCENTER_SPECS_DIR;
    expect(specsDir()).toBe(path.join(process.cwd(), 'content', 'apis', 'specs'));
  });

  it('rejects a registry entry with a bad field, naming the file, entry and field', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'registry-'));
    const file = path.join(dir, 'registry.json');
    writeFileSync(file, JSON.stringify([{ ...fixtureEntry(), hasSdk: 'yes' }]));
    expect(() => readRegistry(file)).toThrow(
      `${file}: registry entry "fixture-api" (index 0): "hasSdk" must be true or false`,
    );
    writeFileSync(file, JSON.stringify([{ ...fixtureEntry(), swaggerName: '../etc/passwd' }]));
    expect(() => readRegistry(file)).toThrow('"swaggerName" must be a plain file name');
  });
});
