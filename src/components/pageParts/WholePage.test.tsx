import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { splitPage } from '../../../lib/site/pageParts';
import { WholePage } from './WholePage';

interface Notes {
  title: string;
  notes: string[];
}

/** A template: it knows nothing of parts, it renders what its props hold. */
function NotesTemplate({ data }: { data?: { page: Notes } }) {
  if (!data) return null;
  return (
    <main>
      <h1>{data.page.title}</h1>
      <p>{data.page.notes.length} notes</p>
      <p>{data.page.notes.at(-1)}</p>
    </main>
  );
}

/** A page's data cut to a small budget, the fetch of its part files answered from the cut. */
function cutPage(seed: string, failFirst = false) {
  const page: Notes = {
    title: `Notes ${seed}`,
    notes: Array.from({ length: 200 }, (_, i) => `${seed} note ${i} ${'x'.repeat(40)}`),
  };
  const { data, parts } = splitPage(page, 4096);
  let failures = failFirst ? 1 : 0;
  global.fetch = jest.fn(async (url: string) => {
    const json = parts.get(/([0-9a-f]{16})\.json$/.exec(url)?.[1] ?? '');
    if (failures > 0 || !json) {
      failures -= 1;
      return { ok: false, status: 503, json: async () => ({}) };
    }
    return { ok: true, status: 200, json: async () => JSON.parse(json) as unknown };
  }) as unknown as typeof fetch;
  const props = { pageContext: {}, data: { page: data } };
  return { page, element: <NotesTemplate {...props} />, props };
}

test('a cut page shows what it has at once, then the rest when its parts arrive', async () => {
  const { page, element, props } = cutPage('alpha');
  render(<WholePage element={element} props={props} />);
  expect(screen.getByRole('heading', { name: page.title })).toBeInTheDocument();
  expect(screen.getByText('Loading the rest of this page…')).toBeInTheDocument();
  expect(await screen.findByText('200 notes')).toBeInTheDocument();
  expect(screen.getByText(page.notes[199])).toBeInTheDocument();
  expect(screen.queryByText('Loading the rest of this page…')).not.toBeInTheDocument();
  expect(global.fetch).toHaveBeenCalledWith(
    expect.stringMatching(/^\/page-parts\/[0-9a-f]{16}\.json$/),
  );
});

test('a part that does not come says so, and Retry brings the rest', async () => {
  const { page, element, props } = cutPage('beta', true);
  render(<WholePage element={element} props={props} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The rest of this page could not be loaded.',
  );
  expect(screen.queryByText('200 notes')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(page.notes[199])).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

test('a page within budget renders as it is and fetches nothing', () => {
  global.fetch = jest.fn() as unknown as typeof fetch;
  const props = { pageContext: {}, data: { page: { title: 'Short', notes: ['one'] } } };
  render(<WholePage element={<NotesTemplate {...props} />} props={props} />);
  expect(screen.getByText('1 notes')).toBeInTheDocument();
  expect(screen.queryByText(/Loading the rest/)).not.toBeInTheDocument();
  expect(global.fetch).not.toHaveBeenCalled();
});
