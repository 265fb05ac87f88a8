import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { ADMIN_SETTINGS, ADMIN_USER } from '../../test-utils/fixtures';
import { userActions } from '../../features/user/userSlice';
import type { MethodPageContext } from '../../../lib/site/pageContext/apiReference';
import { referencePageProps } from './__fixtures__/referencePageProps';
import MethodTemplate from './MethodTemplate';
import { withFlags } from '../../test-utils/withFlags';
import {
  getDocument,
  methodContext,
  tabsChunk,
} from '../../components/reference/__fixtures__/referenceModel';

// The site frame (header with the signed-in user menu) is another family's concern.
jest.mock('../../components/layouts/SiteLayout', () => ({
  SiteLayout: ({ children }: { children: React.ReactNode }) => <main>{children}</main>,
}));
function renderMethod(context: MethodPageContext = methodContext(), store = makeStore()) {
  const props = referencePageProps(context);
  return render(
    <Provider store={store}>
      <MethodTemplate {...props} />
    </Provider>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

test('shows the HTTP method, the path, the summary and the description', () => {
  renderMethod();
  const endpoint = document.querySelector('.ref-endpoint')!;
  expect(endpoint).toHaveTextContent('POST /v2.1/accounts/{accountId}/envelopes');
  expect(
    screen.getByText('Creates an envelope.', { selector: '.ref-summary' }),
  ).toBeInTheDocument();
  expect(screen.getByText('envelope', { selector: 'strong' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Envelopes: create');
});

test('groups parameters by location with required marks and every constraint', () => {
  renderMethod();
  const path = screen.getByRole('region', { name: 'Path parameters' });
  expect(within(path).getByText('accountId')).toBeInTheDocument();
  expect(within(path).getByText('required')).toBeInTheDocument();
  expect(within(path).getByText('^[0-9a-f-]{36}$')).toBeInTheDocument();
  expect(within(path).getByText('string (uuid)')).toBeInTheDocument();

  const query = screen.getByRole('region', { name: 'Query parameters' });
  expect(within(query).queryByText('required')).toBeNull();
  expect(within(query).getByText('true, false')).toBeInTheDocument(); // enum values
  const count = within(query).getByText('count').closest('tr')!;
  expect(count).toHaveTextContent('min 1');
  expect(count).toHaveTextContent('exclusive max 100');
  expect(count).toHaveTextContent('example 10');
  expect(count).toHaveTextContent('integer (int32)');

  const header = screen.getByRole('region', { name: 'Header parameters' });
  expect(header).toHaveTextContent('min length 8');
  expect(header).toHaveTextContent('max length 64');
});

test('shows the request body with enums, defaults and an unknown schema', () => {
  renderMethod();
  const body = document.querySelector('.ref-request-body')!;
  expect(body).toHaveTextContent('emailSubject');
  expect(body).toHaveTextContent('created, sent');
  expect(body).toHaveTextContent('default created');
  expect(within(body as HTMLElement).getByText('unknown schema')).toBeInTheDocument();
});

test('expands a nested schema in place: recipients → signers', async () => {
  renderMethod();
  const user = userEvent.setup();
  expect(screen.queryByText('routingOrder')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Expand recipients' }));
  expect(screen.getByText('signers')).toBeInTheDocument();
  expect(screen.getByText('array of Signer')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Expand signers' }));
  expect(screen.getByText('routingOrder')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Collapse signers' }));
  expect(screen.queryByText('routingOrder')).toBeNull();
});

test('expanding a truncated node fetches its schema chunk', async () => {
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => tabsChunk }));
  global.fetch = fetchMock as unknown as typeof fetch;
  renderMethod();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Expand recipients' }));
  await user.click(screen.getByRole('button', { name: 'Expand signers' }));
  expect(fetchMock).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Expand tabs' }));
  expect(await screen.findByText('signHereTabs')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/api-schemas/esignature/v2.1/Tabs.json');
});

test('a failed chunk fetch says so and offers a retry', async () => {
  global.fetch = jest.fn(async () => ({ ok: false, status: 404 })) as unknown as typeof fetch;
  // another version's chunk folder: nothing cached from the test above
  renderMethod(methodContext({ schemaChunkBase: '/api-schemas/esignature/v2/' }));
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Expand recipients' }));
  await user.click(screen.getByRole('button', { name: 'Expand signers' }));
  await user.click(screen.getByRole('button', { name: 'Expand tabs' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load Tabs: 404');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('shows responses by status with formatted JSON examples', () => {
  renderMethod();
  const created = screen.getByRole('article', { name: 'Response 201' });
  expect(created).toHaveTextContent('201 Created');
  expect(created).toHaveTextContent('Envelope created.');
  expect(created.querySelector('.ref-example pre')!.textContent).toBe(
    JSON.stringify({ envelopeId: 'abc-123', status: 'sent' }, null, 2),
  );
  expect(screen.getByRole('article', { name: 'Response 400' })).toHaveTextContent('Bad Request');
});

test('a curl sample with URL, bearer header, content type and a body, copied on click', async () => {
  const user = userEvent.setup(); // installs a clipboard stub, so spy after it
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  renderMethod();
  const curl = screen.getByTestId('curl-sample').textContent!;
  expect(curl).toContain('curl --request POST');
  // By default the sample calls the sandbox of the site it is read on (jsdom: http://localhost).
  expect(curl).toContain("'http://localhost/sandbox/restapi/v2.1/accounts/{accountId}/envelopes'");
  expect(curl).toContain("--header 'Authorization: Bearer {ACCESS_TOKEN}'");
  expect(curl).toContain("--header 'Content-Type: application/json'");
  expect(curl).toContain('"emailSubject": "Please sign"');
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith(curl);
  expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
});

test('the environment picker switches the sample to a spec server and fills its variables', async () => {
  const servers = [
    { url: 'https://demo.example.test/restapi', description: 'Demo', variables: [] },
    {
      url: 'https://{region}.example.test/restapi',
      variables: [{ name: 'region', default: 'na1', enum: ['na1', 'eu'] }],
    },
  ];
  renderMethod(methodContext({ servers }));
  const picker = screen.getByRole('group', { name: 'Environment' });
  const base = within(picker).getByRole('combobox', { name: 'Base URL for samples' });
  expect(within(picker).getByTestId('environment-url')).toHaveTextContent(
    'http://localhost/sandbox/restapi',
  );
  await userEvent.selectOptions(base, 'Demo (https://demo.example.test/restapi)');
  expect(screen.getByTestId('curl-sample')).toHaveTextContent(
    "'https://demo.example.test/restapi/v2.1/accounts/{accountId}/envelopes'",
  );
  await userEvent.selectOptions(base, 'https://{region}.example.test/restapi');
  await userEvent.selectOptions(within(picker).getByRole('combobox', { name: 'region' }), 'eu');
  expect(screen.getByTestId('curl-sample')).toHaveTextContent(
    "'https://eu.example.test/restapi/v2.1/accounts/{accountId}/envelopes'",
  );
});

test('signed in, the sample carries the account id, and the token only on request', async () => {
  const store = makeStore();
  store.dispatch(userActions.tokenReceived('secret-token'));
  store.dispatch(userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }));
  renderMethod(methodContext(), store);
  const accountId = ADMIN_USER.accounts[0].account_id;
  const sample = screen.getByTestId('curl-sample');
  expect(sample).toHaveTextContent(`/v2.1/accounts/${accountId}/envelopes`);
  expect(sample).toHaveTextContent('Bearer {ACCESS_TOKEN}');
  expect(sample).not.toHaveTextContent('secret-token');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Show my token in samples' }));
  expect(sample).toHaveTextContent('Bearer secret-token');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Show my token in samples' }));
  expect(sample).not.toHaveTextContent('secret-token');
});

test('signed out, there is no token toggle and the account id stays a placeholder', () => {
  renderMethod();
  expect(screen.queryByRole('checkbox', { name: /Show my token/ })).not.toBeInTheDocument();
  expect(screen.getByTestId('curl-sample')).toHaveTextContent('/accounts/{accountId}/envelopes');
});

test('breadcrumbs and a version switcher that targets the same operation', () => {
  renderMethod();
  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(
    within(crumbs)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['eSignature REST API v2.1', 'Envelopes', 'Envelopes', 'create']);
  const versions = screen.getByRole('navigation', { name: 'API version' });
  expect(within(versions).getByRole('link', { name: 'v2' })).toHaveAttribute(
    'href',
    '/docs/esign-rest-api/v2/reference/envelopes/envelopes/create/',
  );
  expect(within(versions).queryByRole('link', { name: 'v2.1' })).toBeNull();
});

test('"Try it" links to the explorer only when the API has one', () => {
  const { unmount } = renderMethod();
  // One under the title (for narrow screens, where the samples come after the schema), one in
  // the samples column; CSS shows one of them.
  const links = screen.getAllByRole('link', { name: 'Try it' });
  expect(links).toHaveLength(2);
  for (const link of links) {
    expect(link).toHaveAttribute(
      'href',
      '/docs/esign-rest-api/reference/envelopes/envelopes/create/?explorer=true',
    );
  }
  expect(links[0]).toHaveClass('ref-try-it--early');
  expect(links[0].compareDocumentPosition(screen.getByText('Parameters'))).toBe(
    Node.DOCUMENT_POSITION_FOLLOWING,
  );
  unmount();
  const base = methodContext();
  renderMethod({ ...base, api: { ...base.api, hasApiExplorer: false } });
  expect(screen.queryByRole('link', { name: 'Try it' })).toBeNull();
});

test('deprecated operations carry a badge; binary responses say so', () => {
  const base = methodContext();
  renderMethod({ ...base, operation: getDocument, api: { ...base.api, versionTag: 'Beta' } });
  expect(document.querySelector('.ref-header')).toHaveTextContent('Deprecated');
  expect(document.querySelector('.ref-header')).toHaveTextContent('Beta');
  expect(screen.getByText('Binary content (application/pdf).')).toBeInTheDocument();
  expect(screen.getByTestId('curl-sample').textContent).not.toContain('--data');
  expect(screen.getByTestId('curl-sample').textContent).toContain(
    "--header 'Accept: application/pdf'",
  );
});

test('a method without deprecation shows no deprecated badge', () => {
  renderMethod();
  expect(document.querySelector('.ref-header')).not.toHaveTextContent('Deprecated');
});

describe('reference flags (docs/behaviour.md §9)', () => {
  test('oas shows the operation as its OpenAPI description names it', () => {
    withFlags('oas,-apiReferenceRevamp', () => renderMethod());
    const list = document.querySelector('.ref-openapi')!;
    expect(list).toHaveTextContent('POST /v2.1/accounts/{accountId}/envelopes');
    expect(list).toHaveTextContent('application/json');
    expect(
      within(list as HTMLElement).getByRole('link', { name: 'OpenAPI files' }),
    ).toHaveAttribute('href', '/tools/openapi-files/');
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
  });

  test('apiReferenceRevamp lists the parts of the page, each response by status', () => {
    withFlags('-oas,apiReferenceRevamp', () => renderMethod());
    expect(document.querySelector('.ref-openapi')).toBeNull();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['#parameters-title', '#request-body-title', '#responses-title']),
    );
    for (const link of links) {
      const target = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(target)).not.toBeNull();
    }
  });
});
