import { TextEncoder } from 'node:util';
import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { getClientApp } from './clientApp';
import { makeStore } from './store';
import type { AppStore } from './store';
import { wrapPageElement, wrapRootElement } from './wrapRootElement';
import { SiteLayout } from '../components/layouts/SiteLayout';
import { ADMIN_SETTINGS, ADMIN_USER } from '../test-utils/fixtures';
import { userActions } from '../features/user/userSlice';

jest.mock('./clientApp', () => ({ getClientApp: jest.fn() }));

const wrapRoot = wrapRootElement as (args: { element: ReactElement }) => ReactElement;
const wrapPage = wrapPageElement as (args: { element: ReactElement }) => ReactElement;
const app = () =>
  wrapRoot({
    element: wrapPage({
      element: (
        <SiteLayout>
          <p>Page text.</p>
        </SiteLayout>
      ),
    }),
  });

/** The page load's app: `store`, with nothing persisted. */
const appWith = (store: AppStore) => jest.mocked(getClientApp).mockReturnValue({ store });

/** Whether the server HTML puts `element` inside a Suspense boundary (`<!--$-->` … `<!--/$-->`). */
function insideBoundary(element: Element, root: Element): boolean {
  for (let node: Node | null = element; node && node !== root; node = node.parentNode) {
    let open = 0;
    for (let sibling = node.previousSibling; sibling; sibling = sibling.previousSibling) {
      if (sibling.nodeType !== Node.COMMENT_NODE) continue;
      const data = (sibling as Comment).data;
      open += data === '$' ? 1 : data === '/$' ? -1 : 0;
      if (open > 0) return true;
    }
  }
  return false;
}

/** The server's HTML of a page, rendered with a visitor's store. */
async function serverHtml(): Promise<HTMLDivElement> {
  appWith(makeStore(undefined, { runSagas: false }));
  // react-dom/server needs TextEncoder, which jsdom lacks.
  Object.assign(globalThis, { TextEncoder });
  const { renderToString } = await import('react-dom/server');
  const container = document.createElement('div');
  // Under jsdom a window exists, so react-redux's Provider uses useLayoutEffect, which a server
  // render warns of; a real server render has no window.
  const warning = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  container.innerHTML = renderToString(app());
  warning.mockRestore();
  document.body.append(container);
  return container;
}

afterEach(() => document.body.replaceChildren());

test('the page hydrates apart from the frame: its markup is in a boundary of its own', async () => {
  const container = await serverHtml();
  expect(insideBoundary(container.querySelector('header')!, container)).toBe(true);
  expect(insideBoundary(container.querySelector('main p')!, container)).toBe(true);
  expect(insideBoundary(container.querySelector('footer')!, container)).toBe(true);
});

test('a reader signed in by then hydrates the page quietly, then sees their menu', async () => {
  const container = await serverHtml();
  delete document.documentElement.dataset.hydrated;
  const signedIn = makeStore(undefined, { runSagas: false });
  signedIn.dispatch(userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }));
  appWith(signedIn);
  const consoleError = jest.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, app());
  });
  expect(consoleError).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Alex Admin' })).toBeInTheDocument();
  expect(screen.getByText('Page text.')).toBeInTheDocument();
  expect(document.documentElement.dataset.hydrated).toBe('true');
  consoleError.mockRestore();
});
