import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { ADMIN_SETTINGS, ADMIN_USER } from '../../../test-utils/fixtures';
import { mockHttp, settle } from '../../../test-utils/mockHttp';
import { userActions } from '../../user/userSlice';
import { QuickstartPage } from './QuickstartPage';
import { MANAGE_KEYS_URL } from './KeyLimitModal';

const catalogue = [
  {
    repositoryName: 'quickstart-node',
    displayName: 'Node.js',
    projects: [
      {
        language: 'node',
        displayName: 'Node.js',
        projectName: 'Send an envelope (JWT grant)',
        application: 'esignature-quickstart',
      },
    ],
  },
];

function signedIn(admin: boolean) {
  const store = makeStore();
  store.dispatch(userActions.tokenReceived('tok'));
  store.dispatch(
    userActions.profileLoaded({
      userInfo: {
        ...ADMIN_USER,
        accounts: ADMIN_USER.accounts.map((account) => ({ ...account, is_admin: admin })),
      },
      settings: { ...ADMIN_SETTINGS, userIsAdmin: admin },
    }),
  );
  return store;
}

async function renderPage(store: ReturnType<typeof makeStore>) {
  render(
    <Provider store={store}>
      <QuickstartPage />
    </Provider>,
  );
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await settle();
  });
}

describe('QuickstartPage', () => {
  let network: ReturnType<typeof mockHttp>;
  afterEach(() => network.restore());

  it('shows the Check Permissions modal to a member', async () => {
    network = mockHttp({ 'GET /api/codeload/projects': { status: 200, data: catalogue } });
    await renderPage(signedIn(false));
    expect(screen.getByRole('dialog', { name: 'Check Permissions' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download project' })).toBeNull();
  });

  it('at 100 keys, Download opens Integration key limit reached with Manage IKs', async () => {
    const applications = Array.from({ length: 100 }, (_, index) => ({
      client_id: `k${index}`,
      name: `Key ${index}`,
      redirect_uris: [],
    }));
    network = mockHttp({
      'GET /api/codeload/projects': { status: 200, data: catalogue },
      'GET /api/applications': { status: 200, data: { applications } },
    });
    await renderPage(signedIn(true));
    expect(screen.getByLabelText('Language')).toHaveDisplayValue('Node.js');
    await userEvent.click(screen.getByRole('button', { name: 'Download project' }));
    await act(async () => {
      for (let i = 0; i < 5; i += 1) await settle();
    });
    const dialog = screen.getByRole('dialog', { name: 'Integration key limit reached' });
    expect(dialog).toBeVisible();
    expect(screen.getByRole('link', { name: 'Manage IKs' })).toHaveAttribute(
      'href',
      MANAGE_KEYS_URL,
    );
    expect(network.calls.map((call) => call.method)).not.toContain('post');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
