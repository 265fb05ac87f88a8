import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { ADMIN_SETTINGS, ADMIN_USER } from '../../test-utils/fixtures';
import { mockHttp, settle } from '../../test-utils/mockHttp';
import { download } from '../quickstart/download';
import { userActions } from '../user/userSlice';
import { IntegrationKeysPage } from './components/IntegrationKeysPage';

// Creating a key, adding and rotating secrets, adding an RSA key pair and editing redirect URIs,
// as an administrator does on the integration keys page: the real store, HTTP at the adapter.

const KEY = 'aaaaaaaa-0000-4000-8000-000000000001';
const OLD_SECRET = 'bbbbbbbb-0000-4000-8000-000000000001';
const NEW_SECRET = {
  id: 'bbbbbbbb-0000-4000-8000-000000000009',
  secret: 'plain-secret-value-9f3c',
  type: 'secret',
};
const PRIVATE_KEY = '-----BEGIN PRIVATE KEY-----\nMIIEv...\n-----END PRIVATE KEY-----\n';
const EXISTING = {
  client_id: KEY,
  name: 'Billing sync',
  redirect_uris: ['https://app.example.test/callback'],
  secrets: [{ id: OLD_SECRET, secret: '************abcd', type: 'secret' }],
  keys: [],
};

let network: ReturnType<typeof mockHttp>;
afterEach(() => network.restore());

async function renderPage(routes: Parameters<typeof mockHttp>[0] = {}) {
  network = mockHttp({
    'GET /api/applications': { status: 200, data: { applications: [EXISTING] } },
    ...routes,
  });
  const store = makeStore();
  store.dispatch(userActions.tokenReceived('tok'));
  store.dispatch(userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }));
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
const callsTo = (method: string, url: string) =>
  network.calls.filter((call) => call.method === method && call.url === url);

describe('managing integration keys', () => {
  it('creates a key with a secret and an RSA pair, shows both once, then only masked', async () => {
    const store = await renderPage({
      'POST /api/applications': {
        status: 201,
        data: {
          client_id: 'aaaaaaaa-0000-4000-8000-000000000002',
          name: 'Mobile app',
          redirect_uris: ['https://mobile.example.test/cb', 'http://localhost:3000/cb'],
          secrets: [NEW_SECRET],
          keys: [
            { id: 'cccccccc-0000-4000-8000-000000000002', type: 'rsa', privateKey: PRIVATE_KEY },
          ],
        },
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create integration key' }));
    const form = screen.getByRole('form', { name: 'New integration key' });
    // Checked before it is sent: a name, and URLs the platform takes.
    await user.type(within(form).getByLabelText('Redirect URIs'), 'mobile.example.test/cb');
    await user.click(within(form).getByRole('button', { name: 'Create integration key' }));
    expect(within(form).getByText('Give the key a name.')).toBeInTheDocument();
    expect(
      within(form).getByText('"mobile.example.test/cb" is not an absolute http or https URL.'),
    ).toBeInTheDocument();
    expect(callsTo('post', '/api/applications')).toEqual([]);

    await user.type(within(form).getByLabelText(/^Name/), 'Mobile app');
    const uris = within(form).getByLabelText('Redirect URIs');
    await user.clear(uris);
    await user.type(uris, 'https://mobile.example.test/cb{Enter}http://localhost:3000/cb');
    await user.click(within(form).getByLabelText('An RSA key pair, for the JWT grant'));
    await user.click(within(form).getByRole('button', { name: 'Create integration key' }));
    await act(settle);
    const [created] = callsTo('post', '/api/applications');
    expect(JSON.parse(created.data)).toEqual({
      name: 'Mobile app',
      redirect_uris: ['https://mobile.example.test/cb', 'http://localhost:3000/cb'],
      shouldCreateSecretKey: true,
      shouldCreateRSAKey: true,
    });

    expect(dialog()).toHaveTextContent('Integration key created');
    expect(dialog()).toHaveTextContent('you will not see them again');
    expect(screen.getByTestId('revealed-secret')).toHaveTextContent(NEW_SECRET.secret);
    expect(screen.getByTestId('revealed-private-key').textContent).toBe(PRIVATE_KEY);
    // The form closed; the list holds the key with its secret masked and no key material.
    expect(screen.queryByRole('form', { name: 'New integration key' })).toBeNull();
    expect(store.getState().integrationKeys.applications[1]).toEqual({
      client_id: 'aaaaaaaa-0000-4000-8000-000000000002',
      name: 'Mobile app',
      redirect_uris: ['https://mobile.example.test/cb', 'http://localhost:3000/cb'],
      secrets: [{ ...NEW_SECRET, secret: '************9f3c' }],
      keys: [{ id: 'cccccccc-0000-4000-8000-000000000002', type: 'rsa' }],
    });

    await user.click(within(dialog()).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(NEW_SECRET.secret)).toBeNull();
    expect(within(card('Mobile app')).getByLabelText('Masked secret')).toHaveTextContent(
      '************9f3c',
    );
    expect(store.getState().integrationKeys.revealed).toBeNull();
  });

  it('keeps the create form open with the platform’s reason when it refuses', async () => {
    await renderPage({
      'POST /api/applications': {
        status: 400,
        statusText: 'The account already has 100 integration keys, the most allowed.',
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create integration key' }));
    const form = screen.getByRole('form', { name: 'New integration key' });
    await user.type(within(form).getByLabelText(/^Name/), 'One too many');
    await user.click(within(form).getByRole('button', { name: 'Create integration key' }));
    await act(settle);
    expect(within(form).getByRole('alert')).toHaveTextContent('the most allowed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rotates a secret after a confirmation: the new one shown once, the old one deleted', async () => {
    const store = await renderPage({
      'POST /api/secrets': { status: 201, data: NEW_SECRET },
      'DELETE /api/secrets': { status: 204 },
    });
    const user = userEvent.setup();
    await user.click(
      within(card('Billing sync')).getByRole('button', { name: 'Rotate secret abcd' }),
    );
    expect(dialog()).toHaveTextContent('A new secret replaces ************abcd of “Billing sync”');
    await user.click(within(dialog()).getByRole('button', { name: 'Rotate' }));
    await act(settle);
    expect(JSON.parse(callsTo('post', '/api/secrets')[0].data)).toEqual({ integrationKeyId: KEY });
    expect(callsTo('delete', '/api/secrets')[0].params).toEqual({
      integrationKeyId: KEY,
      secretId: OLD_SECRET,
    });
    expect(dialog()).toHaveTextContent('Secret rotated');
    expect(dialog()).toHaveTextContent('you will not see it again');
    expect(screen.getByTestId('revealed-secret')).toHaveTextContent(NEW_SECRET.secret);
    expect(
      within(card('Billing sync'))
        .getAllByLabelText('Masked secret')
        .map((code) => code.textContent),
    ).toEqual(['************9f3c']);
    expect(store.getState().toasts.map((toast) => toast.text)).toContain('Secret rotated.');
  });

  it('keeps the old secret when the new one cannot be made', async () => {
    await renderPage({ 'POST /api/secrets': { status: 503, statusText: 'Service Unavailable' } });
    const user = userEvent.setup();
    await user.click(
      within(card('Billing sync')).getByRole('button', { name: 'Rotate secret abcd' }),
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Rotate' }));
    await act(settle);
    expect(callsTo('delete', '/api/secrets')).toEqual([]);
    expect(within(card('Billing sync')).getByLabelText('Masked secret')).toHaveTextContent(
      '************abcd',
    );
  });

  it('adds a secret beside the old one', async () => {
    await renderPage({ 'POST /api/secrets': { status: 201, data: NEW_SECRET } });
    const user = userEvent.setup();
    await user.click(within(card('Billing sync')).getByRole('button', { name: 'Add secret' }));
    await act(settle);
    expect(dialog()).toHaveTextContent('New secret');
    expect(callsTo('delete', '/api/secrets')).toEqual([]);
    expect(within(card('Billing sync')).getAllByLabelText('Masked secret')).toHaveLength(2);
  });

  it('adds an RSA key pair: the private key shown once, copied or saved as a .pem file', async () => {
    const saved: { blob: Blob; name: string }[] = [];
    const save = jest.spyOn(download, 'save').mockImplementation((blob, name) => {
      saved.push({ blob, name });
    });
    try {
      await renderPage({
        'POST /api/keys': {
          status: 201,
          data: {
            id: 'cccccccc-0000-4000-8000-000000000003',
            type: 'rsa',
            privateKey: PRIVATE_KEY,
            publicKey: '-----BEGIN PUBLIC KEY-----\nMIIB...\n-----END PUBLIC KEY-----\n',
          },
        },
      });
      const user = userEvent.setup();
      await user.click(
        within(card('Billing sync')).getByRole('button', { name: 'Add RSA key pair' }),
      );
      await act(settle);
      expect(JSON.parse(callsTo('post', '/api/keys')[0].data)).toEqual({ integrationKeyId: KEY });
      expect(dialog()).toHaveTextContent('New RSA key pair');
      expect(screen.getByTestId('revealed-private-key').textContent).toBe(PRIVATE_KEY);
      await user.click(within(dialog()).getByRole('button', { name: 'Download .pem' }));
      expect(saved[0].name).toBe('private-key-cccccccc.pem');
      expect(saved[0].blob.type).toBe('application/x-pem-file');
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(saved[0].blob);
      });
      expect(text).toBe(PRIVATE_KEY);
      await user.click(within(dialog()).getByRole('button', { name: 'Done' }));
      expect(screen.queryByText(/BEGIN PRIVATE KEY/)).toBeNull();
      expect(card('Billing sync')).toHaveTextContent('cccccccc-0000-4000-8000-000000000003');
    } finally {
      save.mockRestore();
    }
  });

  it('edits the name and redirect URIs; a refusal keeps the form open with the reason', async () => {
    let refuse = true;
    await renderPage({
      'PUT /api/applications': (config) => {
        if (refuse)
          return {
            status: 400,
            statusText: 'redirect_uris[0] must be an absolute http or https URL.',
          };
        const body = JSON.parse(config.data);
        return {
          status: 200,
          data: { ...EXISTING, name: body.name, redirect_uris: body.redirect_uris },
        };
      },
    });
    const user = userEvent.setup();
    await user.click(within(card('Billing sync')).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit Billing sync' });
    expect(within(form).getByLabelText('Redirect URIs')).toHaveValue(
      'https://app.example.test/callback',
    );
    const name = within(form).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Billing sync (prod)');
    await user.type(
      within(form).getByLabelText('Redirect URIs'),
      '{Enter}https://billing.example.test/oauth',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await act(settle);
    expect(within(form).getByRole('alert')).toHaveTextContent('must be an absolute');

    refuse = false;
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await act(settle);
    const puts = callsTo('put', '/api/applications');
    expect(JSON.parse(puts[1].data)).toEqual({
      integrationKeyId: KEY,
      name: 'Billing sync (prod)',
      redirect_uris: ['https://app.example.test/callback', 'https://billing.example.test/oauth'],
    });
    const edited = card('Billing sync (prod)');
    expect(within(edited).queryByRole('form')).toBeNull();
    expect(
      within(edited)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining(['https://billing.example.test/oauth']));
  });
});
