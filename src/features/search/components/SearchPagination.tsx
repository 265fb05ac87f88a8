import { Link } from 'gatsby';
import { SEARCH_PAGE_SIZE } from '../../../../lib/search/searchContract';
import type { SearchRequest } from '../searchSlice';
import { searchUrl } from '../searchUrl';

/** Previous / next pages of ten results, as addresses carrying the offset. */
export function SearchPagination({ request, total }: { request: SearchRequest; total: number }) {
  if (total <= SEARCH_PAGE_SIZE) return null;
  const page = Math.floor(request.offset / SEARCH_PAGE_SIZE) + 1;
  const pages = Math.ceil(total / SEARCH_PAGE_SIZE);
  const at = (offset: number) => searchUrl({ ...request, offset });
  return (
    <nav aria-label="Search result pages" className="search-pagination">
      {page > 1 && (
        <Link to={at(request.offset - SEARCH_PAGE_SIZE)} rel="prev">
          Previous
        </Link>
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link to={at(request.offset + SEARCH_PAGE_SIZE)} rel="next">
          Next
        </Link>
      )}
    </nav>
  );
}
