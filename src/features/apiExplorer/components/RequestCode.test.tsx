import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import type { ApiExplorerRequest } from '../apiExplorerTypes';
import { RequestCode } from './RequestCode';

// httpsnippet is real here (it runs in Node): the tabs show what a reader would copy.
const request: ApiExplorerRequest = {
  method: 'POST',
  endpoint: '/v2.1/accounts/{accountId}/envelopes',
  apiName: 'esignature',
  categoryName: 'Envelopes',
  resourceName: 'Envelopes',
  methodName: 'create',
  contentType: 'application/json',
  accept: 'application/json',
  pathParameters: { accountId: 'acc-1' },
  queryParameters: { count: '10' },
  customHeaderParameters: [{ name: 'Accept-Language', value: 'en' }],
  body: { emailSubject: 'Hi' },
};
const SERVER = 'https://demo.example.test/restapi';

// The language is the reader's, in the store and kept between visits: each test starts afresh.
afterEach(() => localStorage.clear());

function renderCode(props = { request, serverUrl: SERVER }, store = makeStore()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const view = render(<RequestCode {...props} />, { wrapper });
  return { ...view, tab: (name: string) => screen.getByRole('tab', { name }) };
}

describe('RequestCode', () => {
  it('starts on cURL, written without waiting for httpsnippet', () => {
    const { tab } = renderCode();
    expect(tab('cURL')).toHaveAttribute('aria-selected', 'true');
    const curl = screen.getByTestId('explorer-curl');
    expect(curl).toHaveTextContent(`--url '${SERVER}/v2.1/accounts/acc-1/envelopes?count=10'`);
    expect(curl).toHaveTextContent("--header 'Authorization: Bearer {ACCESS_TOKEN}'");
  });

  it('offers a tab per language', () => {
    renderCode();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'cURL',
      'Node.js',
      'Python',
      'Java',
      'C#',
      'PHP',
      'Ruby',
      'Go',
    ]);
  });

  it('shows the request in Python with the token as a placeholder', async () => {
    const { tab } = renderCode();
    await userEvent.click(screen.getByText('Request as code'));
    await userEvent.click(tab('Python'));
    expect(tab('Python')).toHaveAttribute('aria-selected', 'true');
    const code = await screen.findByTestId('explorer-code');
    expect(code).toHaveTextContent('import requests');
    expect(code).toHaveTextContent(`${SERVER}/v2.1/accounts/acc-1/envelopes`);
    expect(code).toHaveTextContent('"Authorization": "Bearer {ACCESS_TOKEN}"');
    expect(code).toHaveTextContent('"Accept-Language": "en"');
    expect(code).toHaveTextContent('payload = { "emailSubject": "Hi" }');
    expect(screen.queryByTestId('explorer-curl')).not.toBeInTheDocument();
  });

  it('follows edits of the request in the selected language', async () => {
    const { tab, rerender } = renderCode();
    await userEvent.click(tab('Ruby'));
    expect(await screen.findByTestId('explorer-code')).toHaveTextContent('Net::HTTP::Post');
    rerender(
      <RequestCode
        request={{ ...request, pathParameters: { accountId: 'acc-2' } }}
        serverUrl={SERVER}
      />,
    );
    expect(await screen.findByText(/accounts\/acc-2\/envelopes/)).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { tab } = renderCode();
    tab('cURL').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Go')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Go')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('cURL')).toHaveAttribute('aria-selected', 'true');
  });

  it('copies the code of the selected tab', async () => {
    const writeText = jest.fn<Promise<void>, [string]>(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { tab } = renderCode();
    await userEvent.click(tab('Java'));
    await screen.findByTestId('explorer-code');
    await userEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText.mock.calls[0][0]).toContain('HttpRequest.newBuilder()');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });
});
