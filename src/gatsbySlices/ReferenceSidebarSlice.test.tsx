import { TextEncoder } from 'node:util';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import ReferenceSidebarSlice from './ReferenceSidebarSlice';
import { SelectedItemContext } from '../components/sidebar/selectedItemContext';
import { sidebarTree } from '../components/reference/__fixtures__/referenceModel';

const createPath = '/docs/esign-rest-api/reference/envelopes/envelopes/create/';
const ui = (selected: string) => (
  <SelectedItemContext.Provider value={selected}>
    <ReferenceSidebarSlice sliceContext={{ sidebar: sidebarTree }} />
  </SelectedItemContext.Provider>
);

afterEach(() => window.sessionStorage.clear());

async function serverRender(selected: string) {
  // react-dom/server needs TextEncoder, which jsdom lacks.
  Object.assign(globalThis, { TextEncoder });
  const { renderToString } = await import('react-dom/server');
  return renderToString(ui(selected));
}

test('the prerendered slice is the same whichever page holds it, and hydrates quietly', async () => {
  // one HTML rendering per API version: the selection must not reach the server markup
  const html = await serverRender(createPath);
  expect(html).toBe(await serverRender('/docs/other/'));
  expect(html).not.toContain('aria-current');

  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, ui(createPath));
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(screen.getByRole('link', { name: 'POST create' })).toHaveAttribute('aria-current', 'page');
  container.remove();
});

test('in the browser the page selection marks its item and opens its sections', () => {
  const { rerender } = render(ui(createPath));
  expect(screen.getByRole('link', { name: 'POST create' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Collapse resource Envelopes' })).toBeInTheDocument();

  rerender(ui('/docs/esign-rest-api/reference/envelopes/envelopes/'));
  expect(screen.getByRole('link', { name: 'POST create' })).not.toHaveAttribute('aria-current');
});
