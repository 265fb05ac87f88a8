import { TextEncoder } from 'node:util';
import { useEffect } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from '../../../app/store';
import { useAppDispatch } from '../../../app/hooks';
import { ADMIN_SETTINGS, ADMIN_USER } from '../../../test-utils/fixtures';
import { userActions } from '../../../features/user/userSlice';
import { HydrateLater } from '../../layouts/HydrateLater';
import { CurlSample } from '../CurlSample';
import { createEnvelope } from '../__fixtures__/referenceModel';
import { SampleEnvironmentProvider } from './SampleEnvironment';

const PLATFORM_API = { basePath: '/restapi' };

// The reader's user info arrives once the page has started, as the session saga loads it.
function SessionLoads({ signIn }: { signIn: boolean }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!signIn) return;
    dispatch(userActions.tokenReceived('token-1'));
    dispatch(userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }));
  }, [dispatch, signIn]);
  return null;
}

const page = (store: AppStore, signIn: boolean) => (
  <Provider store={store}>
    <SampleEnvironmentProvider
      siteOrigin="http://localhost"
      platformApi={PLATFORM_API}
      servers={[]}
    >
      <SessionLoads signIn={signIn} />
      <HydrateLater>
        <section data-testid="later">
          <CurlSample operation={createEnvelope} />
        </section>
      </HydrateLater>
    </SampleEnvironmentProvider>
  </Provider>
);

test('a reader signed in after start keeps the server HTML of the parts hydrated later', async () => {
  // react-dom/server needs TextEncoder, which jsdom lacks.
  Object.assign(globalThis, { TextEncoder });
  const { renderToString } = await import('react-dom/server');
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(makeStore(), false));
  document.body.append(container);
  const serverPart = container.querySelector('[data-testid="later"]');

  const recoverable: unknown[] = [];
  const store = makeStore();
  await act(async () => {
    hydrateRoot(container, page(store, true), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  // React error 421 would have replaced the part (a new node) and reported it.
  expect(recoverable).toEqual([]);
  expect(container.querySelector('[data-testid="later"]')).toBe(serverPart);
  // Then the sample is the reader's own: their account id in the URL.
  expect(container.querySelector('[data-testid="curl-sample"]')?.textContent).toContain(
    `/accounts/${ADMIN_USER.accounts[0].account_id}/envelopes`,
  );
  container.remove();
});
