import { Link } from 'gatsby';

/** The site footer with the secondary routes of the spec. */
export function Footer() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <Link to="/support/">Support</Link> <Link to="/changelog/">Changelog</Link>{' '}
        <Link to="/opensource/">Open source</Link> <Link to="/newsletter/">Newsletter</Link>
      </nav>
    </footer>
  );
}
