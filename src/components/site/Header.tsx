import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'gatsby';
import { DOCS_BASE_PATHS } from '../../lib/routing/docsBasePaths';
import { HeaderSearch } from '../../features/bingSearchResponse/components/HeaderSearch';

const MAIN_LINKS = [
  { to: '/platform/', label: 'Platform' },
  { to: '/tools/overview/', label: 'Tools' },
  { to: '/tools/api-explorer/', label: 'API Explorer' },
  { to: '/docs/esign-rest-api/quickstart/', label: 'Quickstart' },
  { to: '/support/', label: 'Support' },
];

// The menu is a <details>; the header outlives in-app navigation, so a chosen link closes it.
function closeMenu(event: MouseEvent<HTMLElement>) {
  if ((event.target as HTMLElement).closest('a'))
    event.currentTarget.closest('details')?.removeAttribute('open');
}

/** The site header: brand, main navigation and the slots the app shell fills (search, sign-in). */
export function Header({ actions }: { actions?: ReactNode }) {
  return (
    <header className="site-header">
      <Link to="/" className="site-header__brand">
        Developer Center
      </Link>
      <nav aria-label="Main" className="site-header__nav">
        <details className="site-header__menu">
          <summary>APIs</summary>
          <ul onClick={closeMenu}>
            {DOCS_BASE_PATHS.map((base) => (
              <li key={base.path}>
                <Link to={base.path}>{base.title}</Link>
              </li>
            ))}
          </ul>
        </details>
        {MAIN_LINKS.map((link) => (
          <Link key={link.to} to={link.to} activeClassName="is-active" partiallyActive>
            {link.label}
          </Link>
        ))}
      </nav>
      <div className="site-header__actions">
        <HeaderSearch />
        {actions}
      </div>
    </header>
  );
}
