import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { mockHttp } from '../../../test-utils/mockHttp';
import type { AutocompleteSuggestion } from '../../../../lib/search/searchContract';
import { HeaderSearch } from './HeaderSearch';

const suggestions: AutocompleteSuggestion[] = [
  {
    title: 'Envelopes',
    url: '/docs/esign-rest-api/reference/envelopes/envelopes/',
    kind: 'api-resource',
  },
  {
    title: 'Create envelope',
    url: '/docs/esign-rest-api/reference/envelopes/envelopes/create/',
    kind: 'api',
    apiName: 'eSignature REST API',
    method: 'POST',
    path: '/v2.1/accounts/{accountId}/envelopes',
  },
  {
    title: 'Get envelope',
    url: '/docs/esign-rest-api/reference/envelopes/envelopes/get/',
    kind: 'api',
  },
];

let network: ReturnType<typeof mockHttp>;
beforeEach(() => {
  (navigate as jest.Mock).mockClear();
  network = mockHttp({
    'GET /api/autocomplete': (config) => ({
      status: 200,
      data: { query: (config.params as { q: string }).q, suggestions },
    }),
  });
});
afterEach(() => network.restore());

/** The box in the app's store, as the header renders it; the store holds the toasts. */
function renderBox() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <HeaderSearch />
    </Provider>,
  );
  return store;
}

async function typed(text: string) {
  renderBox();
  const box = screen.getByRole('combobox', { name: 'Search the Developer Center' });
  await userEvent.type(box, text);
  await screen.findByRole('option', { name: /Create envelope/ });
  return box;
}

const selected = () => screen.getByRole('option', { selected: true });

test('asks once for suggestions after typing stops (debounced) and lists them', async () => {
  const box = await typed('envel');
  expect(network.calls.map((call) => (call.params as { q: string }).q)).toEqual(['envel']);
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getAllByRole('option')).toHaveLength(3);
});

test('each suggestion says what it is and, for a method, which API it belongs to', async () => {
  await typed('envel');
  const [resource, method, bare] = screen.getAllByRole('option');
  expect(resource).toHaveTextContent(/^Envelopes\s*Resource$/);
  expect(method).toHaveTextContent(/Create envelope\s*Method · eSignature REST API\s*POST/);
  expect(bare).toHaveTextContent(/^Get envelope\s*Method$/);
});

test('down and up move the highlight, wrapping at the ends', async () => {
  const box = await typed('envel');
  fireEvent.keyDown(box, { key: 'ArrowDown', keyCode: 40 });
  expect(selected()).toHaveTextContent('Envelopes');
  fireEvent.keyDown(box, { key: 'ArrowDown', keyCode: 40 });
  expect(selected()).toHaveTextContent('Create envelope');
  expect(box).toHaveAttribute('aria-activedescendant', selected().id);
  fireEvent.keyDown(box, { key: 'ArrowUp', keyCode: 38 });
  fireEvent.keyDown(box, { key: 'ArrowUp', keyCode: 38 });
  expect(selected()).toHaveTextContent('Get envelope');
});

test('page down and page up jump to the last and first suggestion (key codes 34, 33)', async () => {
  const box = await typed('envel');
  fireEvent.keyDown(box, { keyCode: 40 });
  fireEvent.keyDown(box, { keyCode: 34 });
  expect(selected()).toHaveTextContent('Get envelope');
  fireEvent.keyDown(box, { keyCode: 33 });
  expect(selected()).toHaveTextContent('Envelopes');
});

test('Enter opens the highlighted suggestion', async () => {
  const box = await typed('envel');
  fireEvent.keyDown(box, { key: 'ArrowDown', keyCode: 40 });
  fireEvent.keyDown(box, { key: 'ArrowDown', keyCode: 40 });
  await userEvent.keyboard('{Enter}');
  expect(navigate).toHaveBeenCalledWith(
    '/docs/esign-rest-api/reference/envelopes/envelopes/create/',
  );
});

test('Enter without a highlighted suggestion opens the search page', async () => {
  await typed('envel');
  await userEvent.keyboard('{Enter}');
  expect(navigate).toHaveBeenCalledWith('/search/?q=envel');
});

test('Escape closes the list', async () => {
  const box = await typed('envel');
  fireEvent.keyDown(box, { key: 'Escape', keyCode: 27 });
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
});

test('a request still running when the text changes is aborted', async () => {
  network.restore();
  const signals: AbortSignal[] = [];
  network = mockHttp({
    'GET /api/autocomplete': (config) => {
      signals.push(config.signal as AbortSignal);
      return { status: 200, data: { query: '', suggestions } };
    },
  });
  renderBox();
  const box = screen.getByRole('combobox');
  fireEvent.change(box, { target: { value: 'env' } });
  await waitFor(() => expect(signals).toHaveLength(1));
  fireEvent.change(box, { target: { value: 'enve' } });
  expect(signals[0].aborted).toBe(true);
  await waitFor(() => expect(signals).toHaveLength(2));
  expect(signals[1].aborted).toBe(false);
});

test('says "No Records found" when nothing matches, and the failure message when the ask fails', async () => {
  network.restore();
  let fail = false;
  network = mockHttp({
    'GET /api/autocomplete': () =>
      fail
        ? { status: 503, statusText: 'Service Unavailable' }
        : { status: 200, data: { query: 'zzz', suggestions: [] } },
  });
  const store = renderBox();
  const box = screen.getByRole('combobox', { name: 'Search the Developer Center' });
  await userEvent.type(box, 'zzz');
  expect(await screen.findByRole('status')).toHaveTextContent('No Records found');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  fail = true;
  await userEvent.type(box, 'q');
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    ),
  );
  // docs/behaviour.md §8: the failure also raises one error toast, with the status text.
  expect(store.getState().toasts).toEqual([
    expect.objectContaining({ text: 'Service Unavailable', kind: 'danger' }),
  ]);
});

test('a service that stays down raises one toast, and a new one after it answered again', async () => {
  network.restore();
  let fail = true;
  network = mockHttp({
    'GET /api/autocomplete': () =>
      fail
        ? { status: 500, statusText: 'Internal Server Error' }
        : { status: 200, data: { query: 'x', suggestions: [] } },
  });
  const store = renderBox();
  const box = screen.getByRole('combobox', { name: 'Search the Developer Center' });
  await userEvent.type(box, 'ab');
  await waitFor(() => expect(store.getState().toasts).toHaveLength(1));
  await userEvent.type(box, 'c');
  await waitFor(() => expect(network.calls).toHaveLength(2));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Something went wrong'));
  expect(store.getState().toasts).toHaveLength(1);
  fail = false;
  await userEvent.type(box, 'd');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No Records found'));
  fail = true;
  await userEvent.type(box, 'e');
  await waitFor(() => expect(store.getState().toasts).toHaveLength(2));
  expect(store.getState().toasts.map((toast) => toast.text)).toEqual([
    'Internal Server Error',
    'Internal Server Error',
  ]);
});
