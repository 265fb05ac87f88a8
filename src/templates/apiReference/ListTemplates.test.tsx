import { render, screen, within } from '@testing-library/react';
import { referencePageProps } from './__fixtures__/referencePageProps';
import LandingTemplate from './LandingTemplate';
import CategoryTemplate from './CategoryTemplate';
import ResourceTemplate from './ResourceTemplate';
import type {
  CategoryPageContext,
  LandingPageContext,
  ResourcePageContext,
  VersionChangesPageContext,
} from '../../../lib/site/pageContext/apiReference';
import { methodContext } from '../../components/reference/__fixtures__/referenceModel';

jest.mock('../../components/layouts/SiteLayout', () => ({
  SiteLayout: ({ children }: { children: React.ReactNode }) => <main>{children}</main>,
}));
// The fields every reference page shares, taken from the method fixture.
const { pagePath, api, sidebar, breadcrumbs, versions, seo } = methodContext();
const base = { pagePath, api, sidebar, breadcrumbs, versions, seo };
const methods = [
  {
    name: 'create',
    path: '/docs/esign-rest-api/reference/envelopes/envelopes/create/',
    httpMethod: 'POST',
    apiPath: '/v2.1/accounts/{accountId}/envelopes',
    summary: 'Creates an envelope.',
    deprecated: false,
  },
  {
    name: 'listStatus',
    path: '/docs/esign-rest-api/reference/envelopes/envelopes/liststatus/',
    httpMethod: 'PUT',
    apiPath: '/v2.1/accounts/{accountId}/envelopes/status',
    summary: 'Old status call.',
    deprecated: true,
  },
];
const resource = {
  name: 'Envelopes',
  path: '/docs/esign-rest-api/reference/envelopes/envelopes/',
  descriptionHtml: '<p>Envelopes hold documents.</p>',
  methods,
};
const props = <T,>(page: T) => referencePageProps(page);

afterEach(() => window.sessionStorage.clear());

test('the landing page shows the title, version, tag, description and categories', () => {
  const page: LandingPageContext = {
    ...base,
    pagePath: '/docs/esign-rest-api/reference/',
    api: { ...base.api, versionTag: 'Limited Availability' },
    title: 'eSignature REST API',
    descriptionHtml: '<p>Send documents for signature.</p>',
    categories: [
      {
        name: 'Envelopes',
        path: '/docs/esign-rest-api/reference/envelopes/',
        summary: 'Send and track.',
      },
    ],
  };
  render(<LandingTemplate {...props(page)} />);
  const header = screen.getByRole('banner');
  expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent(
    'eSignature REST API',
  );
  expect(header).toHaveTextContent('v2.1');
  expect(header).toHaveTextContent('Limited Availability');
  expect(screen.getByText('Send documents for signature.')).toBeInTheDocument();
  const card = screen.getByText('Send and track.').closest('li')!;
  expect(within(card).getByRole('link', { name: 'Envelopes' })).toHaveAttribute(
    'href',
    '/docs/esign-rest-api/reference/envelopes/',
  );
});

test('the category page lists its resources with their methods', () => {
  const page: CategoryPageContext = {
    ...base,
    pagePath: '/docs/esign-rest-api/reference/envelopes/',
    category: { name: 'Envelopes', summary: 'Send and track.', descriptionHtml: '' },
    resources: [{ name: resource.name, path: resource.path, methods }],
  };
  render(<CategoryTemplate {...props(page)} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Envelopes' })).toBeInTheDocument();
  expect(screen.getByText('Send and track.')).toBeInTheDocument();
  const table = screen.getByRole('table');
  expect(within(table).getByRole('link', { name: 'POST create' })).toHaveAttribute(
    'href',
    methods[0].path,
  );
});

test('the resource page shows its description and a methods table with verb, path and summary', () => {
  const page: ResourcePageContext = {
    ...base,
    pagePath: resource.path,
    category: { name: 'Envelopes', path: '/docs/esign-rest-api/reference/envelopes/' },
    resource,
  };
  render(<ResourceTemplate {...props(page)} />);
  expect(screen.getByText('Envelopes hold documents.')).toBeInTheDocument();
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('POST create');
  expect(rows[0]).toHaveTextContent('/v2.1/accounts/{accountId}/envelopes');
  expect(rows[0]).toHaveTextContent('Creates an envelope.');
  expect(rows[1]).toHaveTextContent('Deprecated');
  expect(rows[0]).not.toHaveTextContent('Deprecated');
});

describe('VersionChangesTemplate', () => {
  it('says None under each empty list, "Operations changed" too', async () => {
    const { default: VersionChangesTemplate } = await import('./VersionChangesTemplate');
    const page: VersionChangesPageContext = {
      ...base,
      fromVersion: 'v2',
      toVersion: 'v2.1',
      added: [],
      removed: [],
      changed: [],
      moreAdded: 0,
      moreRemoved: 0,
      moreChanged: 0,
    };
    render(<VersionChangesTemplate {...props(page)} />);
    for (const name of ['Operations added', 'Operations removed', 'Operations changed']) {
      const section = screen.getByRole('region', { name });
      expect(within(section).getByRole('heading')).toHaveTextContent(`${name} (0)`);
      expect(within(section).getByText('None.')).toBeInTheDocument();
    }
  });
});

test('a later page of a long category says which page it is and links every page of the list', () => {
  const pages = [
    '/docs/esign-rest-api/reference/envelopes/',
    '/docs/esign-rest-api/reference/envelopes/page-2/',
    '/docs/esign-rest-api/reference/envelopes/page-3/',
  ];
  const page: CategoryPageContext = {
    ...base,
    pagePath: pages[1],
    category: { name: 'Envelopes', summary: '', descriptionHtml: '' },
    resources: [{ name: resource.name, path: resource.path, methods, continued: true }],
    pager: { current: 2, pages },
  };
  render(<CategoryTemplate {...props(page)} />);
  expect(
    screen.getByRole('heading', { level: 2, name: 'Envelopes (continued)' }),
  ).toBeInTheDocument();
  const pager = screen.getByRole('navigation', { name: 'Pages of this list' });
  expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', pages[0]);
  expect(within(pager).getByText('2')).toHaveAttribute('aria-current', 'page');
  expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', pages[2]);
});

test('the last page of a long resource has no next page, a short one no pager', () => {
  const pages = [resource.path, `${resource.path}page-2/`];
  const last: ResourcePageContext = {
    ...base,
    pagePath: pages[1],
    category: { name: 'Envelopes', path: '/docs/esign-rest-api/reference/envelopes/' },
    resource: { ...resource, descriptionHtml: '' },
    pager: { current: 2, pages },
  };
  const { unmount } = render(<ResourceTemplate {...props(last)} />);
  const pager = screen.getByRole('navigation', { name: 'Pages of this list' });
  expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', pages[0]);
  expect(within(pager).queryByRole('link', { name: 'Next page' })).toBeNull();
  unmount();
  render(<ResourceTemplate {...props({ ...last, pagePath: resource.path, pager: undefined })} />);
  expect(screen.queryByRole('navigation', { name: 'Pages of this list' })).toBeNull();
});
