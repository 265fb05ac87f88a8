import { useCallback, useRef, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'gatsby';
import { HeaderSearch } from '../../features/search/components/HeaderSearch';
import { ThemeToggle } from '../theme/ThemeToggle';
import { useSearchShortcut } from './useSearchShortcut';
import { Button } from '../ui';
import { ApiMenu } from './ApiMenu';
import { BrandLogo } from './BrandLogo';

const MAIN_LINKS = [
  { to: '/platform/', label: 'Platform' },
  { to: '/tools/overview/', label: 'Tools' },
  { to: '/tools/api-explorer/', label: 'API Explorer' },
  { to: '/docs/esign-rest-api/quickstart/', label: 'Quickstart' },
  { to: '/support/', label: 'Support' },
];

/**
 * The site header: brand, main navigation and the slots the app shell fills (search, sign-in).
 * Under 48rem the navigation and actions collapse behind a Menu button.
 */
export function Header({ actions }: { actions?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);

  // The header outlives in-app navigation, so a chosen link closes the menus.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target as HTMLElement).closest('a')) return;
    event.currentTarget.querySelector('details')?.removeAttribute('open');
    setOpen(false);
  };

  const openSearch = useCallback(() => {
    setOpen(true);
    // The panel may just have been shown; focus once it is laid out.
    requestAnimationFrame(() =>
      panelRef.current?.querySelector<HTMLInputElement>('.header-search input')?.focus(),
    );
  }, []);
  useSearchShortcut(openSearch);

  return (
    <header className="site-header">
      <Link to="/" className="site-header__brand">
        <BrandLogo />
      </Link>
      <Button
        small
        className="site-header__toggle"
        aria-expanded={open}
        aria-controls="site-header-panel"
        onClick={() => setOpen((value) => !value)}
      >
        Menu
      </Button>
      <div
        id="site-header-panel"
        ref={panelRef}
        className={`site-header__panel${open ? ' is-open' : ''}`}
        onClick={closeOnLink}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.currentTarget.querySelector('details')?.removeAttribute('open');
          }
        }}
      >
        <nav aria-label="Main" className="site-header__nav">
          <ApiMenu />
          {MAIN_LINKS.map((link) => (
            <Link key={link.to} to={link.to} activeClassName="is-active" partiallyActive>
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="site-header__actions">
          <HeaderSearch />
          <ThemeToggle />
          {actions}
        </div>
      </div>
    </header>
  );
}
