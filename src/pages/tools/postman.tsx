import { Link, type HeadFC } from 'gatsby';
import { SiteLayout } from '../../components/layouts/SiteLayout';
import { Seo } from '../../components/site/Seo';
import { PostmanCollectionLinks } from '../../features/postman/components/PostmanCollectionLinks';
import { PostmanEnvironmentForm } from '../../features/postman/components/PostmanEnvironmentForm';
import { PageTitle } from '../../components/site/PageTitle';

/** /tools/postman/: a Postman environment for an integration key, and a collection per API. */
export default function PostmanTool() {
  return (
    <SiteLayout className="layout-tools">
      <PageTitle>Postman</PageTitle>
      <p>
        Call the APIs from Postman or newman: download an environment for your integration key, then
        import the collection of the API you use. Both are in Postman&rsquo;s v2.1 formats.
      </p>
      <p>
        Signed in, the form comes filled in with your account and user ids and your integration key;
        the secret is optional (the collections call with an access token). Before a run, set{' '}
        <code>accessToken</code> (generate one with the{' '}
        <Link to="/token-generator/">token generator</Link>), and <code>accountId</code> if the
        environment has none. Run a folder in order (Envelopes: create, list, get, update): a create
        keeps the new id for the requests after it, e.g.{' '}
        <code>
          newman run esignature-v2.1.postman_collection.json -e
          developer-center-demo.postman_environment.json --folder Envelopes --env-var
          accessToken=&hellip; --env-var accountId=&hellip;
        </code>
        .
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
