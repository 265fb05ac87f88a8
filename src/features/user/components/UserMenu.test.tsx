import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { ADMIN_SETTINGS, ADMIN_USER } from '../../../test-utils/fixtures';
import { mockHttp } from '../../../test-utils/mockHttp';
import { userActions } from '../userSlice';
import { UserMenu } from './UserMenu';

function renderMenu(store = makeStore(), navigate = jest.fn()) {
  render(
    <Provider store={store}>
      <UserMenu navigate={navigate} />
    </Provider>,
  );
  return { store, navigate };
}

describe('UserMenu', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('offers visitors a Log in link that returns them to this page', () => {
    window.history.pushState({}, '', '/docs/esign-rest-api/?tab=1');
    renderMenu();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/auth/login?returnTo=${encodeURIComponent('/docs/esign-rest-api/?tab=1')}`,
    );
  });

  it('shows the signed-in user by name, with the account and Log out in its menu', async () => {
    const store = makeStore();
    store.dispatch(userActions.tokenReceived('tok'));
    store.dispatch(userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }));
    renderMenu(store);
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Alex Admin' }));
    expect(screen.getByText('Acme Demo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sandbox inbox' })).toHaveAttribute(
      'href',
      '/tools/sandbox-inbox/',
    );
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/auth/logout');
    expect(screen.getByRole('link', { name: 'Webhook deliveries' })).toHaveAttribute(
      'href',
      '/tools/webhook-deliveries/',
    );
  });

  it('Log out revokes the token, clears the session, then leaves for /auth/logout', async () => {
    const network = mockHttp({ 'POST /auth/logout': { status: 204 } });
    const store = makeStore();
    store.dispatch(userActions.tokenReceived('tok'));
    store.dispatch(userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }));
    const { navigate } = renderMenu(store);
    await userEvent.click(screen.getByRole('button', { name: 'Alex Admin' }));
    await userEvent.click(screen.getByRole('link', { name: 'Log out' }));
    expect(store.getState().user.token).toBeNull();
    expect(network.calls[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(navigate).toHaveBeenCalledWith('/auth/logout');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    network.restore();
  });
});
