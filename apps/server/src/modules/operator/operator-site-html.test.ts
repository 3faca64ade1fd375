import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml as clean } from './operator-site-html.js';

describe('help article HTML', () => {
  it('keeps the formatting subset and drops attributes', () => {
    expect(
      clean('<h2 class="x">Deposits</h2><p style="color:red">Use <b>bank</b> <em>transfer</em>.<br/></p>'),
    ).toBe('<h2>Deposits</h2><p>Use <b>bank</b> <em>transfer</em>.<br></p>');
    expect(clean('<ul><li>one</li><li>two</li></ul>')).toBe('<ul><li>one</li><li>two</li></ul>');
  });

  it('escapes scripts, event handlers, iframes, images, comments and broken tags', () => {
    expect(clean('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(clean('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(clean('<p onclick="alert(1)">hi</p>')).toBe('<p>hi</p>');
    expect(clean('<iframe src="//evil"></iframe>')).toBe('&lt;iframe src="//evil"&gt;&lt;/iframe&gt;');
    expect(clean('<!-- <script> -->')).toBe('&lt;!-- &lt;script&gt; --&gt;');
    expect(clean('<scr<script>ipt>')).toBe('&lt;scr&lt;script&gt;ipt&gt;');
    expect(clean('<svg/onload=alert(1)>')).toBe('&lt;svg/onload=alert(1)&gt;');
    expect(clean('a < b > c')).toBe('a &lt; b &gt; c');
  });

  it('keeps safe links only', () => {
    expect(clean('<a href="https://example.com/x?a=1&b=2" target="_blank">x</a>')).toBe(
      '<a href="https://example.com/x?a=1&amp;b=2" rel="noopener noreferrer">x</a>',
    );
    expect(clean("<a href='/help'>h</a>")).toBe('<a href="/help" rel="noopener noreferrer">h</a>');
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="data:text/html,x">x</a>')).toBe('<a>x</a>');
    expect(clean('<a title="x" href="https://a.example" onmouseover="y">x</a>')).toBe(
      '<a href="https://a.example" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps entities and escapes bare ampersands', () => {
    expect(clean('Tom &amp; Jerry & co &#169; &lt;b&gt;')).toBe('Tom &amp; Jerry &amp; co &#169; &lt;b&gt;');
  });

  it('is stable: cleaning twice changes nothing more', () => {
    const once = clean('<p><a href="https://x.example/?a=1&b=2">x</a><script>y</script> & <i>z</i></p>');
    expect(clean(once)).toBe(once);
  });
});
