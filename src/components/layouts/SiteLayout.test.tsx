import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { SiteLayout } from './SiteLayout';
import { onRenderBody } from '../markdownTwin/onRenderBody';
import { PageTitle } from '../site/PageTitle';
import HomePage from '../../pages/index';

const frame = (markdownTwin?: boolean) =>
  render(
    <Provider store={makeStore(undefined, { runSagas: false })}>
      <SiteLayout markdownTwin={markdownTwin}>
        <PageTitle>Page</PageTitle>
        <p>Text.</p>
      </SiteLayout>
    </Provider>,
  );

it('offers "Copy page as Markdown" on a page with a twin, in its title row', () => {
  frame();
  const copy = screen.getByRole('button', { name: 'Copy page as Markdown' });
  // Beside the title, not in a strip of its own above the content.
  const row = copy.closest('.page-title');
  expect(row).not.toBeNull();
  expect(row).toContainElement(screen.getByRole('heading', { level: 1, name: 'Page' }));
  expect(screen.getByRole('main').firstElementChild).toBe(row);
});

it("offers no copy on the home page, whose hero is the site's own", () => {
  render(
    <Provider store={makeStore(undefined, { runSagas: false })}>
      <HomePage />
    </Provider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Developer Center' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Copy page as Markdown' })).toBeNull();
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
