/** @jest-environment node */
import MarkdownIt from 'markdown-it';
import { htmlMarkdown } from './htmlMarkdown';
import { pageContent } from './pageContent';
import { parseHtml, textContent } from './parseHtml';

const markdownOf = (html: string) => htmlMarkdown(pageContent(html).main);

describe('parseHtml', () => {
  it('reads elements, attributes and entities, and skips scripts, styles and comments', () => {
    const tree = parseHtml(
      '<p class="a" data-x=\'1\'>Fish &amp; chips &#x27;n&#39; <b>peas</b><!-- c --><br>' +
        '<script>if (a < b) "</p>"</script><style>p{}</style></p>',
    );
    expect(tree.children[0]).toMatchObject({ tag: 'p', attrs: { class: 'a', 'data-x': '1' } });
    expect(textContent(tree)).toBe("Fish & chips 'n' peas");
  });

  it('ignores an end tag it has not seen and closes what is left open', () => {
    const tree = parseHtml('<div><span>a</i></span><p>b');
    expect(textContent(tree)).toBe('a b');
    expect(tree.children).toHaveLength(1);
  });
});

describe('htmlMarkdown', () => {
  it('keeps headings, paragraphs, emphasis, code and links', () => {
    expect(
      markdownOf(
        '<main><h1>Title</h1><p>Use <code>from_date</code>, <strong>always</strong> <a href="/x/">here</a>.</p><h2 id="s">Next</h2></main>',
      ),
    ).toBe('# Title\n\nUse `from_date`, **always** [here](/x/).\n\n## Next');
  });

  it('writes tables as markdown tables, pipes escaped', () => {
    const md = markdownOf(
      '<main><table><thead><tr><th>Name</th><th>Type</th></tr></thead><tbody>' +
        '<tr><td><code>a</code></td><td>string | null</td></tr><tr><td>b</td></tr></tbody></table></main>',
    );
    expect(md).toBe('| Name | Type |\n| --- | --- |\n| `a` | string \\| null |\n| b |  |');
    expect(new MarkdownIt().render(md)).toContain('<table>');
  });

  it('nests lists, keeps an ordered list’s start and fences code with its language', () => {
    expect(
      markdownOf(
        '<main><ol start="3"><li>One<ul><li>Deep</li></ul></li><li><p>Two</p><pre><code class="language-sh">ls\n</code></pre></li></ol></main>',
      ),
    ).toBe('3. One\n   - Deep\n4. Two\n   ```sh\n   ls\n   ```');
  });

  it('leaves out controls, menus and what the page hides', () => {
    expect(
      markdownOf(
        '<main><nav>Menu</nav><aside>Side</aside><button>Copy</button><select><option>Long option</option></select>' +
          '<div hidden>Tab 2</div><span aria-hidden="true">#</span><div data-twin="skip">Tools</div><p>Kept</p></main>',
      ),
    ).toBe('Kept');
  });

  it('turns a card link around blocks into a linked heading', () => {
    expect(markdownOf('<main><a href="/a/"><h3>Card</h3><p>About</p></a></main>')).toBe(
      '### [Card](/a/)\n\nAbout',
    );
  });
});

describe('pageContent', () => {
  it('reads title without the site suffix, description, h1 and anchored headings', () => {
    const content = pageContent(
      '<html><head><title>Go live | Developer Center</title><meta name="description" content="Ship it."/></head>' +
        '<body><main><h1>Go live</h1><h2 id="checklist">Checklist</h2><p>Text</p></main></body></html>',
    );
    expect(content).toMatchObject({
      title: 'Go live',
      heading: 'Go live',
      description: 'Ship it.',
      headings: [{ id: 'checklist', text: 'Checklist', level: 2 }],
      text: 'Go live Checklist Text',
    });
  });
});
