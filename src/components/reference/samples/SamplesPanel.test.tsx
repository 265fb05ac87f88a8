import { TextEncoder } from 'node:util';
import { useEffect, type ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { fixtureModel } from '../../../../lib/samples/__fixtures__/fixtureSamples';
import { makeStore, type AppStore } from '../../../app/store';
import { useAppDispatch } from '../../../app/hooks';
import { SAMPLE_LANGUAGE_STORAGE_KEY } from '../../../features/apiExplorer/code/sampleLanguage';
import { RequestCode } from '../../../features/apiExplorer/components/RequestCode';
import { userActions } from '../../../features/user/userSlice';
import { ADMIN_SETTINGS, ADMIN_USER } from '../../../test-utils/fixtures';
import { createEnvelope } from '../__fixtures__/referenceModel';
import { EnvironmentPicker } from '../environment/EnvironmentPicker';
import { SampleEnvironmentProvider } from '../environment/SampleEnvironment';
import { HydrateLater } from '../../layouts/HydrateLater';
import { SamplesPanel } from './SamplesPanel';

const MODEL = fixtureModel('createEnvelope');
const ACCOUNT_ID = ADMIN_USER.accounts[0].account_id;

function Page({ store, children }: { store: AppStore; children?: ReactNode }) {
  return (
    <Provider store={store}>
      <SampleEnvironmentProvider
        siteOrigin="http://localhost"
        platformApi={{ basePath: '/restapi' }}
        servers={[]}
      >
        <EnvironmentPicker />
        <SamplesPanel model={MODEL} operation={createEnvelope} />
        {children}
      </SampleEnvironmentProvider>
    </Provider>
  );
}

const signedIn = () => {
  const store = makeStore();
  store.dispatch(userActions.tokenReceived('secret-token'));
  store.dispatch(userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }));
  return store;
};

const tab = (name: string) => screen.getByRole('tab', { name });

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

test('a tab per language in the order of SAMPLE_LANGUAGES, curl first', () => {
  render(<Page store={makeStore()} />);
  const list = screen.getByRole('tablist', { name: 'Sample language' });
  expect(
    within(list)
      .getAllByRole('tab')
      .map((t) => t.textContent),
  ).toEqual(['cURL', 'Node.js', 'Python', 'Java', 'C#', 'PHP', 'Ruby', 'Go']);
  expect(tab('cURL')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toContainElement(screen.getByTestId('curl-sample'));
  expect(screen.getByTestId('curl-sample')).toHaveTextContent('curl --request POST');
});

test("choosing Python shows the SDK's call with its install line, and remembers it", async () => {
  const store = makeStore();
  render(<Page store={store} />);
  await userEvent.click(tab('Python'));
  expect(tab('Python')).toHaveAttribute('aria-selected', 'true');
  const code = screen.getByTestId('language-sample');
  expect(code).toHaveTextContent('envelopes_api.create_envelope(');
  expect(code).toHaveTextContent("account_id = '{accountId}'");
  expect(screen.getByTestId('sample-install')).toHaveTextContent('pip install docusign-esign');
  expect(screen.queryByTestId('curl-sample')).not.toBeInTheDocument();
  expect(store.getState().apiExplorer.sampleLanguage).toBe('python');
  expect(localStorage.getItem(SAMPLE_LANGUAGE_STORAGE_KEY)).toBe('python');
});

test('arrow keys, Home and End move between the tabs and select them', async () => {
  render(<Page store={makeStore()} />);
  tab('cURL').focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('Node.js')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Node.js')).toHaveFocus();
  expect(screen.getByTestId('language-sample')).toHaveTextContent('envelopesApi.createEnvelope(');
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(tab('Go')).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{Home}');
  expect(tab('cURL')).toHaveFocus();
});

test("Go has no SDK: its plain HTTP sample is written once httpsnippet's chunk loads", async () => {
  render(<Page store={makeStore()} />);
  await userEvent.click(tab('Go'));
  const code = await screen.findByTestId('language-sample');
  expect(code).toHaveTextContent('net/http');
  expect(screen.queryByTestId('sample-install')).not.toBeInTheDocument();
  expect(screen.getByText('Request sample (Go, plain HTTP)')).toBeInTheDocument();
});

test('Copy copies the code of the chosen language', async () => {
  const user = userEvent.setup(); // installs a clipboard stub, so spy after it
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  render(<Page store={makeStore()} />);
  await user.click(tab('Ruby'));
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith(screen.getByTestId('language-sample').textContent);
  expect(writeText.mock.calls[0][0]).toContain('create_envelope(');
  expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
});

test("signed in, every language carries the reader's account id, the token only while shown", async () => {
  render(<Page store={signedIn()} />);
  await userEvent.click(tab('Java'));
  const code = () => screen.getByTestId('language-sample').textContent!;
  expect(code()).toContain(`"${ACCOUNT_ID}"`);
  expect(code()).not.toContain('secret-token');
  const show = screen.getByRole('checkbox', { name: 'Show my token in samples' });
  await userEvent.click(show);
  expect(code()).toContain('secret-token');
  await userEvent.click(show);
  expect(code()).not.toContain('secret-token');
});

test('the choice is shared with the explorer\'s "Request as code", both ways', async () => {
  const store = makeStore();
  render(
    <Page store={store}>
      <RequestCode
        request={{ ...createEnvelope, endpoint: createEnvelope.path, method: 'POST' } as never}
        serverUrl="http://localhost/sandbox/restapi"
      />
    </Page>,
  );
  const [pageTabs, explorerTabs] = screen.getAllByRole('tablist');
  await userEvent.click(within(pageTabs).getByRole('tab', { name: 'Python' }));
  expect(within(explorerTabs).getByRole('tab', { name: 'Python' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await userEvent.click(within(explorerTabs).getByRole('tab', { name: 'PHP' }));
  expect(within(pageTabs).getByRole('tab', { name: 'PHP' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(localStorage.getItem(SAMPLE_LANGUAGE_STORAGE_KEY)).toBe('php');
});

test('a language remembered from an earlier visit opens the next page on it', async () => {
  localStorage.setItem(SAMPLE_LANGUAGE_STORAGE_KEY, 'ruby');
  render(<Page store={makeStore()} />);
  expect(await screen.findByRole('tab', { name: 'Ruby', selected: true })).toBeInTheDocument();
  expect(screen.getByTestId('language-sample')).toHaveTextContent('create_envelope(');
});

// The reader's session and user info arrive once the page has started.
function SessionLoads() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(userActions.tokenReceived('token-1'));
    dispatch(userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }));
  }, [dispatch]);
  return null;
}

test('the server HTML has curl and every tab, hydrates unchanged, then the remembered choice', async () => {
  Object.assign(globalThis, { TextEncoder }); // react-dom/server needs it; jsdom lacks it
  const { renderToString } = await import('react-dom/server');
  const page = (store: AppStore, session?: ReactNode) => (
    <Provider store={store}>
      <SampleEnvironmentProvider
        siteOrigin="http://localhost"
        platformApi={{ basePath: '/restapi' }}
        servers={[]}
      >
        {session}
        <HydrateLater>
          <section data-testid="later">
            <SamplesPanel model={MODEL} operation={createEnvelope} />
          </section>
        </HydrateLater>
      </SampleEnvironmentProvider>
    </Provider>
  );
  const html = renderToString(page(makeStore()));
  expect(html).toContain('data-testid="curl-sample"');
  expect(html).toContain('role="tablist"');
  for (const name of ['cURL', 'Node.js', 'Python', 'Java', 'C#', 'PHP', 'Ruby', 'Go'])
    expect(html).toContain(`>${name}</button>`);

  // A returning, signed-in reader who chose Python: the first client render is the server's.
  localStorage.setItem(SAMPLE_LANGUAGE_STORAGE_KEY, 'python');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverPart = container.querySelector('[data-testid="later"]');
  const recoverable: unknown[] = [];
  const mismatch = jest.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, page(makeStore(), <SessionLoads />), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  expect(recoverable).toEqual([]);
  expect(mismatch.mock.calls.flat().join(' ')).not.toMatch(/did not match|hydrat/i);
  expect(container.querySelector('[data-testid="later"]')).toBe(serverPart);
  // Then, after hydration: Python, with the reader's account id.
  const python = container.querySelector('[data-testid="language-sample"]')!;
  expect(python.textContent).toContain('envelopes_api.create_envelope(');
  expect(python.textContent).toContain(ACCOUNT_ID);
  container.remove();
});
