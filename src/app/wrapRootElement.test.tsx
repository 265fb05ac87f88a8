import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { getClientApp } from './clientApp';
import { makeStore } from './store';
import { wrapPageElement, wrapRootElement } from './wrapRootElement';

jest.mock('./clientApp', () => ({ getClientApp: jest.fn() }));

// Gatsby renders a page's Head in a root of its own that wrapRootElement alone wraps: it must
// render at once even while persisted state is coming back (else Gatsby strips the served
// title); the page itself waits for that state.
let restore: () => void = () => undefined;
beforeEach(() => {
  let resolve: () => void = () => undefined;
  const ready = new Promise<void>((done) => (resolve = done));
  restore = () => resolve();
  jest.mocked(getClientApp).mockReturnValue({ store: makeStore(), persistence: { ready } });
});

const wrapRoot = (element: ReactElement) =>
  (wrapRootElement as (args: { element: ReactElement }) => ReactElement)({ element });
const wrapPage = (element: ReactElement) =>
  (wrapPageElement as (args: { element: ReactElement }) => ReactElement)({ element });

test('a Head renders at once while persisted state is still coming back', () => {
  render(wrapRoot(<p>Head content</p>));
  expect(screen.getByText('Head content')).toBeInTheDocument();
});

test('the page waits for persisted state, then renders and marks the document hydrated', async () => {
  delete document.documentElement.dataset.hydrated;
  render(wrapRoot(wrapPage(<p>Page content</p>)));
  expect(screen.queryByText('Page content')).not.toBeInTheDocument();
  await act(async () => restore());
  expect(screen.getByText('Page content')).toBeInTheDocument();
  expect(document.documentElement.dataset.hydrated).toBe('true');
});
