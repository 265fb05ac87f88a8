import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { ADMIN_SETTINGS, ADMIN_USER } from '../../../test-utils/fixtures';
import { methodContext } from '../../../components/reference/__fixtures__/referenceModel';
import { ExplorerMode } from '../components/ExplorerMode';
import { userActions } from '../../user/userSlice';
import { apiExplorerActions as explorer } from '../apiExplorerSlice';
import { toBase64Url } from './base64url';

// The user story: fill the explorer, copy its link, open the link in a fresh page.
const DEFAULT_ACCOUNT = ADMIN_USER.accounts[0].account_id;
const OTHER_ACCOUNT = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const PAGE = methodContext().pagePath;

function signedInStore() {
  const store = makeStore();
  store.dispatch(userActions.tokenReceived('secret-tok'));
  store.dispatch(userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }));
  return store;
}

/** Opens the method page at `search` with a new store, as a new browser tab would. */
async function openPage(search: string) {
  window.history.replaceState(null, '', `${PAGE}${search}`);
  const store = signedInStore();
  const view = render(
    <Provider store={store}>
      <ExplorerMode page={methodContext()} search={search} />
    </Provider>,
  );
  await screen.findByRole('region', { name: 'API Explorer' });
  return { store, ...view };
}

const warnings = (store: ReturnType<typeof makeStore>) =>
  store.getState().toasts.map((toast) => `${toast.kind}: ${toast.text}`);

describe('share link', () => {
  let writeText: jest.Mock<Promise<void>, [string]>;
  beforeEach(() => {
    writeText = jest.fn<Promise<void>, [string]>(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  it('copies a link that restores the request, never the token', async () => {
    const { unmount } = await openPage('?explorer=true');
    const accountId = screen.getByLabelText('accountId');
    await userEvent.clear(accountId);
    await userEvent.type(accountId, OTHER_ACCOUNT);
    await userEvent.type(screen.getByLabelText('count'), '7');
    await userEvent.type(screen.getByLabelText('emailSubject'), 'Shared subject');
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));

    const link = (screen.getByLabelText('Shareable link') as HTMLInputElement).value;
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText(/Link copied/)).toBeInTheDocument();
    expect(link).toMatch(
      new RegExp(`^http://localhost${PAGE}\\?explorer=true&request=[A-Za-z0-9_-]+$`),
    );
    expect(atob(link.split('request=')[1].replace(/-/g, '+').replace(/_/g, '/'))).not.toContain(
      'secret-tok',
    );
    unmount();

    const url = new URL(link);
    const { store } = await openPage(url.search);
    // Restored after the page's own reset and the accountId prefill, so the link wins.
    expect(screen.getByLabelText('accountId')).toHaveValue(OTHER_ACCOUNT);
    expect(screen.getByLabelText('count')).toHaveValue('7');
    expect(screen.getByLabelText('emailSubject')).toHaveValue('Shared subject');
    expect(warnings(store)).toEqual([]);
  });

  it('follows later edits in the shown link', async () => {
    await openPage('?explorer=true');
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = screen.getByLabelText('Shareable link') as HTMLInputElement;
    const before = field.value;
    await userEvent.type(screen.getByLabelText('count'), '3');
    expect(field.value).not.toBe(before);
  });

  it('keeps the prefilled accountId when the link has none', async () => {
    const request = toBase64Url(JSON.stringify({ v: 1, query: { count: '5' } }));
    await openPage(`?explorer=true&request=${request}`);
    expect(screen.getByLabelText('accountId')).toHaveValue(DEFAULT_ACCOUNT);
    expect(screen.getByLabelText('count')).toHaveValue('5');
  });

  it('a link that cannot be read leaves the explorer empty and says so', async () => {
    const { store } = await openPage('?explorer=true&request=%%%garbage');
    expect(screen.getByRole('region', { name: 'API Explorer' })).toBeInTheDocument();
    expect(screen.getByLabelText('accountId')).toHaveValue(DEFAULT_ACCOUNT);
    expect(warnings(store)).toEqual([
      'warning: The shared request link could not be read; the explorer starts empty.',
    ]);
  });

  it('leaves out what the method does not have and names it', async () => {
    const request = toBase64Url(
      JSON.stringify({ v: 1, query: { count: '5', envelopeId: 'e-1' }, path: { x: 'y' } }),
    );
    const { store } = await openPage(`?explorer=true&request=${request}`);
    expect(screen.getByLabelText('count')).toHaveValue('5');
    expect(store.getState().apiExplorer.queryParameters).toEqual({ count: '5' });
    expect(warnings(store)).toEqual([
      'warning: Some values of the shared link do not fit this method and were left out: path parameter x, query parameter envelopeId.',
    ]);
  });

  it('restored values still meet the panel’s checks before Send', async () => {
    const request = toBase64Url(JSON.stringify({ v: 1, path: { accountId: 'not a guid' } }));
    await openPage(`?explorer=true&request=${request}`);
    expect(screen.getByLabelText('accountId')).toHaveValue('not a guid');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});

describe('apiExplorer/requestRestored', () => {
  it('replaces the request, keeps accountId unless given, and feeds both body editors', () => {
    const store = makeStore();
    store.dispatch(explorer.pathParameterChanged({ name: 'accountId', value: 'acc-1' }));
    store.dispatch(explorer.queryParameterChanged({ name: 'count', value: '10' }));
    store.dispatch(
      explorer.requestRestored({
        pathParameters: { envelopeId: 'e-1' },
        queryParameters: {},
        headerParameters: { 'X-Request-Id': 'r-12345678' },
        customHeaderParameters: [{ name: 'Accept-Language', value: 'fr' }],
        editorType: 'json',
        bodyParams: { emailSubject: 'Hi' },
      }),
    );
    const state = store.getState().apiExplorer;
    expect(state.pathParameters).toEqual({ accountId: 'acc-1', envelopeId: 'e-1' });
    expect(state.queryParameters).toEqual({});
    expect(state.headerParameters).toEqual({ 'X-Request-Id': 'r-12345678' });
    expect(state.customHeaderParameters).toEqual([{ name: 'Accept-Language', value: 'fr' }]);
    expect(state.editorType).toBe('json');
    expect(JSON.parse(state.bodyParamsStringified)).toEqual({ emailSubject: 'Hi' });
  });
});
