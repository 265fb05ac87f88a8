import { Link } from 'gatsby';

/** The site header: brand, main navigation and the slots the app shell fills (search, sign-in). */
export function Header({ actions }: { actions?: React.ReactNode }) {
  return (
    <header className="site-header">
      <Link to="/" className="site-header__brand">
        Developer Center
      </Link>
      <nav aria-label="Main" className="site-header__nav">
        <Link to="/docs/esign-rest-api/">APIs</Link>
        <Link to="/tools/api-explorer/">API Explorer</Link>
        <Link to="/docs/esign-rest-api/quickstart/">Quickstart</Link>
        <Link to="/token-generator/">Token generator</Link>
      </nav>
      <div className="site-header__actions">{actions}</div>
    </header>
  );
}
