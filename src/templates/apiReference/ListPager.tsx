import { Link } from 'gatsby';
import type { ListPager as Pager } from '../../../lib/site/pageContext/apiReference';

/**
 * The pages of a list too long for one page's budget (a category's resources, a resource's
 * methods): each page by number, the current one marked, and the next one named.
 */
export function ListPager({ pager }: { pager?: Pager }) {
  if (!pager) return null;
  const next = pager.pages[pager.current];
  return (
    <nav className="ref-pager" aria-label="Pages of this list">
      <ol>
        {pager.pages.map((path, index) => (
          <li key={path}>
            {index + 1 === pager.current ? (
              <span aria-current="page">{index + 1}</span>
            ) : (
              <Link to={path} aria-label={`Page ${index + 1}`}>
                {index + 1}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {next && <Link to={next}>Next page</Link>}
    </nav>
  );
}
