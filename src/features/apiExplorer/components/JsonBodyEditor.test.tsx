import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SchemaModel } from '../../../../lib/reference/model';
import { SchemaChunkBase } from '../../../components/reference/schemaChunks';
import { fakeMonaco } from '../../../test-utils/monacoEditorDouble';
import { INVALID_JSON_MESSAGE, JsonBodyEditor } from './JsonBodyEditor';

jest.mock('@monaco-editor/react', () =>
  jest.requireActual('../../../test-utils/monacoEditorDouble'),
);
jest.mock('./monaco/monacoSetup', () => ({ loadMonaco: () => Promise.resolve() }));

const SCHEMA: SchemaModel = {
  type: 'object',
  constraints: {},
  properties: [
    { name: 'emailSubject', required: true, schema: { type: 'string', constraints: {} } },
  ],
};

function setup(text = '{\n  "emailSubject": "Hi"\n}', disabled = false) {
  const onChange = jest.fn();
  const onValidityChange = jest.fn();
  const props = { onChange, onValidityChange, schema: SCHEMA, disabled };
  const view = render(<JsonBodyEditor text={text} {...props} />);
  const rerender = (next: string) => view.rerender(<JsonBodyEditor text={next} {...props} />);
  return { onChange, onValidityChange, rerender };
}

const editor = () => screen.findByTestId('monaco-editor') as Promise<HTMLTextAreaElement>;
const setDiagnostics = fakeMonaco.languages.json.jsonDefaults.setDiagnosticsOptions;

const realFetch = global.fetch;
beforeEach(() => setDiagnostics.mockClear());
afterEach(() => {
  global.fetch = realFetch;
});

describe('JsonBodyEditor', () => {
  it('offers the plain text area while Monaco loads', async () => {
    setup();
    // First in this file: the lazy editor chunk has not resolved yet (React caches it after).
    expect(screen.getByRole('textbox', { name: 'Request body (JSON)' })).not.toHaveAttribute(
      'data-testid',
    );
    await editor();
  });

  it('is a Monaco editor named "Request body (JSON)" holding the store body', async () => {
    setup();
    const field = await editor();
    expect(field).toHaveAccessibleName('Request body (JSON)');
    expect(JSON.parse(field.value)).toEqual({ emailSubject: 'Hi' });
  });

  it('validates the body against the operation schema, for its own model only', async () => {
    setup();
    const field = await editor();
    const options = setDiagnostics.mock.calls.at(-1)?.[0];
    expect(options).toMatchObject({ validate: true, enableSchemaRequest: false });
    expect(options.schemas).toHaveLength(1);
    expect(options.schemas[0].fileMatch).toEqual([field.dataset.path]);
    expect(options.schemas[0].schema).toMatchObject({
      required: ['emailSubject'],
      properties: { emailSubject: { type: 'string' } },
    });
  });

  it('completes the schema with the chunks of the parts beyond the page depth', async () => {
    const recipients: SchemaModel = {
      type: 'object',
      refName: 'EnvelopeRecipients',
      constraints: {},
      properties: [
        { name: 'signers', required: false, schema: { type: 'array', constraints: {} } },
      ],
    };
    // jsdom has no fetch: a stand-in answers with the static chunk.
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => recipients,
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const schema: SchemaModel = {
      type: 'object',
      constraints: {},
      properties: [
        {
          name: 'recipients',
          required: false,
          schema: { refName: 'EnvelopeRecipients', truncated: true, constraints: {} },
        },
      ],
    };
    render(
      <SchemaChunkBase.Provider value="/api-schemas/esignature/v2.1/">
        <JsonBodyEditor
          text="{}"
          schema={schema}
          onChange={jest.fn()}
          onValidityChange={jest.fn()}
        />
      </SchemaChunkBase.Provider>,
    );
    await editor();
    await waitFor(() =>
      expect(setDiagnostics.mock.calls.at(-1)?.[0].schemas[0].schema).toMatchObject({
        properties: { recipients: { $ref: '#/definitions/EnvelopeRecipients' } },
        definitions: { EnvelopeRecipients: { properties: { signers: { type: 'array' } } } },
      }),
    );
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('EnvelopeRecipients'));
  });

  it('reports parsed edits and invalid JSON, which shows the message', async () => {
    const { onChange, onValidityChange } = setup('{}');
    const field = await editor();
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('{"emailSubject":"Changed"');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_JSON_MESSAGE);
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
    await userEvent.paste('}');
    expect(onChange).toHaveBeenLastCalledWith({ emailSubject: 'Changed' });
    expect(onValidityChange).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the user text while the store holds the same body, follows it when it changes', async () => {
    const { rerender } = setup('{}');
    const field = await editor();
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('{"a":1}');
    // The store now holds the same body, pretty-printed: the user's layout stays.
    rerender('{\n  "a": 1\n}');
    expect(field.value).toBe('{"a":1}');
    // Another body (a form edit, Clear) replaces the draft.
    rerender('{\n  "b": 2\n}');
    expect(field.value).toBe('{\n  "b": 2\n}');
  });

  it('is read-only while disabled', async () => {
    setup('{}', true);
    expect(await editor()).toHaveAttribute('readonly');
  });
});
