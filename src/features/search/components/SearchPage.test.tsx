import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { mockHttp } from '../../../test-utils/mockHttp';
import type { SearchResponse } from '../../../../lib/search/searchContract';
import { SearchPage } from './SearchPage';

const counts = { Developer: 21, Support: 2, Blogs: 0, Community: 0, Website: 0, Courses: 0 };
const page = (q: string, total: number): SearchResponse => ({
  query: q,
  category: null,
  categoryFilter: [],
  offset: 10,
  total,
  categories: total === 0 ? { ...counts, Developer: 0, Support: 0 } : counts,
  results:
    total === 0
      ? []
      : [
          {
            title: 'Create envelope',
            url: '/docs/esign-rest-api/reference/envelopes/envelopes/create/',
            snippet: 'Creates an <mark>envelope</mark> &lt;img src=x onerror=alert(1)&gt;',
            category: 'Developer',
            kind: 'api',
            apiName: 'eSignature REST API',
            method: 'POST',
            path: '/v2.1/accounts/{accountId}/envelopes',
          },
        ],
});

let network: ReturnType<typeof mockHttp>;
afterEach(() => network.restore());

function renderPage(search: string) {
  const store = makeStore();
  render(
    <Provider store={store}>
      <SearchPage search={search} />
    </Provider>,
  );
  return store;
}

test('shows loading, then results with a safely marked snippet, tabs and pages', async () => {
  network = mockHttp({ 'GET /api/search': { status: 200, data: page('envelope', 23) } });
  renderPage('?q=envelope&offset=10');
  expect(screen.getByRole('status')).toHaveTextContent('Searching…');
  const link = await screen.findByRole('link', { name: 'Create envelope' });
  expect(link).toHaveAttribute(
    'href',
    '/docs/esign-rest-api/reference/envelopes/envelopes/create/',
  );
  expect(network.calls[0].params).toEqual({ q: 'envelope', offset: 10 });
  // Where the result comes from: its category, its kind and its API.
  expect(link.closest('li')).toHaveTextContent(
    'Developer · Method · eSignature REST API · POST /v2.1/accounts/{accountId}/envelopes',
  );
  const mark = screen.getByText('envelope', { selector: 'mark' });
  expect(mark.parentElement).toHaveTextContent('Creates an envelope <img src=x onerror=alert(1)>');
  expect(document.querySelector('img')).toBeNull();
  const tabs = screen.getByRole('navigation', { name: 'Search categories' });
  expect(within(tabs).getByRole('link', { name: 'All (23)' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(tabs).getByRole('link', { name: 'Support (2)' })).toHaveAttribute(
    'href',
    '/search/?q=envelope&category=Support',
  );
  const pages = screen.getByRole('navigation', { name: 'Search result pages' });
  expect(pages).toHaveTextContent('Page 2 of 3');
  expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
    'href',
    '/search/?q=envelope&offset=20',
  );
  expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute(
    'href',
    '/search/?q=envelope',
  );
});

test('says so when nothing matches', async () => {
  network = mockHttp({ 'GET /api/search': { status: 200, data: page('zzzz', 0) } });
  renderPage('?q=zzzz');
  expect(
    await screen.findByText('No results found. Try changing the search term or the filters.'),
  ).toBeInTheDocument();
});

test('says something went wrong when the search fails', async () => {
  network = mockHttp({ 'GET /api/search': { status: 500, statusText: 'Internal Server Error' } });
  const store = renderPage('?q=envelope');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Something went wrong. Please try again later.',
  );
  expect(store.getState().bingSearchResponse.error).toBe('Internal Server Error');
  // docs/behaviour.md §8: besides the message in place, an error toast with the status text.
  expect(store.getState().toasts).toEqual([
    expect.objectContaining({ text: 'Internal Server Error', kind: 'danger' }),
  ]);
});

test('does not search without q', () => {
  network = mockHttp({});
  const store = renderPage('');
  expect(network.calls).toHaveLength(0);
  expect(store.getState().bingSearchResponse.loading).toBe(false);
  expect(screen.getByRole('searchbox', { name: 'Search term' })).toHaveValue('');
});
