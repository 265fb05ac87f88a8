import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SchemaModel } from '../../../../lib/reference/model';
import { EXPLORER_BODY_LIMIT_BYTES } from '../../../../lib/explorer/contract';
import { BodyForm } from '../components/BodyForm';
import { isBase64Field, MAX_BASE64_FILE_BYTES, readAsBase64, withChosenFile } from './base64File';

const text = (extra: Partial<SchemaModel> = {}): SchemaModel => ({
  type: 'string',
  constraints: {},
  ...extra,
});

const documentSchema: SchemaModel = {
  type: 'object',
  properties: [
    { name: 'documentBase64', required: false, schema: text() },
    { name: 'name', required: false, schema: text() },
    { name: 'fileExtension', required: false, schema: text() },
  ],
  constraints: {},
};
const bodySchema: SchemaModel = {
  type: 'object',
  properties: [
    {
      name: 'documents',
      required: false,
      schema: { type: 'array', items: documentSchema, constraints: {} },
    },
  ],
  constraints: {},
};

let body: unknown;
function Form({ start }: { start: unknown }) {
  const [value, setValue] = useState(start);
  body = value;
  return <BodyForm schema={bodySchema} value={value} onChange={setValue} />;
}

test('base64 fields: format byte, or a string named …Base64', () => {
  expect(isBase64Field('documentBase64', text())).toBe(true);
  expect(isBase64Field('pdf', text({ format: 'byte' }))).toBe(true);
  expect(isBase64Field('name', text())).toBe(false);
  expect(isBase64Field('documentBase64', { type: 'integer', constraints: {} })).toBe(false);
});

test('the file limit leaves the encoded file and the rest of the body under the explorer limit', () => {
  expect(Math.ceil(MAX_BASE64_FILE_BYTES / 3) * 4).toBeLessThan(EXPLORER_BODY_LIMIT_BYTES);
  expect(MAX_BASE64_FILE_BYTES).toBeGreaterThan(3 * 1024 * 1024);
});

test('a file is read as base64, without the data URL prefix', async () => {
  await expect(readAsBase64(new Blob(['hello']))).resolves.toBe('aGVsbG8=');
});

test('a chosen file brings its extension, and its name unless a title was typed', () => {
  const file = { name: 'Contract.DOCX', base64: 'UEs=' };
  const siblings = ['documentBase64', 'name', 'fileExtension'];
  expect(
    withChosenFile(
      { name: 'Agreement.pdf', fileExtension: 'pdf' },
      'documentBase64',
      file,
      siblings,
    ),
  ).toEqual({ documentBase64: 'UEs=', name: 'Contract.DOCX', fileExtension: 'docx' });
  expect(withChosenFile({ name: 'Q3 contract' }, 'documentBase64', file, siblings)).toEqual({
    documentBase64: 'UEs=',
    name: 'Q3 contract',
    fileExtension: 'docx',
  });
  // Siblings the schema does not have are not made up.
  expect(withChosenFile({}, 'documentBase64', file, ['documentBase64'])).toEqual({
    documentBase64: 'UEs=',
  });
});

test('the form offers a file picker that puts the chosen file into the body as base64', async () => {
  render(
    <Form
      start={{
        documents: [{ documentBase64: 'JVBER', name: 'Agreement.pdf', fileExtension: 'pdf' }],
      }}
    />,
  );
  const picker = screen.getByLabelText('File for documentBase64');
  expect(picker).toHaveAttribute('type', 'file');
  expect(picker).toHaveAttribute('accept', expect.stringMatching(/^image\/\*,.*\.docx,.*\.pdf,/));
  await userEvent.upload(picker, new File(['hello'], 'nda.txt', { type: 'text/plain' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'nda.txt (5 bytes) is in documentBase64 as 8 base64 characters.',
  );
  expect(body).toEqual({
    documents: [{ documentBase64: 'aGVsbG8=', name: 'nda.txt', fileExtension: 'txt' }],
  });
  expect(screen.getByLabelText('documentBase64')).toHaveValue('aGVsbG8=');
});

test('a file over the limit is refused with the limit named, and the body stays', async () => {
  const start = { documents: [{ documentBase64: 'JVBER' }] };
  render(<Form start={start} />);
  const big = new File([new Uint8Array(MAX_BASE64_FILE_BYTES + 1)], 'scan.pdf', {
    type: 'application/pdf',
  });
  await userEvent.upload(screen.getByLabelText('File for documentBase64'), big);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    /This file is 3\.\d MB; the explorer sends files up to 3\.\d MB/,
  );
  expect(body).toEqual(start);
});
