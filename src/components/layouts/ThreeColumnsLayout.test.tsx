import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { ThreeColumnsLayout } from './ThreeColumnsLayout';

const nav = [
  { path: '/docs/esign-rest-api/', title: 'Overview', group: null },
  { path: '/docs/esign-rest-api/concepts/envelopes/', title: 'Envelopes', group: 'Concepts' },
  {
    path: '/docs/esign-rest-api/how-to/request-a-signature/',
    title: 'Request a signature',
    group: 'How-to guides',
  },
];

function renderLayout(
  headings = [
    { id: 'what-you-can-build', text: 'What you can build', level: 2 as const },
    { id: 'scopes', text: 'Scopes', level: 3 as const },
  ],
) {
  // The site frame holds the app shell's user menu, which reads the store.
  return render(
    <Provider store={makeStore(undefined, { runSagas: false })}>
      <ThreeColumnsLayout
        sectionTitle="eSignature REST API"
        nav={nav}
        currentPath="/docs/esign-rest-api/concepts/envelopes/"
        headings={headings}
      >
        <h1>Envelopes</h1>
      </ThreeColumnsLayout>
    </Provider>,
  );
}

describe('ThreeColumnsLayout', () => {
  it('lists the section pages on the left under their group headings', () => {
    renderLayout();
    const left = screen.getByRole('navigation', { name: 'eSignature REST API pages' });
    const links = within(left).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(nav.map((item) => item.path));
    expect(within(left).getByText('Concepts')).toBeInTheDocument();
    expect(within(left).getByText('How-to guides')).toBeInTheDocument();
  });

  it('cuts each left navigation title at two lines, the default line limit', () => {
    renderLayout();
    const left = screen.getByRole('navigation', { name: 'eSignature REST API pages' });
    for (const item of nav) {
      expect(within(left).getByText(item.title, { selector: 'a > span' })).toHaveClass(
        'line-clamp-2',
      );
    }
  });

  it('marks the current page in the left navigation', () => {
    renderLayout();
    const left = screen.getByRole('navigation', { name: 'eSignature REST API pages' });
    expect(within(left).getByRole('link', { name: 'Envelopes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(left).getByRole('link', { name: 'Overview' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('shows the page in the middle column, inside the site frame', () => {
    renderLayout();
    expect(screen.getByRole('heading', { level: 1, name: 'Envelopes' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('lists the headings on the right as in-page anchors, nested by level', () => {
    renderLayout();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const build = within(toc).getByRole('link', { name: 'What you can build' });
    expect(build).toHaveAttribute('href', '#what-you-can-build');
    expect(within(toc).getByRole('link', { name: 'Scopes' }).closest('li')).toHaveClass(
      'toc-level-3',
    );
  });

  it('leaves out the right column when the page has no headings', () => {
    renderLayout([]);
    expect(screen.queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();
  });
});
