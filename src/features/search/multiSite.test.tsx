import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { MultiSiteSearchResponse } from '../../../lib/search/searchContract';
import { makeStore } from '../../app/store';
import { mockHttp, settle } from '../../test-utils/mockHttp';
import { searchActions } from './searchSlice';
import { SearchPage } from './components/SearchPage';
import { fetchAutocomplete } from './api';
import { forgetSearchClientId, markedSnippet, searchResponseFromMultiSite } from './multiSite';

const ANSWER: MultiSiteSearchResponse = {
  _type: 'SearchResponse',
  queryContext: { originalQuery: 'envelope' },
  webPages: {
    totalEstimatedMatches: 31,
    value: [
      {
        id: '1',
        name: 'Envelope stuck in Sent',
        url: 'https://support.example.com/stuck',
        snippet: 'Why an envelope stays <Sent>.',
        category: 'Support',
      },
      {
        id: '2',
        name: 'Create an envelope',
        url: '/docs/esign-rest-api/',
        snippet: '',
        category: 'Developer',
      },
    ],
  },
};

let network: ReturnType<typeof mockHttp>;
const asked = () =>
  network.calls.filter((call) => call.url === '/api/bingsearch' || call.url === '/api/search');

beforeEach(() => {
  process.env.GATSBY_MULTI_SITE_SEARCH = '1';
  forgetSearchClientId();
  network = mockHttp({
    'GET /api/bingsearch': {
      status: 200,
      data: ANSWER,
      headers: { 'x-msedge-clientid': 'CLIENT42' },
    },
  });
});
afterEach(() => {
  delete process.env.GATSBY_MULTI_SITE_SEARCH;
  network.restore();
});

describe('search across sites (GATSBY_MULTI_SITE_SEARCH)', () => {
  it('asks /api/bingsearch with the category filter, page, market and the custom client id header', async () => {
    const store = makeStore();
    store.dispatch(
      searchActions.searchRequested({ q: 'envelope', category: 'Support', offset: 10 }),
    );
    await settle();
    store.dispatch(searchActions.searchRequested({ q: 'envelopes', category: null, offset: 0 }));
    await settle();
    const [first, second] = asked();
    expect(first.url).toBe('/api/bingsearch');
    expect(first.params).toEqual({
      q: 'envelope',
      offset: 10,
      count: 10,
      category: 'Support',
      mkt: 'en-US',
    });
    expect(first.headers.has('X-MSEdge-ClientID')).toBe(false);
    // The service's id for this visitor goes back with the next search.
    expect(second.headers.get('X-MSEdge-ClientID')).toBe('CLIENT42');
    expect(store.getState().bingSearchResponse.results).toMatchObject({
      query: 'envelopes',
      total: 31,
      results: [
        { title: 'Envelope stuck in Sent', category: 'Support', kind: 'support' },
        { title: 'Create an envelope', category: 'Developer', kind: 'guide' },
      ],
    });
  });

  it('answers the same shape as the local index, snippets escaped with the words marked', () => {
    const answer = searchResponseFromMultiSite(ANSWER, {
      q: 'envelope',
      category: null,
      offset: 0,
    });
    expect(answer.results[0].snippet).toBe('Why an <mark>envelope</mark> stays &#60;Sent&#62;.');
    expect(markedSnippet('a.b', '.')).toBe('a.b');
    expect(Object.keys(answer)).toEqual([
      'query',
      'category',
      'categoryFilter',
      'offset',
      'total',
      'results',
      'categories',
    ]);
  });

  it('suggests from the multi-site search too', async () => {
    const answer = await fetchAutocomplete('envelope');
    expect(asked()[0].params).toMatchObject({ q: 'envelope', count: 8 });
    expect(answer.suggestions.map((suggestion) => suggestion.title)).toEqual([
      'Envelope stuck in Sent',
      'Create an envelope',
    ]);
  });

  it('shows the results, the tabs without counts it cannot know', async () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <SearchPage search="?q=envelope" />
      </Provider>,
    );
    expect(await screen.findByRole('link', { name: 'Envelope stuck in Sent' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Search categories' });
    expect(within(tabs).getByRole('link', { name: 'Support' })).toBeInTheDocument();
    expect(within(tabs).queryByText(/\(\d+\)/)).toBeNull();
  });

  it('asks the local index when the build does not set it', async () => {
    delete process.env.GATSBY_MULTI_SITE_SEARCH;
    const store = makeStore();
    store.dispatch(searchActions.searchRequested({ q: 'envelope', category: null, offset: 0 }));
    await settle();
    expect(asked()[0].url).toBe('/api/search');
  });
});
