import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { ADMIN_SETTINGS, ADMIN_USER } from '../../../test-utils/fixtures';
import { mockHttp, settle } from '../../../test-utils/mockHttp';
import { userActions } from '../../user/userSlice';
import { OAUTH_STATE_STORAGE_KEY } from '../flow';
import { tokenErrorText } from '../tokenErrors';
import { TokenGeneratorPage } from './TokenGeneratorPage';

const MEMBER_USER = {
  ...ADMIN_USER,
  name: 'Morgan Member',
  accounts: ADMIN_USER.accounts.map((account) => ({ ...account, is_admin: false })),
};

function signedIn(admin: boolean) {
  const store = makeStore();
  store.dispatch(userActions.tokenReceived('tok'));
  store.dispatch(
    userActions.profileLoaded({
      userInfo: admin ? ADMIN_USER : MEMBER_USER,
      settings: { ...ADMIN_SETTINGS, userIsAdmin: admin },
    }),
  );
  return store;
}

const renderPage = (store = makeStore()) =>
  render(
    <Provider store={store}>
      <TokenGeneratorPage />
    </Provider>,
  );

describe('TokenGeneratorPage', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('asks visitors to log in and come back here', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/auth/login?returnTo=${encodeURIComponent('/token-generator/')}`,
    );
  });

  it('shows the Check Permissions modal to a member, which Close dismisses', async () => {
    renderPage(signedIn(false));
    const dialog = screen.getByRole('dialog', { name: 'Check Permissions' });
    expect(dialog).toHaveTextContent('lack the account permissions');
    expect(screen.getByRole('link', { name: 'Sign in as a different user' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Generate token' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes the returned code off the address and shows the token it gets', async () => {
    window.sessionStorage.setItem(OAUTH_STATE_STORAGE_KEY, 's1');
    window.history.pushState({}, '', '/token-generator/?code=c1&state=s1');
    const key = {
      client_id: '11111111-2222-4333-8444-555555555555',
      name: 'Developer Center Token Generator',
      redirect_uris: [`${window.location.origin}/token-generator/`],
      secrets: [],
      keys: [],
    };
    const network = mockHttp({
      'GET /api/applications': { status: 200, data: { applications: [key] } },
      'POST /api/secrets': { status: 201, data: { id: 'x', secret: 'plain', type: 'secret' } },
      'GET /api/access-token': {
        status: 200,
        data: { access_token: 'token-value-123', expires_in: 3600 },
      },
    });
    try {
      renderPage(signedIn(true));
      expect(window.location.search).toBe('');
      await act(async () => {
        for (let i = 0; i < 10; i += 1) await settle();
      });
      expect(screen.getByTestId('access-token')).toHaveTextContent('token-value-123');
      expect(screen.getByText(/Expires in 60 minutes/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    } finally {
      network.restore();
    }
  });

  it('a refusal at the platform (?error=access_denied) is taken off the address and toasted', () => {
    window.history.pushState({}, '', '/token-generator/?error=access_denied&state=s1');
    const store = signedIn(true);
    renderPage(store);
    expect(window.location.search).toBe('');
    expect(store.getState().tokenGenerator.authFailed).toBe(true);
    expect(store.getState().toasts.map((toast) => toast.text)).toEqual([
      tokenErrorText(undefined, 'access_denied'),
    ]);
  });
});
