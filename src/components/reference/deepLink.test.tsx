import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import type { MethodPageContext } from '../../../lib/site/pageContext/apiReference';
import MethodTemplate from '../../templates/apiReference/MethodTemplate';
import { referencePageProps } from '../../templates/apiReference/__fixtures__/referencePageProps';
import { createEnvelope, methodContext, tabsChunk } from './__fixtures__/referenceModel';
import { TARGET_CLASS } from './deepLink';

// docs/behaviour.md §2: deep links into a method page, and the "copy link" beside each row.

jest.mock('../layouts/SiteLayout', () => ({
  SiteLayout: ({ children }: { children: React.ReactNode }) => <main>{children}</main>,
}));

const createPath = '/docs/esign-rest-api/reference/envelopes/envelopes/create/';
const scrollIntoView = jest.fn();

beforeAll(() => {
  // jsdom has no layout, hence no scrollIntoView.
  Element.prototype.scrollIntoView = scrollIntoView;
});

beforeEach(() => {
  scrollIntoView.mockClear();
  window.history.replaceState(null, '', createPath);
});

afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

function renderMethod(context: MethodPageContext = methodContext(), hash?: string) {
  const location = hash === undefined ? undefined : { hash, search: '', pathname: createPath };
  const props = referencePageProps(context, location);
  // the samples read the signed-in reader from the store
  return render(
    <Provider store={makeStore()}>
      <MethodTemplate {...props} />
    </Provider>,
  );
}

function mockChunks() {
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => tabsChunk }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

test('a direct load at a nested field opens each level, loading the named schema left out', async () => {
  const fetchMock = mockChunks();
  window.history.replaceState(null, '', `${createPath}#body-recipients-signers-tabs-signHereTabs`);
  renderMethod(methodContext({ schemaChunkBase: '/api-schemas/deep/v1/' }));

  await waitFor(() =>
    expect(document.getElementById('body-recipients-signers-tabs-signHereTabs')).not.toBeNull(),
  );
  const target = document.getElementById('body-recipients-signers-tabs-signHereTabs')!;
  expect(fetchMock).toHaveBeenCalledWith('/api-schemas/deep/v1/Tabs.json');
  for (const name of ['recipients', 'signers', 'tabs']) {
    expect(screen.getByRole('button', { name: `Collapse ${name}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  }
  await waitFor(() => expect(target).toHaveClass(TARGET_CLASS));
  expect(target).toHaveFocus();
  expect(scrollIntoView.mock.contexts).toContain(target);
});

test("Gatsby's location hash and a hash changed in place both lead to their targets", async () => {
  const { unmount } = renderMethod(methodContext(), '#response-201-envelopeId');
  const field = document.getElementById('response-201-envelopeId')!;
  await waitFor(() => expect(field).toHaveFocus());
  expect(field).toHaveClass(TARGET_CLASS);

  await act(async () => {
    window.location.hash = '#param-query-count';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  const row = document.getElementById('param-query-count')!;
  expect(row.tagName).toBe('TR');
  await waitFor(() => expect(row).toHaveFocus());
  expect(row).toHaveClass(TARGET_CLASS);
  expect(field).not.toHaveClass(TARGET_CLASS);
  unmount();

  renderMethod(methodContext(), '#response-201');
  const response = screen.getByRole('article', { name: 'Response 201' });
  expect(response).toHaveAttribute('id', 'response-201');
  await waitFor(() => expect(response).toHaveFocus());
});

test('a link to nothing on the page opens nothing and moves no focus', async () => {
  renderMethod(methodContext(), '#body-recipients-nowhere');
  await act(async () => undefined);
  expect(screen.getByRole('button', { name: 'Collapse recipients' })).toBeInTheDocument();
  expect(document.body).toHaveFocus();
  expect(document.querySelector(`.${TARGET_CLASS}`)).toBeNull();
});

test('every parameter, field and response has a unique id and a copy link', async () => {
  mockChunks();
  renderMethod();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Expand recipients' }));
  await user.click(screen.getByRole('button', { name: 'Expand signers' }));
  await user.click(screen.getByRole('button', { name: 'Expand tabs' }));
  await screen.findByText('signHereTabs');

  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual(
    expect.arrayContaining([
      'param-path-accountId',
      'param-query-merge_roles_on_draft',
      'param-query-count',
      'param-header-X-Request-Id',
      'body-emailSubject',
      'body-recipients-signers-email',
      'body-recipients-signers-tabs-signHereTabs',
      'response-201',
      'response-201-envelopeId',
      'response-400',
    ]),
  );
  for (const id of ids.filter((id) => /^(param|body|response)-/.test(id))) {
    const link = document.querySelector(`a.ref-anchor[href="#${CSS.escape(id)}"]`);
    expect(link).not.toBeNull();
  }
});

test('"copy link" copies the full URL with the anchor, by mouse and by keyboard', async () => {
  const user = userEvent.setup(); // installs a clipboard stub, so spy after it
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  renderMethod();
  await user.click(screen.getByRole('button', { name: 'Expand recipients' }));
  await user.click(screen.getByRole('button', { name: 'Expand signers' }));

  const emailRow = document.getElementById('body-recipients-signers-email')!;
  await user.click(within(emailRow).getByRole('link', { name: 'Copy link to email' }));
  expect(writeText).toHaveBeenCalledWith(
    `http://localhost${createPath}#body-recipients-signers-email`,
  );
  expect(within(emailRow).getByRole('status')).toHaveTextContent('Link copied');
  expect(window.location.hash).toBe('#body-recipients-signers-email');

  // keyboard: the link is in the tab order, Enter copies
  const paramLink = screen.getByRole('link', { name: 'Copy link to query parameter count' });
  paramLink.focus();
  await user.keyboard('{Enter}');
  expect(writeText).toHaveBeenLastCalledWith(`http://localhost${createPath}#param-query-count`);
  expect(paramLink).toHaveAttribute('href', '#param-query-count');
});

test('the SDK method name is shown when the spec gives one', () => {
  const { unmount } = renderMethod(
    methodContext({ operation: { ...createEnvelope, sdkMethodName: 'createEnvelope' } }),
  );
  expect(document.querySelector('.ref-sdk-method')).toHaveTextContent('SDK method: createEnvelope');
  unmount();
  renderMethod();
  expect(document.querySelector('.ref-sdk-method')).toBeNull();
});
