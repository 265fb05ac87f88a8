import type { HeadFC } from 'gatsby';
import { Link } from 'gatsby';
import { SiteLayout } from '../components/layouts/SiteLayout';
import { Seo } from '../components/site/Seo';
import { DOCS_BASE_PATHS } from '../../lib/site/docsBasePaths';
import { ExplorerRedirect } from '../features/apiExplorer/ExplorerRedirect';
import { HomeCarousel } from '../components/home/HomeCarousel';
import { buttonClass } from '../components/ui';
import { LatestPosts } from '../features/blogPosts/components/LatestPosts';

const TOOLS = [
  { to: '/tools/api-explorer/', title: 'API Explorer', text: 'Try any call from the browser.' },
  {
    to: '/docs/esign-rest-api/quickstart/',
    title: 'Quickstart',
    text: 'A working sample project in minutes.',
  },
  { to: '/token-generator/', title: 'Token generator', text: 'An access token for testing.' },
  { to: '/tools/postman/', title: 'Postman', text: 'Collections and environments.' },
];

/** The home page: hero, a card per API documentation base path, and the tools. */
export default function HomePage() {
  return (
    <SiteLayout className="layout-home">
      <ExplorerRedirect />
      <section className="home-hero">
        <h1>Developer Center</h1>
        <p className="home-hero__lead">
          Build integrations with the e-signature and agreement platform: API references, guides,
          SDKs and tools to send, sign and manage agreements from your own apps.
        </p>
        <p className="home-hero__actions">
          <Link className={buttonClass('primary')} to="/docs/esign-rest-api/quickstart/">
            Start the quickstart
          </Link>
          <Link className={buttonClass('secondary')} to="/docs/esign-rest-api/">
            Read the eSignature docs
          </Link>
        </p>
      </section>
      <HomeCarousel />
      <LatestPosts />
      <section className="home-section" aria-labelledby="apis">
        <h2 id="apis">APIs and SDKs</h2>
        <ul className="card-grid">
          {DOCS_BASE_PATHS.map((base) => (
            <li key={base.path} className="card">
              <h3>
                <Link to={base.path}>{base.title}</Link>
                {base.beta && <span className="badge badge--beta">Beta</span>}
              </h3>
              <p>{base.summary}</p>
              {base.hasReference && (
                <Link className="card__secondary" to={`${base.path}reference/`}>
                  API reference
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section className="home-section" aria-labelledby="tools">
        <h2 id="tools">Tools</h2>
        <ul className="card-grid card-grid--tools">
          {TOOLS.map((tool) => (
            <li key={tool.to} className="card">
              <h3>
                <Link to={tool.to}>{tool.title}</Link>
              </h3>
              <p>{tool.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </SiteLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Developer Center"
    description="API references, guides, SDKs and tools for building integrations with the e-signature and agreement platform."
    path="/"
  />
);
