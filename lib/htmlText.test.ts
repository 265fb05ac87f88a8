import { decodeHtmlEntities, htmlToText } from './htmlText';

describe('htmlToText', () => {
  it('drops tags, scripts and styles, decodes entities once and collapses spaces', () => {
    expect(
      htmlToText('<p>Creates an <strong>envelope</strong>.</p>\n<p>Then&nbsp;sends it.</p>'),
    ).toBe('Creates an envelope . Then sends it.');
    expect(
      htmlToText(
        '<script>alert(1)</script><style>p{}</style>a &lt;b&gt; &quot;c&quot; &#39;d&#39;',
      ),
    ).toBe('a <b> "c" \'d\'');
    expect(htmlToText('&amp;lt;code&amp;gt;')).toBe('&lt;code&gt;');
    expect(htmlToText(undefined)).toBe('');
  });
});

test('decodeHtmlEntities decodes the escapes the server writes, once', () => {
  expect(decodeHtmlEntities('a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39;')).toBe(`a <b> & "c" 'd'`);
  expect(decodeHtmlEntities('&amp;lt;')).toBe('&lt;');
  expect(decodeHtmlEntities('it&#x27;s')).toBe("it's");
  expect(decodeHtmlEntities('&copy; stays')).toBe('&copy; stays');
});
