import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { WebhookDelivery } from '../../../../lib/webhooks/contract';
import { makeStore } from '../../../app/store';
import { ADMIN_SETTINGS, ADMIN_USER } from '../../../test-utils/fixtures';
import { mockHttp, settle } from '../../../test-utils/mockHttp';
import { userActions } from '../../user/userSlice';
import { WebhookDeliveriesPage } from './WebhookDeliveriesPage';

const ACCOUNT = ADMIN_USER.accounts[0].account_id;
const DELIVERY: WebhookDelivery = {
  deliveryId: '0f2c7a4e-1b3d-4e5f-8a9b-0c1d2e3f4a5b',
  event: 'envelope-completed',
  envelopeId: '93be49ab-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  source: 'configuration',
  configurationId: '10471',
  url: 'http://127.0.0.1:3000/connect',
  status: 'failed',
  attempts: 1,
  lastStatusCode: 500,
  lastError: 'The listener answered 500',
  createdDateTime: '2025-05-30T18:03:50.000Z',
  lastAttemptDateTime: '2025-05-30T18:03:51.000Z',
  includeHMAC: true,
  requireAcknowledgment: false,
  payload: { event: 'envelope-completed', data: { envelopeId: 'e' } },
  attemptLog: [
    {
      attempt: 1,
      attemptedDateTime: '2025-05-30T18:03:51.000Z',
      ok: false,
      statusCode: 500,
      error: 'The listener answered 500',
      durationMs: 12,
      responseSnippet: 'crashed',
    },
  ],
};
const CONFIGURATION = {
  connectId: '10471',
  name: 'Orders',
  urlToPublishTo: 'http://127.0.0.1:3000/connect',
  events: ['envelope-completed'],
  disabled: false,
};

let network: ReturnType<typeof mockHttp> | undefined;
afterEach(() => network?.restore());

function platform(
  deliveries: WebhookDelivery[],
  configurations = [CONFIGURATION],
  extra: Parameters<typeof mockHttp>[0] = {},
) {
  network = mockHttp({
    'GET /api/webhook-deliveries': {
      status: 200,
      data: { deliveries, totalRecords: deliveries.length, startPosition: 0 },
    },
    'GET /api/webhook-deliveries/configurations': { status: 200, data: { configurations } },
    'GET /api/webhook-deliveries/hmac-keys': { status: 200, data: { hmacKeys: [] } },
    ...extra,
  });
  return network;
}

async function renderPage(signedIn: 'admin' | 'member' | 'visitor' = 'admin') {
  const store = makeStore();
  if (signedIn !== 'visitor') {
    store.dispatch(userActions.tokenReceived('tok'));
    const admin = signedIn === 'admin';
    store.dispatch(
      userActions.profileLoaded({
        userInfo: {
          ...ADMIN_USER,
          accounts: ADMIN_USER.accounts.map((account) => ({ ...account, is_admin: admin })),
        },
        settings: { ...ADMIN_SETTINGS, userIsAdmin: admin },
      }),
    );
  }
  render(
    <Provider store={store}>
      <WebhookDeliveriesPage />
    </Provider>,
  );
  await act(settle);
  return store;
}

describe('WebhookDeliveriesPage', () => {
  it('asks visitors to log in, and members for an administrator, without calling the platform', async () => {
    const calls = platform([]);
    await renderPage('visitor');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/auth/login?returnTo=${encodeURIComponent('/tools/webhook-deliveries/')}`,
    );
    document.body.innerHTML = '';
    await renderPage('member');
    expect(screen.getByText(/an account administrator/)).toBeInTheDocument();
    expect(calls.calls).toHaveLength(0);
  });

  it('shows each delivery’s event, listener, status code, time and attempts; the payload opens', async () => {
    const calls = platform([DELIVERY]);
    await renderPage();
    expect(calls.calls[0].params).toMatchObject({ accountId: ACCOUNT });
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('envelope-completed')).toBeInTheDocument();
    expect(within(item).getByText('Failed')).toBeInTheDocument();
    expect(within(item).getByLabelText('Last status code')).toHaveTextContent('500');
    expect(within(item).getByText('1 attempt')).toBeInTheDocument();
    expect(within(item).getByText('http://127.0.0.1:3000/connect')).toBeInTheDocument();
    expect(
      within(item).getByText(/The listener answered 500/, { selector: 'span' }),
    ).toBeInTheDocument();
    await userEvent.click(within(item).getByText('Payload and attempts'));
    expect(within(item).getByText(/"event": "envelope-completed"/)).toBeVisible();
    expect(within(item).getByRole('table', { name: 'Attempts' })).toHaveTextContent('12 ms');
  });

  it('resends a delivery and shows its new state', async () => {
    platform([DELIVERY], [CONFIGURATION], {
      [`POST /api/webhook-deliveries/${DELIVERY.deliveryId}/resend`]: {
        status: 202,
        data: { ...DELIVERY, status: 'pending' },
      },
    });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: /^Resend envelope-completed/ }));
    await act(settle);
    expect(screen.getByText('Retrying')).toBeInTheDocument();
  });

  it('sends a test event to the chosen configuration', async () => {
    const calls = platform(
      [],
      [CONFIGURATION, { ...CONFIGURATION, connectId: '20000', name: 'Audit' }],
      {
        'POST /api/webhook-deliveries/test': {
          status: 202,
          data: {
            ...DELIVERY,
            deliveryId: 'test-1',
            source: 'test',
            status: 'pending',
            attempts: 0,
          },
        },
      },
    );
    await renderPage();
    await userEvent.selectOptions(screen.getByLabelText('Configuration'), '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Send a test event' }));
    await act(settle);
    expect(JSON.parse(calls.calls.at(-1)!.data)).toEqual({ configurationId: '20000' });
    expect(screen.getByText('Test')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('without a configuration, explains how to add one', async () => {
    platform([], []);
    await renderPage();
    expect(screen.getByText(/your account has no Connect configuration/)).toBeInTheDocument();
    expect(
      screen.getByText(
        `POST ${ADMIN_USER.accounts[0].base_uri}/restapi/v2.1/accounts/${ACCOUNT}/connect`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API explorer' })).toHaveAttribute(
      'href',
      '/docs/esign-rest-api/reference/connect/connect/create/?explorer=true',
    );
    expect(screen.queryByRole('button', { name: 'Send a test event' })).not.toBeInTheDocument();
  });

  it('creates an HMAC key, shows its secret once, lists it masked; deletes it', async () => {
    const secret = 'p6B9Qm2vYt8Xr4Lk1Hs7Nd3Fw5Zc0JaGeUiAbCdEfG=';
    const key = {
      keyId: '5a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
      secret,
      createdDateTime: DELIVERY.createdDateTime,
    };
    const calls = platform([], [CONFIGURATION], {
      'POST /api/webhook-deliveries/hmac-keys': { status: 201, data: key },
      [`DELETE /api/webhook-deliveries/hmac-keys/${key.keyId}`]: { status: 204 },
    });
    const store = await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Create an HMAC key' }));
    await act(settle);
    expect(screen.getByTestId('hmac-secret')).toHaveTextContent(secret);
    expect(screen.getByText('************EfG=')).toBeInTheDocument();
    expect(JSON.stringify(store.getState())).not.toContain(secret);
    await userEvent.click(screen.getByRole('button', { name: 'Delete HMAC key ************EfG=' }));
    await act(settle);
    expect(calls.calls.at(-1)!.method).toBe('delete');
    expect(screen.queryByTestId('hmac-secret')).not.toBeInTheDocument();
    expect(screen.getByText(/No HMAC key/)).toBeInTheDocument();
  });

  it('says when the platform could not be read; a failed resend is a toast and frees the button', async () => {
    platform([], [], {
      'GET /api/webhook-deliveries': { status: 502, statusText: 'Bad Gateway', data: {} },
    });
    await renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('Bad Gateway');
    network!.restore();
    platform([DELIVERY], [CONFIGURATION], {
      [`POST /api/webhook-deliveries/${DELIVERY.deliveryId}/resend`]: {
        status: 409,
        statusText: 'Conflict',
        data: { message: 'The delivery is being sent right now.' },
      },
    });
    document.body.innerHTML = '';
    const store = await renderPage();
    await userEvent.click(screen.getByRole('button', { name: /^Resend envelope-completed/ }));
    await act(settle);
    expect(store.getState().toasts.map((toast) => toast.text)).toEqual(['Conflict']);
    expect(screen.getByRole('button', { name: /^Resend envelope-completed/ })).toBeEnabled();
  });
});
