import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { ADMIN_SETTINGS, ADMIN_USER } from '../../../test-utils/fixtures';
import { mockHttp, settle } from '../../../test-utils/mockHttp';
import { userActions } from '../../user/userSlice';
import { PostmanEnvironmentForm } from './PostmanEnvironmentForm';

const OLD_KEY = 'aaaaaaaa-0000-4000-8000-000000000001';
const NEW_KEY = 'aaaaaaaa-0000-4000-8000-000000000002';

let network: ReturnType<typeof mockHttp>;
afterEach(() => network.restore());

async function renderForm(who: 'admin' | 'member' | 'visitor') {
  network = mockHttp({
    'GET /api/applications': {
      status: 200,
      data: {
        applications: [
          { client_id: OLD_KEY, name: 'Old app', redirect_uris: [] },
          { client_id: NEW_KEY, name: 'New app', redirect_uris: [] },
        ],
      },
    },
  });
  const store = makeStore();
  if (who !== 'visitor') {
    const admin = who === 'admin';
    store.dispatch(userActions.tokenReceived('tok'));
    store.dispatch(
      userActions.profileLoaded({
        userInfo: admin
          ? ADMIN_USER
          : { ...ADMIN_USER, accounts: [{ ...ADMIN_USER.accounts[0], is_admin: false }] },
        settings: { ...ADMIN_SETTINGS, userIsAdmin: admin },
      }),
    );
  }
  render(
    <Provider store={store}>
      <PostmanEnvironmentForm />
    </Provider>,
  );
  await act(settle);
}

describe('PostmanEnvironmentForm', () => {
  it("prefills a signed-in administrator's ids and newest key; the secret is optional", async () => {
    await renderForm('admin');
    expect(screen.getByLabelText(/^Integration key/)).toHaveValue(NEW_KEY);
    expect(screen.getByLabelText('Account ID (optional)')).toHaveValue(
      ADMIN_USER.accounts[0].account_id,
    );
    expect(screen.getByLabelText('User ID (optional)')).toHaveValue(ADMIN_USER.sub);
    const secret = screen.getByLabelText('Secret key (optional)');
    expect(secret).not.toBeRequired();
    expect(secret).toHaveAttribute('name', 'iSec');
    // The browser posts these names: the route's form fields.
    const form = secret.closest('form')!;
    expect(Object.fromEntries(new FormData(form))).toEqual({
      iKey: NEW_KEY,
      iSec: '',
      accountId: ADMIN_USER.accounts[0].account_id,
      userId: ADMIN_USER.sub,
      hostenv: 'demo',
    });
  });

  it('fills in a member’s ids without asking for keys the platform would refuse', async () => {
    await renderForm('member');
    expect(screen.getByLabelText(/^Integration key/)).toHaveValue('');
    expect(screen.getByLabelText('User ID (optional)')).toHaveValue(ADMIN_USER.sub);
    expect(network.calls.filter((call) => call.url === '/api/applications')).toEqual([]);
  });

  it('leaves a visitor’s form empty', async () => {
    await renderForm('visitor');
    expect(screen.getByLabelText('Account ID (optional)')).toHaveValue('');
    expect(screen.getByLabelText(/^Integration key/)).toBeRequired();
  });
});
