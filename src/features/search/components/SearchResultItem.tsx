import { Link } from 'gatsby';
import { KIND_LABELS, type SearchResult } from '../../../../lib/search/searchContract';
import { snippetParts } from '../snippetParts';

/**
 * One result: title link, where it comes from (category, kind, API) and the snippet with
 * matched words marked.
 */
export function SearchResultItem({ result }: { result: SearchResult }) {
  const external = /^https?:\/\//.test(result.url);
  return (
    <li>
      <h2>
        {external ? (
          <a href={result.url}>{result.title}</a>
        ) : (
          <Link to={result.url}>{result.title}</Link>
        )}
      </h2>
      <div className="search-results__meta">
        {result.category} · {KIND_LABELS[result.kind] ?? result.kind}
        {result.apiName && ` · ${result.apiName}`}
        {result.method && (
          <>
            {' · '}
            <code>
              {result.method} {result.path}
            </code>
          </>
        )}
      </div>
      {result.section && (
        <p className="search-results__section">
          Section: <Link to={result.section.url}>{result.section.title}</Link>
        </p>
      )}
      <p>
        {snippetParts(result.snippet).map((part, index) =>
          part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
        )}
      </p>
    </li>
  );
}
