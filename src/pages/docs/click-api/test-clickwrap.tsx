import type { HeadFC } from 'gatsby';
import { SiteLayout } from '../../../components/layouts/SiteLayout';
import { Seo } from '../../../components/site/Seo';
import { ClickwrapTestPage } from '../../../features/clickwrap/components/ClickwrapTestPage';

/** The click-API test clickwrap docs page (docs/behaviour.md §2): try an elastic template. */
export default function TestClickwrapPage() {
  return (
    <SiteLayout className="layout-test-clickwrap">
      <div className="narrow-page">
        <h1>Test an elastic template</h1>
        <p>
          Render a click-to-agree template (clickwrap) exactly as your users would see it, agree to
          it, and check that the agreement is recorded. The local sandbox holds the template{' '}
          <code>3f2c9a1e-7b4d-4e6f-9a8b-5c1d2e3f4a5b</code> in the <code>demo</code> environment of
          account <code>6b1e3f2a-4c5d-4e8f-9a0b-1c2d3e4f5a6b</code>.
        </p>
        <ClickwrapTestPage />
      </div>
    </SiteLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Test an elastic template"
    description="Render a click-to-agree template from its identifier, agree to it and see the recorded agreement."
    path="/docs/click-api/test-clickwrap/"
  />
);
