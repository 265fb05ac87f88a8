import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { ADMIN_SETTINGS, ADMIN_USER } from '../../test-utils/fixtures';
import { mockHttp, settle } from '../../test-utils/mockHttp';
import { userActions } from '../user/userSlice';
import { IntegrationKeysPage } from './components/IntegrationKeysPage';

const KEY = 'aaaaaaaa-0000-4000-8000-000000000001';
const OTHER = 'aaaaaaaa-0000-4000-8000-000000000002';
const APPLICATIONS = [
  {
    client_id: KEY,
    name: 'Billing sync',
    redirect_uris: ['https://app.example.test/callback'],
    secrets: [
      { id: 'bbbbbbbb-0000-4000-8000-000000000001', secret: '************abcd', type: 'secret' },
      { id: 'bbbbbbbb-0000-4000-8000-000000000002', secret: '************wxyz', type: 'secret' },
    ],
    keys: [{ id: 'cccccccc-0000-4000-8000-000000000001', type: 'rsa' }],
  },
  { client_id: OTHER, name: 'Old prototype', redirect_uris: [], secrets: [], keys: [] },
];
const MEMBER_USER = {
  ...ADMIN_USER,
  name: 'Morgan Member',
  accounts: [{ ...ADMIN_USER.accounts[0], is_admin: false }],
};

let network: ReturnType<typeof mockHttp>;
afterEach(() => network.restore());

async function renderPage(who: 'admin' | 'member' | 'visitor' = 'admin') {
  const store = makeStore();
  if (who !== 'visitor') {
    store.dispatch(userActions.tokenReceived('tok'));
    store.dispatch(
      who === 'admin'
        ? userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS })
        : userActions.profileLoaded({
            userInfo: MEMBER_USER,
            settings: { ...ADMIN_SETTINGS, userIsAdmin: false },
          }),
    );
  }
  render(
    <Provider store={store}>
      <IntegrationKeysPage />
    </Provider>,
  );
  await act(settle);
  return store;
}

const card = (name: string) => screen.getByRole('article', { name });
const dialog = () => screen.getByRole('dialog');

describe('integration keys page', () => {
  beforeEach(() => {
    network = mockHttp({
      'GET /api/applications': { status: 200, data: { applications: APPLICATIONS } },
      'DELETE /api/secrets': { status: 204 },
      'DELETE /api/keys': { status: 204 },
      'DELETE /api/applications': { status: 204 },
    });
  });

  it("lists the admin's keys with masked secrets and RSA keys, and the count against the limit", async () => {
    await renderPage();
    expect(screen.getByText('2 of 100 integration keys in Acme Demo.')).toBeInTheDocument();
    const billing = card('Billing sync');
    expect(billing).toHaveTextContent(KEY);
    expect(
      within(billing)
        .getAllByLabelText('Masked secret')
        .map((code) => code.textContent),
    ).toEqual(['************abcd', '************wxyz']);
    expect(billing).toHaveTextContent('cccccccc-0000-4000-8000-000000000001');
    expect(within(card('Old prototype')).getAllByText('None.')).toHaveLength(2);
  });

  it('deletes a secret after the confirmation, and nothing when it is cancelled', async () => {
    const store = await renderPage();
    await userEvent.click(
      within(card('Billing sync')).getByRole('button', { name: 'Delete secret abcd' }),
    );
    expect(dialog()).toHaveTextContent('Delete this secret?');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(network.calls.filter((call) => call.method === 'delete')).toEqual([]);

    await userEvent.click(
      within(card('Billing sync')).getByRole('button', { name: 'Delete secret abcd' }),
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await act(settle);
    const [deletion] = network.calls.filter((call) => call.method === 'delete');
    expect(deletion.url).toBe('/api/secrets');
    expect(deletion.params).toEqual({
      integrationKeyId: KEY,
      secretId: APPLICATIONS[0].secrets[0].id,
    });
    expect(within(card('Billing sync')).queryByText('************abcd')).toBeNull();
    expect(store.getState().toasts.map((toast) => toast.text)).toContain('Secret deleted.');
  });

  it('deletes an RSA key pair and a whole integration key', async () => {
    await renderPage();
    await userEvent.click(
      within(card('Billing sync')).getByRole('button', { name: /Delete RSA key/ }),
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await act(settle);
    await userEvent.click(
      within(card('Old prototype')).getByRole('button', { name: 'Delete integration key' }),
    );
    expect(dialog()).toHaveTextContent('"Old prototype" and its secrets and RSA keys are deleted');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await act(settle);
    const deletions = network.calls.filter((call) => call.method === 'delete');
    expect(deletions.map((call) => [call.url, call.params])).toEqual([
      ['/api/keys', { integrationKeyId: KEY, keyId: APPLICATIONS[0].keys[0].id }],
      ['/api/applications', { integrationKeyId: OTHER }],
    ]);
    expect(screen.queryByRole('article', { name: 'Old prototype' })).toBeNull();
    expect(within(card('Billing sync')).getAllByText('None.')).toHaveLength(1);
  });

  it('keeps the key and says why when the platform refuses', async () => {
    network.restore();
    network = mockHttp({
      'GET /api/applications': { status: 200, data: { applications: APPLICATIONS } },
      'DELETE /api/applications': { status: 404, statusText: 'Not Found' },
    });
    const store = await renderPage();
    await userEvent.click(
      within(card('Old prototype')).getByRole('button', { name: 'Delete integration key' }),
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await act(settle);
    expect(card('Old prototype')).toBeInTheDocument();
    expect(store.getState().toasts).toContainEqual(
      expect.objectContaining({ text: 'Not Found', kind: 'danger' }),
    );
  });

  it('tells a member why they cannot, and lists nothing', async () => {
    await renderPage('member');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Integration keys belong to the account Acme Demo, and the platform shows and changes them for its administrators only',
    );
    expect(screen.getByRole('link', { name: 'Sign in as a different user' })).toHaveAttribute(
      'href',
      `/auth/login?returnTo=${encodeURIComponent('/tools/integration-keys/')}&prompt=login`,
    );
    expect(screen.queryByRole('button', { name: 'Create integration key' })).toBeNull();
    expect(network.calls.filter((call) => call.url === '/api/applications')).toEqual([]);
  });

  it('asks a visitor to log in', async () => {
    await renderPage('visitor');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/auth/login?returnTo=${encodeURIComponent('/tools/integration-keys/')}`,
    );
  });
});
