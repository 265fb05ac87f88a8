import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExplorerChooser } from './ExplorerChooser';

const method = (name: string, httpMethod: string) => ({
  name,
  httpMethod,
  path: `/v2.1/${name}`,
  pagePath: `/docs/esign-rest-api/reference/envelopes/envelopes/${name}/`,
});
const index = {
  apis: [
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
            { name: 'Envelopes', methods: [method('create', 'POST'), method('get', 'GET')] },
          ],
        },
      ],
    },
  ],
};

// jsdom has no fetch: each test puts its own answer in place.
const realFetch = global.fetch;
const answer = (response: Partial<Response>) => {
  global.fetch = jest.fn().mockResolvedValue(response) as unknown as typeof fetch;
};
afterEach(() => {
  global.fetch = realFetch;
});

test('chooses a method and links to its page in explorer mode', async () => {
  answer({ ok: true, json: async () => index });
  render(<ExplorerChooser />);
  await userEvent.selectOptions(await screen.findByLabelText('Method'), 'get (GET)');
  expect(screen.getByRole('link', { name: 'Open in API Explorer' })).toHaveAttribute(
    'href',
    '/docs/esign-rest-api/reference/envelopes/envelopes/get/?explorer=true',
  );
  expect(screen.getByLabelText('API')).toHaveDisplayValue('eSignature REST API v2.1');
});

test('says so when the list cannot be loaded', async () => {
  answer({ ok: false });
  render(<ExplorerChooser />);
  expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
});
