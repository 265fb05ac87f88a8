import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { mockHttp, settle } from '../../../test-utils/mockHttp';
import { OpenApiFilesPage } from './OpenApiFilesPage';

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
        data: { swagger: '2.0', info: { title: 'eSignature REST API', version: 'v2.1' } },
      },
    });
    await renderPage();
    await act(settle);
    expect(screen.getByLabelText('Repository')).toHaveValue('api_ESignature');
    expect(screen.getByLabelText('Ref')).toHaveValue('v2.1');
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent('Swagger 2.0');
    expect(screen.getByRole('link', { name: /Download api_ESignature v2\.1/ })).toHaveAttribute(
      'href',
      '/swaggerfile/api_ESignature/v2.1?download=true&genericExamples=true&excludeTags=todo&excludeTags=not-public',
    );

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Repository'), 'api_Click');
    await act(settle);
    expect(screen.getByLabelText('Repository')).toHaveValue('api_Click');
    expect(screen.getByLabelText('Ref')).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it('previews the chosen file and links its download', async () => {
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
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent('Swagger 2.0');
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
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
  });
});
