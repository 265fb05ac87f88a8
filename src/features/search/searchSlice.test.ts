import reducer, { searchActions, initialState } from './searchSlice';
import type { SearchResponse } from '../../../lib/search/searchContract';

const { searchRequested, searchSucceeded, searchFailed, searchCancelled } = searchActions;

const response: SearchResponse = {
  query: 'envelope',
  category: null,
  categoryFilter: [],
  offset: 0,
  total: 0,
  results: [],
  categories: { Developer: 0, Support: 0, Blogs: 0, Community: 0, Website: 0, Courses: 0 },
};

describe('bingSearchResponse state', () => {
  it('starts idle with no results', () => {
    expect(reducer(undefined, { type: '@@init' })).toEqual(initialState);
  });

  it('is loading after a request, with the request kept', () => {
    const state = reducer(
      initialState,
      searchRequested({ q: 'envelope', category: null, offset: 0 }),
    );
    expect(state).toMatchObject({ loading: true, error: null, request: { q: 'envelope' } });
  });

  it('stores results on success and stops loading', () => {
    const loading = reducer(
      initialState,
      searchRequested({ q: 'envelope', category: null, offset: 0 }),
    );
    expect(reducer(loading, searchSucceeded(response))).toMatchObject({
      loading: false,
      results: response,
      error: null,
    });
  });

  it('stores the error on failure and drops old results', () => {
    const shown = { ...initialState, results: response, loading: true };
    expect(reducer(shown, searchFailed('Bad Gateway'))).toMatchObject({
      loading: false,
      error: 'Bad Gateway',
      results: null,
    });
  });

  it('stops loading on cancel and keeps what was shown', () => {
    const shown = { ...initialState, results: response, loading: true };
    expect(reducer(shown, searchCancelled())).toMatchObject({ loading: false, results: response });
  });
});
