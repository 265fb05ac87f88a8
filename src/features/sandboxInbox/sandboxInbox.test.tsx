import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { InboxMail, InboxPage } from '../../../lib/inbox/contract';
import { makeStore } from '../../app/store';
import { ADMIN_SETTINGS, ADMIN_USER } from '../../test-utils/fixtures';
import { mockHttp, settle } from '../../test-utils/mockHttp';
import { userActions } from '../user/userSlice';
import { SandboxInboxPage } from './components/SandboxInboxPage';

const mail = (overrides: Partial<InboxMail> = {}): InboxMail => ({
  mailId: 'm1',
  envelopeId: 'e1',
  recipientId: '1',
  to: { name: 'Rae Remote', email: 'rae@example.test' },
  subject: 'Please sign the contract',
  body: 'Sign by Friday.',
  signingUrl: 'http://127.0.0.1:9000/sandbox/signing/token',
  linkActive: true,
  sentDateTime: '2025-01-31T10:00:00.000Z',
  ...overrides,
});

function signedIn() {
  const store = makeStore();
  store.dispatch(userActions.tokenReceived('tok'));
  store.dispatch(userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }));
  return store;
}

async function renderInbox(reply: { status: number; data?: InboxPage }, store = signedIn()) {
  const network = mockHttp({ 'GET /api/inbox': reply });
  render(
    <Provider store={store}>
      <SandboxInboxPage />
    </Provider>,
  );
  for (let i = 0; i < 5; i += 1) await settle();
  return { network, store };
}

describe('the sandbox inbox page', () => {
  it('asks visitors to log in', () => {
    render(
      <Provider store={makeStore()}>
        <SandboxInboxPage />
      </Provider>,
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/auth/login?returnTo=${encodeURIComponent('/tools/sandbox-inbox/')}`,
    );
  });

  it("lists the account's mails with their signing links, asking with the user's token", async () => {
    const { network } = await renderInbox({
      status: 200,
      data: {
        mails: [mail(), mail({ mailId: 'm2', subject: 'Old one', linkActive: false })],
        totalCount: 2,
        startPosition: 0,
      },
    });
    expect(network.calls[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(network.calls[0].params).toEqual({ start_position: 0, count: 50 });
    expect(screen.getByText('Mails 1–2 of 2 for Acme Demo, newest first.')).toBeInTheDocument();
    const first = screen.getByRole('article', { name: 'Please sign the contract' });
    expect(within(first).getByText(/To Rae Remote <rae@example.test>/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Review and sign' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:9000/sandbox/signing/token',
    );
    const old = screen.getByRole('article', { name: 'Old one' });
    expect(within(old).queryByRole('link')).not.toBeInTheDocument();
    network.restore();
  });

  it('says how mail arrives when there is none', async () => {
    const empty = await renderInbox({
      status: 200,
      data: { mails: [], totalCount: 0, startPosition: 0 },
    });
    expect(screen.getByText('No mails yet for Acme Demo.')).toBeInTheDocument();
    empty.network.restore();
  });

  it('pages through more mails than fit one page', async () => {
    const page = (start: number): InboxPage => ({
      mails: [mail({ mailId: `m${start}`, subject: `Mail ${start}` })],
      totalCount: 120,
      startPosition: start,
    });
    const network = mockHttp({
      'GET /api/inbox': (config) => ({ status: 200, data: page(config.params.start_position) }),
    });
    render(
      <Provider store={signedIn()}>
        <SandboxInboxPage />
      </Provider>,
    );
    for (let i = 0; i < 5; i += 1) await settle();
    expect(screen.getByRole('button', { name: 'Newer mails' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older mails' }));
    for (let i = 0; i < 5; i += 1) await settle();
    expect(screen.getByRole('article', { name: 'Mail 50' })).toBeInTheDocument();
    expect(network.calls.at(-1)!.params).toEqual({ start_position: 50, count: 50 });
    network.restore();
  });

  it('says so, with a toast, when the inbox cannot be loaded', async () => {
    const { network, store } = await renderInbox({ status: 502 });
    expect(screen.getByText('The inbox could not be loaded.')).toBeInTheDocument();
    expect(store.getState().toasts.at(-1)).toMatchObject({ kind: 'danger' });
    network.restore();
  });
});
