import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { ADMIN_SETTINGS, ADMIN_USER } from '../../../test-utils/fixtures';
import { mockHttp, settle } from '../../../test-utils/mockHttp';
import { methodContext } from '../../../components/reference/__fixtures__/referenceModel';
import { userActions } from '../../user/userSlice';
import { PARAMETER_MESSAGE } from '../../../../lib/explorer/contract';
import { ExplorerMode } from './ExplorerMode';

// jsdom cannot run Monaco: the JSON editor is a test double with the same name and value.
jest.mock('@monaco-editor/react', () =>
  jest.requireActual('../../../test-utils/monacoEditorDouble'),
);
jest.mock('./monaco/monacoSetup', () => ({ loadMonaco: () => Promise.resolve() }));

const ACCOUNT_ID = ADMIN_USER.accounts[0].account_id;

function signedInStore() {
  const store = makeStore();
  store.dispatch(userActions.tokenReceived('tok'));
  store.dispatch(userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }));
  return store;
}

/** Renders the explorer and waits for its lazily loaded panel. */
async function renderExplorer(store = signedInStore(), search = '?explorer=true') {
  render(
    <Provider store={store}>
      <ExplorerMode page={methodContext()} search={search} />
    </Provider>,
  );
  // The first test imports the lazy panel's modules: slow on a busy machine.
  await screen.findByRole('region', { name: 'API Explorer' }, { timeout: 10_000 });
  return store;
}

const sendButton = () => screen.getByRole('button', { name: /^(Send|Sending…)$/ });

describe('ExplorerPanel', () => {
  it('is shown only with ?explorer=true on an API that has an explorer', () => {
    const store = signedInStore();
    const { rerender } = render(
      <Provider store={store}>
        <ExplorerMode page={methodContext()} search="" />
      </Provider>,
    );
    expect(screen.queryByRole('region', { name: 'API Explorer' })).not.toBeInTheDocument();
    const noExplorer = methodContext();
    noExplorer.api = { ...noExplorer.api, hasApiExplorer: false };
    rerender(
      <Provider store={store}>
        <ExplorerMode page={noExplorer} search="?explorer=true" />
      </Provider>,
    );
    expect(screen.queryByRole('region', { name: 'API Explorer' })).not.toBeInTheDocument();
  });

  it('asks anonymous visitors to log in and keeps Send disabled with the reason', async () => {
    await renderExplorer(makeStore());
    expect(
      screen.getByText('To use API explorer, log in and then get started.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toMatch(
      /^\/auth\/login\?returnTo=/,
    );
    expect(sendButton()).toBeDisabled();
    expect(screen.getByText('Log in to send requests.')).toBeInTheDocument();
  });

  it('prefills accountId from the default account and hides the banner once signed in', async () => {
    await renderExplorer();
    expect(screen.getByLabelText('accountId')).toHaveValue(ACCOUNT_ID);
    expect(screen.queryByText(/To use API explorer/)).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('validates parameters: character rule, GUID, integer, length, required', async () => {
    await renderExplorer();
    const accountId = screen.getByLabelText('accountId');
    await userEvent.clear(accountId);
    expect(sendButton()).toBeDisabled();
    expect(screen.getByText(/path parameter accountId: This field is required/)).toBeVisible();
    await userEvent.type(accountId, 'not a guid');
    expect(screen.getAllByText(PARAMETER_MESSAGE)[0]).toBeVisible();
    await userEvent.clear(accountId);
    await userEvent.type(accountId, 'abc');
    expect(screen.getAllByText(/Please enter a GUID/)[0]).toBeVisible();
    await userEvent.clear(accountId);
    await userEvent.type(accountId, ACCOUNT_ID);
    expect(sendButton()).toBeEnabled();

    const count = screen.getByLabelText('count');
    await userEvent.type(count, '1x');
    expect(screen.getAllByText('Please enter digits only.')[0]).toBeVisible();
    await userEvent.clear(count);
    await userEvent.click(count);
    await userEvent.paste('9'.repeat(1001));
    expect(screen.getAllByText('Please use at most 1000 characters.')[0]).toBeVisible();
    expect(sendButton()).toBeDisabled();
  });

  it('form and JSON editors edit the same body, both ways', async () => {
    const store = await renderExplorer();
    await userEvent.type(screen.getByLabelText('emailSubject'), 'Hello');
    await userEvent.selectOptions(screen.getByLabelText('status'), 'created');
    await userEvent.click(screen.getByRole('button', { name: 'recipients' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add signers item' }));
    await userEvent.type(screen.getByLabelText('email'), 'ann@example.test');
    await userEvent.type(screen.getByLabelText('routingOrder'), '2');
    const expected = {
      emailSubject: 'Hello',
      status: 'created',
      recipients: { signers: [{ email: 'ann@example.test', routingOrder: 2 }] },
    };
    expect(store.getState().apiExplorer.bodyParams).toEqual(expected);

    await userEvent.click(screen.getByRole('radio', { name: 'JSON' }));
    const json = (await screen.findByTestId('monaco-editor')) as HTMLTextAreaElement;
    expect(json).toHaveAccessibleName('Request body (JSON)');
    expect(JSON.parse(json.value)).toEqual(expected);

    await userEvent.clear(json);
    await userEvent.click(json);
    await userEvent.paste('{"emailSubject":"Changed"');
    expect(screen.getByRole('alert')).toHaveTextContent('not valid JSON');
    expect(sendButton()).toBeDisabled();
    await userEvent.paste('}');
    expect(sendButton()).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Form' }));
    expect(screen.getByLabelText('emailSubject')).toHaveValue('Changed');
  });

  it('Clear keeps only accountId among the parameters and empties the body', async () => {
    const store = await renderExplorer();
    await userEvent.type(screen.getByLabelText('count'), '5');
    await userEvent.type(screen.getByLabelText('emailSubject'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    const state = store.getState().apiExplorer;
    expect(state.pathParameters).toEqual({ accountId: ACCOUNT_ID });
    expect(state.queryParameters).toEqual({});
    expect(state.bodyParams).toEqual({});
    expect(screen.getByLabelText('accountId')).toHaveValue(ACCOUNT_ID);
    expect(screen.getByLabelText('emailSubject')).toHaveValue('');
  });

  it('sends through POST /api/api-explorer and shows status, duration, headers and body', async () => {
    const network = mockHttp({
      'POST /api/api-explorer': {
        status: 200,
        data: {
          status: 201,
          statusText: 'Created',
          durationMs: 12,
          headers: { 'content-type': 'application/json' },
          body: { envelopeId: 'e-1', status: 'created' },
        },
      },
    });
    const store = await renderExplorer();
    await userEvent.type(screen.getByLabelText('emailSubject'), 'Hi');
    await userEvent.selectOptions(screen.getByLabelText('Header name'), 'Accept-Language');
    await userEvent.click(screen.getByRole('button', { name: 'Add header' }));
    await userEvent.type(screen.getByLabelText('Accept-Language'), 'en');
    await userEvent.click(sendButton());
    await settle();

    const call = network.calls[0];
    expect(call.params).toMatchObject({
      method: 'POST',
      apiName: 'esignature',
      endpoint: '/v2.1/accounts/{accountId}/envelopes',
      'pathParameters[accountId]': ACCOUNT_ID,
      'customHeaderParameters[Accept-Language]': 'en',
      contentType: 'application/json',
      // The page it was sent from, which the server checks is this site (docs/behaviour.md §5).
      siteUrl: `${window.location.origin}${window.location.pathname}`,
    });
    expect(JSON.parse(call.data as string)).toEqual({ emailSubject: 'Hi' });
    expect(call.headers.get('Authorization')).toBe('Bearer tok');
    // The copyable curl shows the same request once typing pauses, never the token. A busy
    // machine pauses mid-typing too and shows a part of the request first: it is waited for whole.
    await waitFor(
      () => {
        const curl = screen.getByTestId('explorer-curl').textContent ?? '';
        expect(curl).toContain(`/v2.1/accounts/${ACCOUNT_ID}/envelopes`);
        expect(curl).toContain('Accept-Language: en');
        expect(curl).toContain('"emailSubject": "Hi"');
      },
      { timeout: 5000 },
    );
    expect(screen.getByTestId('explorer-curl').textContent).not.toContain('Bearer tok');

    const response = await screen.findByRole('region', { name: 'Response' });
    expect(within(response).getByText('201 Created')).toBeInTheDocument();
    expect(within(response).getByText('12 ms')).toBeInTheDocument();
    expect(within(response).getByText('content-type')).toBeInTheDocument();
    expect(within(response).getByTestId('explorer-response-body')).toHaveTextContent(
      '"envelopeId": "e-1"',
    );
    expect(store.getState().apiExplorer.isProcessing).toBe(false);

    // The response banner collapses and opens again.
    await userEvent.click(within(response).getByRole('button', { name: '201 Created' }));
    expect(within(response).queryByTestId('explorer-response-body')).not.toBeInTheDocument();
    await userEvent.click(within(response).getByRole('button', { name: '201 Created' }));
    expect(within(response).getByTestId('explorer-response-body')).toBeInTheDocument();
    network.restore();
  });

  it('offers a binary answer as a download and shows the portal refusing a field', async () => {
    let answer: 'pdf' | 'bad' = 'pdf';
    const network = mockHttp({
      'POST /api/api-explorer': () =>
        answer === 'pdf'
          ? {
              status: 200,
              data: {
                status: 200,
                statusText: 'OK',
                durationMs: 3,
                headers: {},
                body: null,
                binary: { contentType: 'application/pdf', base64: 'JVBERi0=', fileName: 'doc.pdf' },
              },
            }
          : { status: 400, data: { message: 'count is not allowed', field: 'queryParameters' } },
    });
    await renderExplorer();
    await userEvent.click(sendButton());
    const link = await screen.findByRole('link', { name: /Download doc\.pdf/ });
    expect(link).toHaveAttribute('href', 'data:application/pdf;base64,JVBERi0=');
    expect(link).toHaveAttribute('download', 'doc.pdf');

    answer = 'bad';
    await userEvent.click(sendButton());
    expect(await screen.findByText('400 Bad Request')).toBeInTheDocument();
    expect(screen.getByTestId('explorer-response-body')).toHaveTextContent('count is not allowed');
    network.restore();
  });
});
