import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { OperationModel } from '../../../../lib/reference/model';
import { makeStore } from '../../../app/store';
import { ADMIN_SETTINGS, ADMIN_USER } from '../../../test-utils/fixtures';
import { mockHttp, settle } from '../../../test-utils/mockHttp';
import {
  createEnvelope,
  methodContext,
} from '../../../components/reference/__fixtures__/referenceModel';
import { ExplorerMode } from '../components/ExplorerMode';
import { userActions } from '../../user/userSlice';
import { fromBase64Url } from '../share/base64url';
import { ACCEPTED_UPLOAD_TYPES, UPLOAD_ERROR_MESSAGE } from './multipartFields';

// jsdom cannot run Monaco (the response view uses it): a test double with the same name.
jest.mock('@monaco-editor/react', () =>
  jest.requireActual('../../../test-utils/monacoEditorDouble'),
);
jest.mock('../components/monaco/monacoSetup', () => ({ loadMonaco: () => Promise.resolve() }));

const FOLDER = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const text = (constraints = {}) => ({ type: 'string', constraints });

/** Like CLM's Documents_UploadDocument: a required file part and two text parts. */
const uploadDocument: OperationModel = {
  ...createEnvelope,
  slug: 'uploaddocument',
  name: 'UploadDocument',
  operationId: 'Documents_UploadDocument',
  path: '/v2/{accountId}/folders/{folderId}/documents',
  parameters: [
    createEnvelope.parameters[0],
    { name: 'folderId', in: 'path', required: true, schema: { ...text(), format: 'uuid' } },
  ],
  requestBody: {
    required: true,
    content: [
      {
        contentType: 'multipart/form-data',
        binary: false,
        examples: [],
        schema: {
          type: 'object',
          constraints: {},
          properties: [
            { name: 'file', required: true, schema: { ...text(), format: 'binary' } },
            { name: 'name', required: false, schema: text({ maxLength: 255 }) },
            { name: 'attributes', required: false, schema: text() },
          ],
        },
      },
    ],
  },
};

/** Renders the explorer on the upload page and waits for its lazily loaded panel. */
async function renderUpload() {
  const store = makeStore();
  store.dispatch(userActions.tokenReceived('tok'));
  store.dispatch(userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }));
  const page = methodContext({ operation: uploadDocument, pagePath: '/upload/' });
  render(
    <Provider store={store}>
      <ExplorerMode page={page} search="?explorer=true" />
    </Provider>,
  );
  await screen.findByRole('region', { name: 'API Explorer' });
  return store;
}

const sendButton = () => screen.getByRole('button', { name: /^(Send|Sending…)$/ });
const nda = () => new File(['hello'], 'nda.txt', { type: 'text/plain' });
const created = { status: 200, data: { status: 201, statusText: 'Created', body: {} } };

describe('the explorer on a file upload (multipart/form-data)', () => {
  let network: ReturnType<typeof mockHttp>;
  beforeEach(() => {
    network = mockHttp({ 'POST /api/api-explorer': created });
  });
  afterEach(() => {
    network.restore();
    jest.restoreAllMocks();
  });

  it('offers a file field with the accepted types, text fields and required marks; no JSON or Blockly', async () => {
    await renderUpload();
    const file = screen.getByLabelText('file');
    expect(file).toHaveAttribute('type', 'file');
    expect(file).toHaveAttribute('accept', ACCEPTED_UPLOAD_TYPES);
    expect(ACCEPTED_UPLOAD_TYPES).toMatch(/^image\/\*,\.bmp,\.csv,.*\.pdf,.*\.xlsx,.*\.zip$/);
    expect(file).toBeRequired();
    expect(screen.getByLabelText('name')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('name')).not.toBeRequired();
    const marks = screen.getAllByTitle('required').map((mark) => mark.parentElement?.textContent);
    expect(marks).toEqual(expect.arrayContaining(['file *', 'accountId *', 'folderId *']));
    expect(marks).not.toContain('name *');
    expect(screen.queryByRole('radiogroup', { name: 'Body editor' })).not.toBeInTheDocument();
  });

  it('keeps Send blocked until a file is chosen, and keeps only its metadata in the store', async () => {
    const store = await renderUpload();
    await userEvent.type(screen.getByLabelText('folderId'), FOLDER);
    expect(sendButton()).toBeDisabled();
    expect(screen.getByText('Check the request body: Choose a file for file.')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('file'), nda());
    expect(sendButton()).toBeEnabled();
    expect(screen.getByText('nda.txt (5 bytes)')).toBeInTheDocument();
    expect(store.getState().apiExplorer.bodyParamsMetadata).toEqual({
      file: { fileName: 'nda.txt', size: 5, type: 'text/plain' },
    });
  });

  it('sends a FormData with the file and the text parts, the query saying multipart', async () => {
    await renderUpload();
    await userEvent.type(screen.getByLabelText('folderId'), FOLDER);
    await userEvent.type(screen.getByLabelText('name'), 'NDA');
    await userEvent.upload(screen.getByLabelText('file'), nda());
    await userEvent.click(sendButton());
    await settle();
    await settle();

    const call = network.calls[0];
    expect(call.params).toMatchObject({ contentType: 'multipart/form-data' });
    expect(call.data).toBeInstanceOf(FormData);
    const form = call.data as FormData;
    expect(form.get('name')).toBe('NDA');
    expect(form.get('attributes')).toBeNull();
    const sent = form.get('file') as File;
    expect(sent.name).toBe('nda.txt');
    expect(sent.size).toBe(5);
    // The browser writes the boundary: nothing of ours may claim the type.
    expect(String(call.headers['Content-Type'] ?? '')).not.toMatch(/multipart/);
    expect(await screen.findByText(/201/)).toBeInTheDocument();
  });

  it('says "There was an error uploading the file." when the file cannot be read', async () => {
    jest.spyOn(FileReader.prototype, 'readAsArrayBuffer').mockImplementation(function fail(
      this: FileReader,
    ) {
      this.dispatchEvent(new ProgressEvent('error'));
    });
    await renderUpload();
    await userEvent.type(screen.getByLabelText('folderId'), FOLDER);
    await userEvent.upload(screen.getByLabelText('file'), nda());
    await userEvent.click(sendButton());
    expect(await screen.findByText(UPLOAD_ERROR_MESSAGE)).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });

  it('shares the text parts but never the file', async () => {
    await renderUpload();
    await userEvent.type(screen.getByLabelText('name'), 'NDA');
    await userEvent.upload(screen.getByLabelText('file'), nda());
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    const link = (screen.getByLabelText('Shareable link') as HTMLInputElement).value;
    const payload = fromBase64Url(new URL(link).searchParams.get('request') ?? '');
    expect(JSON.parse(payload).body).toEqual({ name: 'NDA' });
    expect(payload).not.toMatch(/nda\.txt|fileName/);
  });

  it('Clear forgets the chosen file', async () => {
    const store = await renderUpload();
    await userEvent.upload(screen.getByLabelText('file'), nda());
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(store.getState().apiExplorer.bodyParamsMetadata).toEqual({});
    expect(screen.queryByText('nda.txt (5 bytes)')).not.toBeInTheDocument();
    expect((screen.getByLabelText('file') as HTMLInputElement).files).toHaveLength(0);
  });
});
