import { Link } from 'gatsby';
import { SEARCH_CATEGORIES } from '../../../../lib/search/searchContract';
import type { SearchCategory } from '../../../../lib/search/searchContract';
import { searchUrl } from '../searchUrl';

const LABELS: Record<SearchCategory, string> = {
  Developer: 'Developer',
  Support: 'Support',
  Blogs: 'Blogs',
  Community: 'Community',
  Website: 'Website',
  Courses: 'Courses',
};

/** All + the six categories; each tab is an address, so a filtered search can be shared. */
export function SearchTabs({
  q,
  current,
  counts,
}: {
  q: string;
  current: SearchCategory | null;
  counts: Record<SearchCategory, number> | null;
}) {
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : null;
  const tabs: { category: SearchCategory | null; label: string; count: number | null }[] = [
    { category: null, label: 'All', count: all },
    ...SEARCH_CATEGORIES.map((category) => ({
      category,
      label: LABELS[category],
      count: counts ? counts[category] : null,
    })),
  ];
  return (
    <nav aria-label="Search categories" className="search-tabs">
      {tabs.map((tab) => (
        <Link
          key={tab.label}
          to={searchUrl({ q, category: tab.category, offset: 0 })}
          aria-current={tab.category === current ? 'page' : undefined}
        >
          {tab.label}
          {tab.count !== null && ` (${tab.count})`}
        </Link>
      ))}
    </nav>
  );
}
