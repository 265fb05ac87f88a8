import { Link } from 'gatsby';
import { ConsentPreferencesLink } from '../../features/consent/components/ConsentPreferencesLink';

const COLUMNS = [
  {
    title: 'APIs',
    links: [
      { to: '/docs/esign-rest-api/', label: 'eSignature' },
      { to: '/docs/admin-api/', label: 'Admin' },
      { to: '/docs/click-api/', label: 'Click' },
      { to: '/docs/maestro-api/', label: 'Maestro' },
    ],
  },
  {
    title: 'Tools',
    links: [
      { to: '/tools/api-explorer/', label: 'API Explorer' },
      { to: '/token-generator/', label: 'Token generator' },
      { to: '/tools/postman/', label: 'Postman' },
      { to: '/tools/openapi-files/', label: 'OpenAPI files' },
    ],
  },
  {
    title: 'Community',
    links: [
      { to: '/opensource/', label: 'Open source' },
      { to: '/changelog/', label: 'Changelog' },
      { to: '/blog/', label: 'Blog' },
      { to: '/newsletter/', label: 'Newsletter' },
      { to: '/developer-events/', label: 'Events' },
      { to: '/videos/', label: 'Videos' },
      { to: '/developer-spotlight/', label: 'Developer spotlight' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: '/support/', label: 'Support' },
      { to: '/get-started/', label: 'Get started' },
      { to: '/platform/go-live/', label: 'Go live' },
      { to: '/sitemap-index.xml', label: 'Sitemap' },
    ],
  },
];

/** The site footer: the secondary routes of the spec, in columns. */
export function Footer() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="site-footer__columns">
        {COLUMNS.map((column) => (
          <div key={column.title} className="site-footer__column">
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  {link.to.endsWith('.xml') ? (
                    <a href={link.to}>{link.label}</a>
                  ) : (
                    <Link to={link.to}>{link.label}</Link>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <p className="site-footer__note">
        Developer Center · open source under the MIT licence · <ConsentPreferencesLink />
      </p>
    </footer>
  );
}
