import { TextEncoder } from 'node:util';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { ADMIN_SETTINGS, ADMIN_USER } from '../../../test-utils/fixtures';
import { userActions } from '../userSlice';
import { UserMenu } from './UserMenu';

describe('UserMenu and server rendering', () => {
  it('hydrates the server HTML quietly, then shows the stored user', async () => {
    const visitor = (
      <Provider store={makeStore()}>
        <UserMenu />
      </Provider>
    );
    const container = document.createElement('div');
    // react-dom/server needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder });
    const { renderToString } = await import('react-dom/server');
    container.innerHTML = renderToString(visitor);
    document.body.append(container);
    const signedIn = makeStore();
    signedIn.dispatch(
      userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }),
    );
    const consoleError = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={signedIn}>
          <UserMenu />
        </Provider>,
      );
    });
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Alex Admin' })).toBeInTheDocument();
    consoleError.mockRestore();
    container.remove();
  });
});
