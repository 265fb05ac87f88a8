/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { buildSearchIndex } from '../../lib/search/buildSearchIndex';
import { fixtureDocuments } from '../../lib/search/__fixtures__/searchDocuments';
import { searchSource } from '../mcp/searchSource';
import { startServer, tempDir, type RunningServer } from '../../test-support/testServer';
import { searchIndexFile, sharedSearchService, SearchUnavailableError } from './loadSearchService';

// Every index this test file opens, counted where the process opens it.
let opened = 0;
jest.mock('./searchService', () => {
  const actual = jest.requireActual('./searchService');
  return {
    ...actual,
    SearchService: class extends actual.SearchService {
      constructor(...args: ConstructorParameters<typeof actual.SearchService>) {
        super(...args);
        opened += 1;
      }
    },
  };
});

function writeIndex(publicDir: string, titleOfCreate = 'Create envelope') {
  fs.mkdirSync(path.join(publicDir, 'search'), { recursive: true });
  const documents = fixtureDocuments.map((document) =>
    document.title === 'Create envelope' ? { ...document, title: titleOfCreate } : document,
  );
  fs.writeFileSync(searchIndexFile(publicDir), JSON.stringify(buildSearchIndex(documents)));
}

describe('one search index per process', () => {
  let server: RunningServer;
  let publicDir: string;
  beforeAll(async () => {
    publicDir = tempDir('shared-search-');
    writeIndex(publicDir);
    opened = 0;
    server = await startServer({ PUBLIC_DIR: publicDir });
  }, 60_000);
  afterAll(() => server.close());

  it('the HTTP search routes and the MCP server search the same loaded index', async () => {
    const answer = await (await fetch(`${server.base}/api/search?q=create+envelope`)).json();
    expect(answer.results[0].title).toBe('Create envelope');
    const client = new Client({ name: 'shared-search-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.base}/mcp`)));
    try {
      const result = (await client.callTool({
        name: 'search_docs',
        arguments: { query: 'create envelope' },
      })) as CallToolResult;
      const [first] = result.content;
      expect(first.type === 'text' && JSON.parse(first.text).results[0].title).toBe(
        'Create envelope',
      );
    } finally {
      await client.close();
    }
    expect(opened).toBe(1);
    expect(searchSource(publicDir)()).toBe(sharedSearchService(searchIndexFile(publicDir)));
    expect(opened).toBe(1);
  });

  it('a new build of the index replaces the shared one for every reader', async () => {
    const before = sharedSearchService(searchIndexFile(publicDir));
    writeIndex(publicDir, 'Create an envelope now');
    // A file replaced within the same millisecond keeps its mtime: the size tells it apart.
    const answer = await (await fetch(`${server.base}/api/search?q=envelope+now`)).json();
    expect(answer.results[0].title).toBe('Create an envelope now');
    const after = searchSource(publicDir)();
    expect(after).not.toBe(before);
    expect(after).toBe(sharedSearchService(searchIndexFile(publicDir)));
  });
});

it('a missing index throws naming the file, and is opened once it exists', () => {
  const publicDir = tempDir('shared-search-missing-');
  const file = searchIndexFile(publicDir);
  expect(() => sharedSearchService(file)).toThrow(SearchUnavailableError);
  expect(() => sharedSearchService(file)).toThrow(`Search index ${file}: not found`);
  writeIndex(publicDir);
  expect(sharedSearchService(file).documents.length).toBe(fixtureDocuments.length);
});

it('reads an index the build keeps gzipped only', () => {
  const publicDir = tempDir('shared-search-gz-');
  writeIndex(publicDir);
  const file = searchIndexFile(publicDir);
  fs.writeFileSync(`${file}.gz`, gzipSync(fs.readFileSync(file)));
  fs.unlinkSync(file);
  expect(sharedSearchService(file).documents.length).toBe(fixtureDocuments.length);
});
