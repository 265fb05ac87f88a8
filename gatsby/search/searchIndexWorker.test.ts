/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSearchIndex } from '../../lib/search/buildSearchIndex';
import { fixtureDocuments } from '../../lib/search/__fixtures__/searchDocuments';
import { writeSearchIndexInWorker } from './searchIndexWorker';
import { buildSearchIndexStep } from './onPostBuild';
import { SEARCH_INDEX_FILE } from './writeSearchIndex';
import { readBuiltText } from '../../lib/builtFiles';

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-worker-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const withoutDate = (index: { builtAt: string }) => ({ ...index, builtAt: undefined });

describe('writeSearchIndexInWorker', () => {
  it('writes, from a thread of its own, the index buildSearchIndex makes of the documents', async () => {
    const publicDir = path.join(tmp, 'public');
    const figures = await writeSearchIndexInWorker(
      publicDir,
      fixtureDocuments,
      path.join(tmp, 'cache'),
    );

    const file = path.join(publicDir, SEARCH_INDEX_FILE);
    expect(figures).toMatchObject({ file, documents: fixtureDocuments.length });
    // kept gzipped only (gatsby/precompress.ts)
    expect(fs.existsSync(file)).toBe(false);
    const text = readBuiltText(file);
    expect(figures.bytes).toBe(Buffer.byteLength(text));
    const written = JSON.parse(text);
    expect(withoutDate(written)).toEqual(
      withoutDate(JSON.parse(JSON.stringify(buildSearchIndex(fixtureDocuments)))),
    );
  });

  it('fails with the reason when the index cannot be written', async () => {
    const publicDir = path.join(tmp, 'public');
    fs.mkdirSync(publicDir);
    fs.writeFileSync(path.join(publicDir, 'search'), 'a file where the folder goes');

    await expect(
      writeSearchIndexInWorker(publicDir, fixtureDocuments, path.join(tmp, 'cache')),
    ).rejects.toThrow(/EEXIST|ENOTDIR/);
  });
});

describe('buildSearchIndexStep', () => {
  const gatsby = (directory: string) => {
    const reporter = { info: jest.fn(), panicOnBuild: jest.fn() };
    const store = { getState: () => ({ program: { directory } }) };
    return { reporter, store } as unknown as Parameters<typeof buildSearchIndexStep>[0] & {
      reporter: typeof reporter;
    };
  };

  it('starts the worker before the documents are ready and writes the index once they are', async () => {
    const args = gatsby(tmp);
    let handOver: (documents: typeof fixtureDocuments) => void = () => undefined;
    const documents = new Promise<typeof fixtureDocuments>((resolve) => (handOver = resolve));
    const step = buildSearchIndexStep(args, () => documents, path.join(tmp, 'cache'));
    // the worker was bundled and started before any document was collected
    expect(fs.existsSync(path.join(tmp, 'cache', 'workers', 'search-index.cjs'))).toBe(true);
    handOver(fixtureDocuments);
    await step;
    expect(args.reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(args.reporter.info).toHaveBeenCalledWith(expect.stringContaining('built afresh'));
    expect(fs.existsSync(path.join(tmp, 'public', `${SEARCH_INDEX_FILE}.gz`))).toBe(true);
  });

  it('fails the build naming why when the documents cannot be collected, and stops the worker', async () => {
    const args = gatsby(tmp);
    await buildSearchIndexStep(
      args,
      () => Promise.reject(new Error('content/docs/guide.md: front matter is not YAML')),
      path.join(tmp, 'cache'),
    );
    expect(args.reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining('content/docs/guide.md: front matter is not YAML'),
    );
    expect(fs.existsSync(path.join(tmp, 'public', `${SEARCH_INDEX_FILE}.gz`))).toBe(false);
  });
});
