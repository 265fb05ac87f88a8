import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { OperationModel } from '../../../../lib/reference/model';
import { makeStore } from '../../../app/store';
import { ADMIN_SETTINGS, ADMIN_USER } from '../../../test-utils/fixtures';
import {
  createEnvelope,
  methodContext,
} from '../../../components/reference/__fixtures__/referenceModel';
import { CurlSample } from '../../../components/reference/CurlSample';
import { userActions } from '../../user/userSlice';
import { explorerTargetOf } from '../explorerTarget';
import { ExplorerMode } from './ExplorerMode';

// jsdom cannot run Monaco: the JSON editor is a test double with the same name and value.
jest.mock('@monaco-editor/react', () =>
  jest.requireActual('../../../test-utils/monacoEditorDouble'),
);
jest.mock('./monaco/monacoSetup', () => ({ loadMonaco: () => Promise.resolve() }));

// The page's examples (the spec's, or made from the schema at build time).
const SEND = {
  name: 'sendOneDocument',
  summary: 'Send one document',
  value: { emailSubject: 'Please sign this agreement', status: 'sent' },
};
const DRAFT = {
  name: 'draft',
  summary: 'Save a draft',
  value: { emailSubject: 'Draft agreement', status: 'created' },
};

const operation: OperationModel = {
  ...createEnvelope,
  requestBody: {
    required: true,
    content: [{ ...createEnvelope.requestBody!.content[0], examples: [SEND, DRAFT] }],
  },
};
const page = methodContext({ operation });

function signedInStore() {
  const store = makeStore();
  store.dispatch(userActions.tokenReceived('tok'));
  store.dispatch(userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }));
  return store;
}

async function renderExplorer(store = signedInStore()) {
  render(
    <Provider store={store}>
      <ExplorerMode page={page} search="?explorer=true" />
      {/* the page's curl sample, beside the explorer */}
      <CurlSample
        operation={operation}
        serverUrl="http://x.test"
        explorer={explorerTargetOf(page)}
      />
    </Provider>,
  );
  // The first test imports the lazy panel's modules: slow on a busy machine.
  await screen.findByRole('region', { name: 'API Explorer' }, { timeout: 10_000 });
  return store;
}

const subject = () => screen.getByLabelText('emailSubject');

test('the explorer opens with the page example, in the form and in the JSON editor', async () => {
  const store = await renderExplorer();
  expect(subject()).toHaveValue('Please sign this agreement');
  expect(screen.getByLabelText('status')).toHaveValue('sent');
  expect(store.getState().apiExplorer.bodyParams).toEqual(SEND.value);
  await userEvent.click(screen.getByRole('radio', { name: 'JSON' }));
  const json = (await screen.findByTestId('monaco-editor')) as HTMLTextAreaElement;
  expect(JSON.parse(json.value)).toEqual(SEND.value);
});

test('Reset goes back to the example picked, after edits and an answer', async () => {
  const store = await renderExplorer();
  await userEvent.selectOptions(screen.getByLabelText('Start from example'), 'Save a draft');
  expect(subject()).toHaveValue('Draft agreement');
  await userEvent.clear(subject());
  await userEvent.type(subject(), 'Mine');
  await userEvent.type(screen.getByLabelText('count'), '7');
  expect(store.getState().apiExplorer.bodyParams).toEqual({
    emailSubject: 'Mine',
    status: 'created',
  });

  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(subject()).toHaveValue('Draft agreement');
  expect(screen.getByLabelText('count')).toHaveValue('');
  expect(screen.getByLabelText('accountId')).toHaveValue(ADMIN_USER.accounts[0].account_id);
  // Clear, unlike Reset, empties the body.
  await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
  expect(subject()).toHaveValue('');
});

test('fields show the schema: description, format, enum choices and required marks', async () => {
  await renderExplorer();
  const field = subject().closest('.explorer-field') as HTMLElement;
  expect(within(field).getByTitle('required')).toBeInTheDocument();
  expect(screen.getByLabelText('status').tagName).toBe('SELECT');
  expect(
    within(screen.getByLabelText('status'))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['—', 'created', 'sent']);
  // A parameter's description and format, tied to its field.
  const accountId = screen.getByLabelText('accountId');
  expect(accountId).toHaveAccessibleDescription(/GUID\s*The account GUID\./);
  expect(accountId).toHaveAttribute('placeholder', '3fa85f64-5717-4562-b3fc-2c963f66afa6');
  // The signer's email: format hint, keyboard and placeholder from its example.
  await userEvent.click(screen.getByRole('button', { name: 'recipients' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add signers item' }));
  const email = screen.getByLabelText('email');
  expect(email).toHaveAttribute('inputmode', 'email');
  expect(email).toHaveAttribute('placeholder', 'ann@example.test');
  expect(email).toHaveAccessibleDescription('email address');
  expect(email).toHaveAttribute('aria-required', 'true');
});

test('the curl samples follow the form once typing pauses', async () => {
  await renderExplorer();
  const pageCurl = screen.getByTestId('curl-sample');
  // The page's sample becomes the explorer's request: the reader's account id is in it.
  await waitFor(() =>
    expect(pageCurl.closest('figure')).toHaveTextContent('as typed in the explorer'),
  );
  expect(pageCurl).toHaveTextContent(`/accounts/${ADMIN_USER.accounts[0].account_id}/envelopes`);
  expect(pageCurl).toHaveTextContent('"emailSubject": "Please sign this agreement"');

  await userEvent.type(screen.getByLabelText('count'), '3');
  await userEvent.clear(subject());
  await userEvent.type(subject(), 'Quarterly report');
  // Not on every keystroke: the sample still shows the request before the pause.
  expect(pageCurl).not.toHaveTextContent('Quarterly report');
  await waitFor(() => expect(pageCurl).toHaveTextContent('"emailSubject": "Quarterly report"'));
  expect(pageCurl).toHaveTextContent(
    `/accounts/${ADMIN_USER.accounts[0].account_id}/envelopes?count=3`,
  );

  // "Request as code" in the panel writes the same request.
  await userEvent.click(screen.getByText('Request as code'));
  expect(screen.getByTestId('explorer-curl')).toHaveTextContent(
    '"emailSubject": "Quarterly report"',
  );
});
