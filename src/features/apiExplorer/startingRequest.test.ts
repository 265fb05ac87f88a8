import type { OperationModel } from '../../../lib/reference/model';
import { createEnvelope } from '../../components/reference/__fixtures__/referenceModel';
import { bodyExamples, startingRequest } from './startingRequest';

const withExamples = (examples: { name: string; value: unknown }[]): OperationModel => ({
  ...createEnvelope,
  requestBody: {
    required: true,
    content: [{ ...createEnvelope.requestBody!.content[0], examples }],
  },
});

const SEND = { name: 'send', value: { emailSubject: 'Please sign', status: 'sent' } };
const DRAFT = { name: 'draft', value: { emailSubject: 'Draft', status: 'created' } };

test('the body starts from the page example, a copy the request may change', () => {
  const operation = withExamples([SEND, DRAFT]);
  const start = startingRequest(operation);
  expect(start.bodyParams).toEqual(SEND.value);
  expect(start.bodyParams).not.toBe(SEND.value);
  expect(startingRequest(operation, 1).bodyParams).toEqual(DRAFT.value);
  expect(startingRequest(operation, 7).bodyParams).toEqual(DRAFT.value);
});

test('without a JSON example, or for a GET, a file upload or raw bytes, the body starts empty', () => {
  expect(startingRequest(createEnvelope).bodyParams).toEqual({});
  expect(bodyExamples({ ...withExamples([SEND]), httpMethod: 'GET' })).toEqual([]);
  const upload = withExamples([SEND]);
  upload.requestBody!.content[0] = {
    ...upload.requestBody!.content[0],
    contentType: 'multipart/form-data',
  };
  expect(bodyExamples(upload)).toEqual([]);
  const pdf = withExamples([{ name: 'pdf', value: 'JVBERi0=' }]);
  pdf.requestBody!.content[0] = {
    ...pdf.requestBody!.content[0],
    contentType: 'application/pdf',
    binary: true,
  };
  expect(startingRequest(pdf).bodyParams).toEqual({});
});

test('query parameters the samples send start with their example, if the explorer takes it', () => {
  const operation: OperationModel = {
    ...createEnvelope,
    parameters: [
      ...createEnvelope.parameters,
      // an example of its own: a first call sends it (listStatusChanges' from_date)
      {
        name: 'from_date',
        in: 'query',
        required: false,
        example: '2026-01-01',
        schema: { type: 'string', constraints: {} },
      },
      // required, with a schema example
      {
        name: 'include',
        in: 'query',
        required: true,
        schema: { type: 'string', example: 'recipients', constraints: {} },
      },
      // an example the explorer's character rule refuses stays out
      {
        name: 'search_text',
        in: 'query',
        required: false,
        example: 'a b',
        schema: { type: 'string', constraints: {} },
      },
    ],
  };
  // count has only a schema example and is optional: the samples leave it out, so does the form
  expect(startingRequest(operation).queryParameters).toEqual({
    from_date: '2026-01-01',
    include: 'recipients',
  });
});
