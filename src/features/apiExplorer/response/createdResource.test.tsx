import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExplorerIndexApi } from '../../../../lib/site/explorerIndex';
import { mockHttp } from '../../../test-utils/mockHttp';
import { decodeSharedRequest } from '../share/sharedRequest';
import { CreatedIds } from './CreatedIds';
import { createdIds, getMethodOf } from './createdResource';

const ENVELOPES = '/v2.1/accounts/{accountId}/envelopes';
const method = (name: string, httpMethod: string, path: string) => ({
  name,
  httpMethod,
  path,
  pagePath: `/docs/esign-rest-api/reference/envelopes/envelopes/${name.toLowerCase()}/`,
});
const INDEX: ExplorerIndexApi[] = [
  {
    apiName: 'esignature-v2.1',
    swaggerName: 'esignature-v2.1',
    displayName: 'eSignature REST API',
    version: 'v2.1',
    isPrimary: true,
    categories: [
      {
        name: 'Envelopes',
        resources: [
          {
            name: 'Envelopes',
            methods: [
              method('create', 'POST', ENVELOPES),
              method('update', 'PUT', `${ENVELOPES}/{envelopeId}`),
              method('get', 'GET', `${ENVELOPES}/{envelopeId}`),
            ],
          },
        ],
      },
    ],
  },
];
const ANSWER = {
  status: 201,
  data: {
    envelopeId: '93be49ab-afa0-4adf-933c-f752070d71ec',
    uri: '/envelopes/93be49ab-afa0-4adf-933c-f752070d71ec',
    statusDateTime: '2026-11-28T09:00:00Z',
    status: 'sent',
  },
};
const FROM = {
  apiName: 'esignature-v2.1',
  version: 'v2.1',
  path: ENVELOPES,
  pathParameters: { accountId: 'acc-1' },
};

test('the ids of a 201 answer: its top-level …Id values, nothing else', () => {
  expect(createdIds(ANSWER)).toEqual([
    { name: 'envelopeId', value: '93be49ab-afa0-4adf-933c-f752070d71ec' },
  ]);
  expect(createdIds({ ...ANSWER, status: 200 })).toEqual([]);
  expect(createdIds({ status: 201, data: { templateId: 't-1', nested: { userId: 'u' } } })).toEqual(
    [{ name: 'templateId', value: 't-1' }],
  );
  expect(createdIds({ status: 201, data: [{ envelopeId: 'x' }] })).toEqual([]);
});

test('the get method of a create: a GET on the same API version at its path and the id', () => {
  expect(getMethodOf(INDEX, FROM, ENVELOPES, 'envelopeId')?.method.name).toBe('get');
  expect(getMethodOf(INDEX, { ...FROM, version: 'v2' }, ENVELOPES, 'envelopeId')).toBeUndefined();
  expect(getMethodOf(INDEX, FROM, ENVELOPES, 'templateId')).toBeUndefined();
});

test('a new id shows whole, copies, and opens its get method in the explorer with it', async () => {
  const network = mockHttp({
    'GET /api-explorer/index.json': { status: 200, data: { apis: INDEX } },
  });
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  render(<CreatedIds response={ANSWER} from={FROM} />);
  const created = screen.getByRole('region', { name: 'Created' });
  expect(within(created).getByTestId('created-envelopeId')).toHaveTextContent(
    '93be49ab-afa0-4adf-933c-f752070d71ec',
  );
  await userEvent.click(within(created).getByRole('button', { name: 'Copy envelopeId' }));
  expect(writeText).toHaveBeenCalledWith('93be49ab-afa0-4adf-933c-f752070d71ec');

  const link = await within(created).findByRole('link', {
    name: 'Open Envelopes: get with this envelopeId',
  });
  const href = new URL(link.getAttribute('href') ?? '', 'http://x.test');
  expect(href.pathname).toBe('/docs/esign-rest-api/reference/envelopes/envelopes/get/');
  expect(href.searchParams.get('explorer')).toBe('true');
  const shared = decodeSharedRequest(href.searchParams.get('request') ?? '', {
    path: ['accountId', 'envelopeId'],
    query: [],
    header: [],
    hasBody: false,
  });
  expect(shared?.request.pathParameters).toEqual({
    accountId: 'acc-1',
    envelopeId: '93be49ab-afa0-4adf-933c-f752070d71ec',
  });
  network.restore();
});
