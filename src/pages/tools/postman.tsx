import type { HeadFC } from 'gatsby';
import { SiteLayout } from '../../components/layouts/SiteLayout';
import { Seo } from '../../components/site/Seo';
import { PostmanCollectionLinks } from '../../features/documentation/components/PostmanCollectionLinks';
import { PostmanEnvironmentForm } from '../../features/documentation/components/PostmanEnvironmentForm';

/** /tools/postman/: a Postman environment for an integration key, and a collection per API. */
export default function PostmanTool() {
  return (
    <SiteLayout className="layout-tools">
      <h1>Postman</h1>
      <p>
        Call the APIs from Postman or newman: download an environment for your integration key, then
        import the collection of the API you use. Both are in Postman&rsquo;s v2.1 formats.
      </p>
      <h2>Environment</h2>
      <PostmanEnvironmentForm />
      <h2>Collections</h2>
      <PostmanCollectionLinks />
    </SiteLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Postman"
    description="Postman environment and collections for the APIs."
    path="/tools/postman/"
  />
);
