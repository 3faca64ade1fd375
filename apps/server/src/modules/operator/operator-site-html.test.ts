import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml as clean } from './operator-site-html.js';

/** Help articles go through the kept sanitiser (its payload list is in shared/sanitize-html.test.ts). */
describe('help article HTML', () => {
  it('keeps the formatting subset and drops attributes', () => {
    expect(
      clean('<h2 class="x">Deposits</h2><p style="color:red">Use <b>bank</b> <em>transfer</em>.<br/></p>'),
    ).toBe('<h2>Deposits</h2><p>Use <b>bank</b> <em>transfer</em>.<br /></p>');
    expect(clean('<ul><li>one</li><li>two</li></ul>')).toBe('<ul><li>one</li><li>two</li></ul>');
  });

  it('drops scripts, event handlers, frames, svg and comments', () => {
    expect(clean('<script>alert(1)</script>')).toBe('');
    expect(clean('<img src=x onerror=alert(1)>')).toBe('<img src="x" />');
    expect(clean('<p onclick="alert(1)">hi</p>')).toBe('<p>hi</p>');
    expect(clean('<iframe src="//evil"></iframe>')).toBe('');
    expect(clean('<!-- <script> -->')).toBe('');
    expect(clean('<svg/onload=alert(1)>')).toBe('');
    expect(clean('a < b > c')).toBe('a &lt; b &gt; c');
  });

  it('keeps safe links only', () => {
    expect(clean('<a href="https://example.com/x?a=1&b=2" target="_self">x</a>')).toBe(
      '<a rel="noopener noreferrer" href="https://example.com/x?a=1&amp;b=2" target="_blank">x</a>',
    );
    expect(clean("<a href='/help'>h</a>")).toBe('<a rel="noopener noreferrer" href="/help">h</a>');
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(clean('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(clean('<a href="//evil.example">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(clean('<a href="data:text/html,x">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it('keeps entities and escapes bare ampersands', () => {
    expect(clean('Tom &amp; Jerry & co &#169; &lt;b&gt;')).toBe('Tom &amp; Jerry &amp; co © &lt;b&gt;');
  });

  it('is stable: cleaning twice changes nothing more', () => {
    const once = clean('<p><a href="https://x.example/?a=1&b=2">x</a><script>y</script> & <i>z</i></p>');
    expect(clean(once)).toBe(once);
  });
});
