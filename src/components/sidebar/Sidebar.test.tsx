import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sidebar } from './Sidebar';
import { sidebarTree } from '../reference/__fixtures__/referenceModel';

const createPath = '/docs/esign-rest-api/reference/envelopes/envelopes/create/';

afterEach(() => window.sessionStorage.clear());

test('the current page is selected and its sections are kept open', () => {
  render(<Sidebar tree={sidebarTree} selectedItem={createPath} />);
  expect(screen.getByRole('link', { name: 'POST create' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Collapse category Envelopes' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Collapse resource Envelopes' })).toBeInTheDocument();
  expect(
    screen.getByRole('button', { name: 'Expand resource EnvelopeDocuments' }),
  ).toBeInTheDocument();
  // the sibling resource and the other category stay closed
  expect(screen.queryByRole('link', { name: 'GET get' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'GET list' })).toBeNull();
});

test('a section opens and closes with its toggle', async () => {
  const user = userEvent.setup();
  render(<Sidebar tree={sidebarTree} selectedItem={createPath} />);
  await user.click(screen.getByRole('button', { name: 'Expand category Users' }));
  await user.click(screen.getByRole('button', { name: 'Expand resource Users' }));
  expect(screen.getByRole('link', { name: 'GET list' })).toHaveAttribute(
    'href',
    '/docs/esign-rest-api/reference/users/users/list/',
  );
  await user.click(screen.getByRole('button', { name: 'Collapse category Users' }));
  expect(screen.queryByRole('link', { name: 'GET list' })).toBeNull();
});

test('the filter narrows the tree to matching methods and their parents', async () => {
  const user = userEvent.setup();
  render(<Sidebar tree={sidebarTree} selectedItem={createPath} />);
  await user.type(screen.getByRole('searchbox', { name: 'Filter methods' }), 'list');
  expect(screen.getByRole('link', { name: 'GET list' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'POST create' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Envelopes' })).toBeNull();
  await user.clear(screen.getByRole('searchbox', { name: 'Filter methods' }));
  await user.type(screen.getByRole('searchbox', { name: 'Filter methods' }), 'nothing-like-this');
  expect(screen.getByText('No matching methods')).toBeInTheDocument();
});

test('open sections and the filter term survive a page change through sessionStorage', async () => {
  const user = userEvent.setup();
  const { unmount } = render(<Sidebar tree={sidebarTree} selectedItem={createPath} />);
  await user.click(screen.getByRole('button', { name: 'Expand category Users' }));
  unmount();
  const stored = JSON.parse(window.sessionStorage.getItem('sidebar:esignature/v2.1')!);
  expect(stored).toMatchObject({
    sharedSidebarIdentifier: 'esignature/v2.1',
    sidebarState: { '/docs/esign-rest-api/reference/users/': true },
    filterTerm: '',
    selectedItem: createPath,
  });
  expect(stored).toHaveProperty('scrollTopPosition', 0);
  render(<Sidebar tree={sidebarTree} selectedItem="/docs/esign-rest-api/reference/users/" />);
  expect(screen.getByRole('link', { name: 'Users', current: 'page' })).toHaveAttribute(
    'href',
    '/docs/esign-rest-api/reference/users/',
  );
  // Envelopes was open before and stays open
  expect(screen.getByRole('button', { name: 'Collapse category Envelopes' })).toBeInTheDocument();
});

/** The element of a sidebar link that is cut at its line limit: a method's name, else the link. */
const clampOf = (link: HTMLElement) =>
  link.querySelector<HTMLElement>('.ref-sidebar__name') ?? link;

describe('line limits (docs/behaviour.md §9)', () => {
  const openAll = async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Expand category Users' }));
    await user.click(screen.getByRole('button', { name: 'Expand resource Users' }));
  };

  test('one line for the API reference title and methods, two for sections', async () => {
    render(<Sidebar tree={sidebarTree} selectedItem={createPath} />);
    await openAll();
    expect(screen.getByRole('link', { name: 'eSignature REST API' })).toHaveClass('line-clamp-1');
    // a method's name carries the limit; its verb never takes the name's line
    expect(clampOf(screen.getByRole('link', { name: 'POST create' }))).toHaveClass('line-clamp-1');
    expect(clampOf(screen.getByRole('link', { name: 'GET list' }))).toHaveClass('line-clamp-1');
    expect(screen.getByRole('link', { name: 'POST create' })).toHaveAttribute(
      'title',
      'POST create',
    );
    // the category and resource items
    const sections = [
      ...screen.getAllByRole('link', { name: 'Users' }),
      ...screen.getAllByRole('link', { name: 'Envelopes' }),
    ];
    expect(sections).toHaveLength(4);
    for (const link of sections) expect(link).toHaveClass('line-clamp-2');
    expect(document.querySelector('[class*="line-clamp-20"]')).toBeNull();
  });

  test('an old (legacy) reference lets every item run to 20 lines', async () => {
    const legacyTree = { ...sidebarTree, id: 'esignature/v2', legacy: true };
    render(<Sidebar tree={legacyTree} selectedItem={createPath} />);
    await openAll();
    const links = screen.getAllByRole('link');
    expect(links.length).toBeGreaterThan(4);
    for (const link of links) {
      expect(clampOf(link)).toHaveClass('line-clamp-20');
      expect(clampOf(link).className).not.toMatch(/line-clamp-(1|2)\b/);
    }
  });
});

test('the filter finds methods by API path, operationId and SDK method name, and says how', async () => {
  const user = userEvent.setup();
  render(<Sidebar tree={sidebarTree} selectedItem={createPath} />);
  const filter = screen.getByRole('searchbox', { name: 'Filter methods' });

  // the API path, with the version's shared prefix, whatever the path parameter is called
  // (pasted: user.type reads braces as key names)
  await user.click(filter);
  await user.paste('/envelopes/{envelopeId}');
  expect(screen.getByRole('link', { name: 'GET get' })).toHaveAttribute(
    'href',
    '/docs/esign-rest-api/reference/envelopes/envelopedocuments/get-2/',
  );
  expect(screen.queryByRole('link', { name: 'POST create' })).toBeNull();
  expect(
    screen.getByText('/v2.1/accounts/{accountId}/envelopes/{envelopeId}/documents/{documentId}'),
  ).toHaveClass('ref-sidebar__match');
  await user.clear(filter);
  await user.paste('ENVELOPES/{id}/documents');
  expect(screen.getByRole('link', { name: 'GET get' })).toBeInTheDocument();

  await user.clear(filter);
  await user.type(filter, 'Users_GetUsers');
  expect(screen.getByRole('link', { name: 'GET list' })).toBeInTheDocument();
  expect(screen.getByText('Users_GetUsers')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'POST create' })).toBeNull();

  await user.clear(filter);
  await user.type(filter, 'createenvelope');
  expect(screen.getByRole('link', { name: 'POST create' })).toBeInTheDocument();
  expect(screen.getByText('createEnvelope', { selector: '.ref-sidebar__match' })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'GET list' })).toBeNull();

  // a name match shows no hint
  await user.clear(filter);
  await user.type(filter, 'list');
  expect(screen.getByRole('link', { name: 'GET list' })).toBeInTheDocument();
  expect(document.querySelector('.ref-sidebar__match')).toBeNull();
});
