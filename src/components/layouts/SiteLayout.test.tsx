import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { SiteLayout } from './SiteLayout';
import { onRenderBody } from '../markdownTwin/onRenderBody';

const frame = (markdownTwin?: boolean) =>
  render(
    <Provider store={makeStore(undefined, { runSagas: false })}>
      <SiteLayout markdownTwin={markdownTwin}>
        <h1>Page</h1>
      </SiteLayout>
    </Provider>,
  );

it('offers "Copy page as Markdown" on a page with a twin', () => {
  frame();
  expect(screen.getByRole('button', { name: 'Copy page as Markdown' })).toBeInTheDocument();
});

it('offers no copy on an error page, which has nothing to copy', () => {
  frame(false);
  expect(screen.queryByRole('button', { name: 'Copy page as Markdown' })).toBeNull();
});

it('names no twin in the head of the error pages', () => {
  const heads: unknown[] = [];
  const setHeadComponents = (components: unknown[]) => heads.push(...components);
  for (const pathname of ['/404/', '/404.html', '/500/', '/500.html'])
    onRenderBody?.({ pathname, setHeadComponents } as never, {} as never);
  expect(heads).toEqual([]);
  onRenderBody?.({ pathname: '/docs/', setHeadComponents } as never, {} as never);
  expect(heads).toHaveLength(1);
});
