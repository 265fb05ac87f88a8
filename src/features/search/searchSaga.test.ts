import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import { client } from '../../app/httpClient';
import { makeStore } from '../../app/store';
import { settle } from '../../test-utils/mockHttp';
import { searchActions } from './searchSlice';
import type { SearchResponse } from '../../../lib/search/searchContract';

const { searchRequested, searchCancelled } = searchActions;

const answer = (q: string): SearchResponse => ({
  query: q,
  category: null,
  categoryFilter: [],
  offset: 0,
  total: 1,
  results: [{ title: q, snippet: q, url: '/docs/', category: 'Developer', kind: 'guide' }],
  categories: { Developer: 1, Support: 0, Blogs: 0, Community: 0, Website: 0, Courses: 0 },
});

/** A network that answers only when the test says so, and records aborted requests. */
function controlledNetwork() {
  const pending: { config: InternalAxiosRequestConfig; resolve: (status: number) => void }[] = [];
  const aborted: string[] = [];
  const original = client.defaults.adapter;
  const adapter: AxiosAdapter = (config) =>
    new Promise((resolve, reject) => {
      const q = String((config.params as { q: string }).q);
      config.signal?.addEventListener?.('abort', () => {
        aborted.push(q);
        reject(new AxiosError('canceled', AxiosError.ERR_CANCELED, config));
      });
      pending.push({
        config,
        resolve: (status) => {
          const response = {
            status,
            statusText: status === 200 ? 'OK' : 'Bad Gateway',
            data: answer(q),
            headers: new AxiosHeaders(),
            config,
          };
          if (status === 200) resolve(response);
          else
            reject(new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, null, response));
        },
      });
    });
  client.defaults.adapter = adapter;
  return { pending, aborted, restore: () => (client.defaults.adapter = original) };
}

let network: ReturnType<typeof controlledNetwork>;
beforeEach(() => (network = controlledNetwork()));
afterEach(() => network.restore());

const request = (q: string) => searchRequested({ q, category: null, offset: 0 });

test('a search loads, then stores the results', async () => {
  const store = makeStore();
  store.dispatch(request('envelope'));
  await settle();
  expect(store.getState().bingSearchResponse.loading).toBe(true);
  expect(network.pending[0].config.url).toBe('/api/search');
  expect(network.pending[0].config.params).toEqual({ q: 'envelope', offset: 0 });
  network.pending[0].resolve(200);
  await settle();
  expect(store.getState().bingSearchResponse).toMatchObject({
    loading: false,
    error: null,
    results: { query: 'envelope', total: 1 },
  });
});

test('a failed search stores the status text as the error and raises an error toast', async () => {
  const store = makeStore();
  store.dispatch(request('envelope'));
  await settle();
  network.pending[0].resolve(502);
  await settle();
  expect(store.getState().bingSearchResponse).toMatchObject({
    loading: false,
    error: 'Bad Gateway',
  });
  expect(store.getState().toasts).toEqual([
    expect.objectContaining({ text: 'Bad Gateway', kind: 'danger' }),
  ]);
});

test('a newer search aborts the older one (takeLatest)', async () => {
  const store = makeStore();
  store.dispatch(request('env'));
  await settle();
  store.dispatch(request('envelope'));
  await settle();
  expect(network.aborted).toEqual(['env']);
  network.pending[1].resolve(200);
  await settle();
  expect(store.getState().bingSearchResponse.results?.query).toBe('envelope');
  // A superseded search is no failure: no toast.
  expect(store.getState().toasts).toEqual([]);
});

test('cancel stops loading and aborts the request', async () => {
  const store = makeStore();
  store.dispatch(request('envelope'));
  await settle();
  store.dispatch(searchCancelled());
  await settle();
  expect(store.getState().bingSearchResponse.loading).toBe(false);
  expect(network.aborted).toEqual(['envelope']);
  expect(store.getState().toasts).toEqual([]);
});

test('no request is sent without q', async () => {
  const store = makeStore();
  store.dispatch(request('   '));
  await settle();
  expect(network.pending).toHaveLength(0);
  expect(store.getState().bingSearchResponse.loading).toBe(false);
});
