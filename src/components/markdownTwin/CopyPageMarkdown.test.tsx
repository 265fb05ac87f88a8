import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyPageMarkdown, markdownTwinHref } from './CopyPageMarkdown';

describe('CopyPageMarkdown', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('names the twin of a page path', () => {
    expect(markdownTwinHref('/docs/esign-rest-api/reference/')).toBe(
      '/docs/esign-rest-api/reference/index.md',
    );
    expect(markdownTwinHref('/docs')).toBe('/docs/index.md');
  });

  it("copies the page's markdown twin", async () => {
    const user = userEvent.setup();
    const requested: string[] = [];
    global.fetch = jest.fn(async (url: string) => {
      requested.push(url);
      return { ok: true, text: async () => '# Page\n' };
    }) as unknown as typeof fetch;
    render(<CopyPageMarkdown />);
    await user.click(screen.getByRole('button', { name: 'Copy page as Markdown' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(requested).toEqual([markdownTwinHref(window.location.pathname)]);
    await expect(navigator.clipboard.readText()).resolves.toBe('# Page\n');
  });

  it('says the copy failed when the twin is missing', async () => {
    const user = userEvent.setup();
    global.fetch = jest.fn(async () => ({
      ok: false,
      text: async () => '',
    })) as unknown as typeof fetch;
    render(<CopyPageMarkdown />);
    await user.click(screen.getByRole('button', { name: 'Copy page as Markdown' }));
    expect(await screen.findByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
  });
});

test('the server-rendered button is disabled until the page hydrates', async () => {
  Object.assign(globalThis, { TextEncoder: (await import('node:util')).TextEncoder });
  const { renderToString } = await import('react-dom/server');
  expect(renderToString(<CopyPageMarkdown />)).toMatch(/<button[^>]*disabled/);
  render(<CopyPageMarkdown />);
  expect(screen.getByRole('button', { name: 'Copy page as Markdown' })).toBeEnabled();
});
