/** @jest-environment node */
import type { CodeDepotConfig } from '../configOutbound';
import { depotRepositories, startFakeCodeDepot } from '../../test-support/fakeCodeDepot';
import { listCatalogue } from './codeDepotClient';

const TOKEN = 'ghp_depot-client-test-token-0123456789';
type Depot = Awaited<ReturnType<typeof startFakeCodeDepot>>;

let depot: Depot;
const config = (extra: Partial<CodeDepotConfig> = {}): CodeDepotConfig => ({
  url: depot.url,
  org: 'acme',
  token: TOKEN,
  timeoutMs: 2000,
  ...extra,
});

afterEach(() => depot.close());

test('pages through every repository (230: three pages of 100) with the cursor', async () => {
  depot = await startFakeCodeDepot('acme', depotRepositories(230));
  const repositories = await listCatalogue(config());
  expect(repositories).toHaveLength(230);
  expect(repositories.map((repo) => repo.name).slice(0, 2)).toEqual(['repo-000', 'repo-001']);
  expect(depot.operations).toEqual([
    { org: 'acme', first: 100, after: null },
    { org: 'acme', first: 100, after: expect.any(String) },
    { org: 'acme', first: 100, after: expect.any(String) },
  ]);
  expect(depot.operations[1].after).not.toBe(depot.operations[2].after);
});

test('reads name, description, address, language, stars and topics', async () => {
  depot = await startFakeCodeDepot('acme', depotRepositories(3));
  const [first, second] = await listCatalogue(config());
  expect(first).toEqual({
    name: 'repo-000',
    url: 'https://code.example.test/acme/repo-000',
    description: undefined,
    language: 'TypeScript',
    topics: ['sdk', 'topic-0'],
    stars: 0,
  });
  expect(second).toEqual({
    name: 'repo-001',
    url: 'https://code.example.test/acme/repo-001',
    description: 'Repository number 1',
    language: 'Python',
    topics: [],
    stars: 3,
  });
});

test('asks for public, non-archived repositories only', async () => {
  const repositories = depotRepositories(4);
  repositories[1].archived = true;
  repositories[2].private = true;
  depot = await startFakeCodeDepot('acme', repositories);
  const listed = await listCatalogue(config());
  expect(listed.map((repo) => repo.name)).toEqual(['repo-000', 'repo-003']);
});

test('sends the token as a bearer header, and none when unset', async () => {
  depot = await startFakeCodeDepot('acme', depotRepositories(1));
  await listCatalogue(config());
  await listCatalogue(config({ token: undefined }));
  expect(depot.seen.map((headers) => headers.authorization)).toEqual([
    `Bearer ${TOKEN}`,
    undefined,
  ]);
  expect(depot.seen[0]['content-type']).toBe('application/json');
});

test.each([
  ['an unknown organisation', {}, 'nobody', 502, 'The code depot has no such organisation'],
  ['a refused token', { status: 401 }, 'acme', 502, 'The code depot refused access (401)'],
  ['a failing depot', { status: 500 }, 'acme', 502, 'The code depot answered with an error (500)'],
  ['a dropped connection', { hangUp: true }, 'acme', 502, 'The code depot could not be reached'],
  ['a slow depot', { delayMs: 1500 }, 'acme', 504, 'The code depot did not answer in time'],
])('%s fails with a message that names no token', async (_case, mode, org, status, message) => {
  depot = await startFakeCodeDepot('acme', depotRepositories(2));
  Object.assign(depot.mode, mode);
  const failure = listCatalogue(config({ org, timeoutMs: 300 }));
  await expect(failure).rejects.toMatchObject({ statusCode: status, message });
  await expect(failure).rejects.not.toThrow(TOKEN);
});

test('the time limit covers every page, not each one', async () => {
  depot = await startFakeCodeDepot('acme', depotRepositories(250));
  depot.mode.delayMs = 150;
  // Three pages of 150 ms do not fit in 400 ms, though each one would.
  await expect(listCatalogue(config({ timeoutMs: 400 }))).rejects.toMatchObject({
    statusCode: 504,
  });
});
