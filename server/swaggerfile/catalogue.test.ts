/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RegistryEntry } from '../../lib/reference/model';
import { buildCatalogue, repositoryName } from './catalogue';
import { createSpecReader, isApiDescription } from './specFile';

const entry = (overrides: Partial<RegistryEntry>): RegistryEntry =>
  ({
    swaggerName: 'esignature-v2.1',
    displayName: 'eSignature REST API',
    route: '/docs/esign-rest-api',
    primaryVersion: { value: 'v2.1' },
    legacyVersions: [{ value: 'v2', swaggerName: 'esignature-v2' }],
    sidebarTitle: 'eSignature',
    apiBasePathDemo: '/restapi',
    hasApiExplorer: true,
    hasSdk: true,
    ...overrides,
  }) as RegistryEntry;

describe('swagger file catalogue', () => {
  it('names repositories in the code host style', () => {
    expect(repositoryName(entry({}))).toBe('api_ESignature');
    expect(repositoryName(entry({ displayName: 'Click API' }))).toBe('api_Click');
    expect(repositoryName(entry({ displayName: 'ID Evidence API' }))).toBe('api_IDEvidence');
  });

  it('offers only versions with a file and leaves out empty repositories', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'swaggerfile-'));
    writeFileSync(path.join(dir, 'esignature-v2.1.json'), '{"swagger":"2.0"}');
    const catalogue = buildCatalogue(
      [entry({}), entry({ swaggerName: 'absent', displayName: 'Absent API', legacyVersions: [] })],
      dir,
    );
    expect(catalogue.repositories.map((repo) => [repo.repo, repo.refs.map((r) => r.ref)])).toEqual([
      ['api_ESignature', ['v2.1']],
    ]);
    expect(catalogue.find('api_ESignature', 'v2.1.0').file).toBe(
      path.join(dir, 'esignature-v2.1.json'),
    );
    expect(catalogue.find('api_ESignature', 'v2').file).toBeUndefined();
    expect(catalogue.find('api_Absent', 'v2.1').repository).toBeUndefined();
    expect(catalogue.find('__proto__', 'constructor').repository).toBeUndefined();
  });
});

describe('spec reader', () => {
  it('recognises API descriptions', () => {
    expect(isApiDescription({ swagger: '2.0' })).toBe(true);
    expect(isApiDescription({ openapi: '3.0.3' })).toBe(true);
    expect(isApiDescription({ info: {} })).toBe(false);
    expect(isApiDescription([{ swagger: '2.0' }])).toBe(false);
  });

  it('answers 502 for a file that is not an API description, without naming the file', async () => {
    const read = createSpecReader(async () => ({ title: 'not a spec' }));
    await expect(read('/secret/place.json')).rejects.toMatchObject({
      statusCode: 502,
      message: 'The file is not an API description (no swagger or openapi)',
    });
    const broken = createSpecReader(async (file) => {
      throw new Error(`${file}: cannot read spec file: bad`);
    });
    const error = await broken('/secret/place.json').catch((caught: Error) => caught);
    expect(error).toMatchObject({ statusCode: 502 });
    expect(String((error as Error).message)).not.toContain('/secret');
  });

  it('reads each file once', async () => {
    let reads = 0;
    const read = createSpecReader(async () => {
      reads += 1;
      return { openapi: '3.0.0' };
    });
    expect(await read('a')).toBe('{"openapi":"3.0.0"}');
    await read('a');
    expect(reads).toBe(1);
  });
});
