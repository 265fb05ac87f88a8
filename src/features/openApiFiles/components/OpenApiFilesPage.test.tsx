import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { mockHttp, settle } from '../../../test-utils/mockHttp';
import { OpenApiFilesPage } from './OpenApiFilesPage';

const ESIGNATURE = {
  swagger: '2.0',
  info: { title: 'eSignature REST API', version: 'v2.1' },
  paths: {
    '/v2.1/accounts/{accountId}/envelopes': {
      get: { tags: ['Envelopes'] },
      post: { tags: ['Envelopes'] },
    },
    '/v2.1/accounts/{accountId}/envelopes/{envelopeId}': { get: { tags: ['Envelopes'] } },
  },
};

let network: ReturnType<typeof mockHttp> | undefined;
afterEach(() => network?.restore());

async function renderPage() {
  render(
    <Provider store={makeStore()}>
      <OpenApiFilesPage />
    </Provider>,
  );
  await act(settle);
}

describe('OpenApiFilesPage', () => {
  it('says so when there is no repository', async () => {
    network = mockHttp({ 'GET /api/swagger-repositories': { status: 200, data: [] } });
    await renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('No repositories found.');
  });

  it('opens on api_ESignature and its first versioned ref, previewed; another choice stays', async () => {
    network = mockHttp({
      'GET /api/swagger-repositories': {
        status: 200,
        data: [
          { repo: 'api_Click', displayName: 'Click API', refs: ['v1'] },
          { repo: 'api_ESignature', displayName: 'eSignature REST API', refs: ['main', 'v2.1'] },
        ],
      },
      'GET /swaggerfile/api_ESignature/v2.1': {
        status: 200,
        data: JSON.stringify(ESIGNATURE, null, 2),
      },
    });
    await renderPage();
    await act(settle);
    expect(screen.getByLabelText('Repository')).toHaveValue('api_ESignature');
    expect(screen.getByLabelText('Ref')).toHaveValue('v2.1');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('eSignature REST API');
    const facts = Object.fromEntries(
      within(summary)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Version: 'v2.1',
      Format: 'Swagger 2.0',
      Operations: '3',
      Paths: '2',
      Tags: '1',
      Size: `${JSON.stringify(ESIGNATURE, null, 2).length} bytes`,
    });
    // A summary, not the text: none of the file's JSON is on the page.
    expect(document.body.textContent).not.toContain('"paths"');
    expect(within(summary).getByRole('link', { name: 'View JSON' })).toHaveAttribute(
      'href',
      '/swaggerfile/api_ESignature/v2.1',
    );
    expect(within(summary).getByRole('button', { name: 'Copy URL' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download api_ESignature v2\.1/ })).toHaveAttribute(
      'href',
      '/swaggerfile/api_ESignature/v2.1?download=true&genericExamples=true&excludeTags=todo&excludeTags=not-public',
    );

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Repository'), 'api_Click');
    await act(settle);
    expect(screen.getByLabelText('Repository')).toHaveValue('api_Click');
    expect(screen.getByLabelText('Ref')).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Summary' })).toBeNull();
  });

  it('summarises the chosen file and links its download', async () => {
    network = mockHttp({
      'GET /api/swagger-repositories': {
        status: 200,
        data: [{ repo: 'api_Click', displayName: 'Click API', refs: ['v1'] }],
      },
      'GET /swaggerfile/api_Click/v1': {
        status: 200,
        data: { swagger: '2.0', info: { title: 'Click API', version: 'v1' } },
      },
    });
    await renderPage();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Repository'), 'api_Click');
    await act(settle);
    await user.selectOptions(screen.getByLabelText('Ref'), 'v1');
    await act(settle);
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent('Swagger 2.0');
    expect(screen.getByRole('link', { name: /Download api_Click v1/ })).toHaveAttribute(
      'href',
      '/swaggerfile/api_Click/v1?download=true&genericExamples=true&excludeTags=todo&excludeTags=not-public',
    );
  });

  it('shows an error for a file that is not an API description', async () => {
    network = mockHttp({
      'GET /api/swagger-repositories': {
        status: 200,
        data: [{ repo: 'api_Click', displayName: 'Click API', refs: ['v1'] }],
      },
      'GET /swaggerfile/api_Click/v1': { status: 200, data: { hello: 'world' } },
    });
    await renderPage();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Repository'), 'api_Click');
    await act(settle);
    await user.selectOptions(screen.getByLabelText('Ref'), 'v1');
    await act(settle);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The file is not a Swagger or OpenAPI document.',
    );
    expect(screen.queryByRole('region', { name: 'Summary' })).toBeNull();
  });
});
