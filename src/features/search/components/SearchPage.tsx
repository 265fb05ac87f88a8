import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { navigate } from 'gatsby';
import { useAppDispatch, useAppSelector, useHydrated } from '../../../app/hooks';
import { searchActions } from '../searchSlice';
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_MESSAGES } from '../../../../lib/search/searchContract';
import { parseSearchUrl, searchUrl } from '../searchUrl';
import { multiSiteSearchOn } from '../multiSite';
import { SearchPagination } from './SearchPagination';
import { SearchResultItem } from './SearchResultItem';
import { SearchTabs } from './SearchTabs';
import './search.css';
import { Button } from '../../../components/ui';
import { PageTitle } from '../../../components/site/PageTitle';

/**
 * The search page: the address (?q=&category=&offset=) is the request, so a search can be
 * shared and reloaded; the bingSearchResponse state holds loading, results or the error.
 */
export function SearchPage({ search }: { search: string }) {
  // The static HTML was rendered without a query; reading it only after hydration keeps the
  // first client render identical to that HTML (React errors #418/#423 otherwise).
  const hydrated = useHydrated();
  const request = parseSearchUrl(hydrated ? search : '');
  const { q, category, offset } = request;
  const dispatch = useAppDispatch();
  const { loading, error, results } = useAppSelector((state) => state.bingSearchResponse);
  const [text, setText] = useState(q);

  useEffect(() => setText(q), [q]);

  useEffect(() => {
    // Search runs only when q is present (docs/behaviour.md §5).
    if (q.trim() === '') return undefined;
    dispatch(searchActions.searchRequested({ q, category, offset }));
    return () => {
      dispatch(searchActions.searchCancelled());
    };
  }, [dispatch, q, category, offset]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    if (next !== '') void navigate(searchUrl({ q: next, category, offset: 0 }));
  };

  const current =
    results && results.query === q.trim() && results.category === category ? results : null;

  return (
    <div className="search-page">
      <PageTitle>Search</PageTitle>
      <form role="search" className="search-page__form" onSubmit={onSubmit}>
        <input
          type="search"
          aria-label="Search term"
          name="q"
          maxLength={SEARCH_MAX_QUERY_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </form>
      {q.trim() === '' ? (
        <p>
          Enter a search term to search the Developer Center, support, blogs, community and courses.
        </p>
      ) : (
        <>
          {/* The multi-site search tells no count per category: the tabs then show none. */}
          <SearchTabs
            q={q}
            current={category}
            counts={multiSiteSearchOn() ? null : (current?.categories ?? null)}
          />
          <div aria-live="polite">
            {loading && <p role="status">Searching…</p>}
            {!loading && error && <p role="alert">{SEARCH_MESSAGES.failure}</p>}
            {!loading && !error && current && current.total === 0 && (
              <p>{SEARCH_MESSAGES.noResults}</p>
            )}
          </div>
          {!error && current && current.total > 0 && (
            <>
              <p className="search-results__meta">
                {current.total} result{current.total === 1 ? '' : 's'}
              </p>
              <ol className="search-results">
                {current.results.map((result) => (
                  <SearchResultItem key={result.url} result={result} />
                ))}
              </ol>
              <SearchPagination request={request} total={current.total} />
            </>
          )}
        </>
      )}
    </div>
  );
}
