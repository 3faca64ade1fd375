import { describe, expect, it } from 'vitest';
import { XSS_DANGER, XSS_PAYLOADS } from '@bet/contracts/content/xss-payloads';
import { safeHtml as clean } from './safe-html';

describe('safeHtml', () => {
  it.each(XSS_PAYLOADS)('disarms %s', (payload) => {
    const out = clean(payload);
    for (const danger of XSS_DANGER) expect(out).not.toMatch(danger);
    // What is left is stable: cleaning it again changes nothing.
    expect(clean(out)).toBe(out);
  });

  it('keeps formatting, headings, lists and tables without attributes', () => {
    expect(
      clean('<h2 class="x">Deposits</h2><p style="color:red">Use <b>bank</b> <em>transfer</em>.<br/></p>'),
    ).toBe('<h2>Deposits</h2><p>Use <b>bank</b> <em>transfer</em>.<br></p>');
    expect(clean('<ul><li>one</li></ul><ol><li>two</li></ol>')).toBe(
      '<ul><li>one</li></ul><ol><li>two</li></ol>',
    );
    expect(clean('<table><tr><td colspan="2" onclick="x">a</td></tr></table>')).toBe(
      '<table><tbody><tr><td colspan="2">a</td></tr></tbody></table>',
    );
  });

  it('keeps http(s), mailto and site-path links; absolute ones open in a new tab', () => {
    expect(clean('<a href="https://a.example/x?a=1&b=2" target="_self">x</a>')).toBe(
      '<a href="https://a.example/x?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(clean('<a href="mailto:help@a.example">m</a>')).toBe(
      '<a href="mailto:help@a.example" rel="noopener noreferrer">m</a>',
    );
    expect(clean('<a href="/promo">p</a>')).toBe('<a href="/promo" rel="noopener noreferrer">p</a>');
    expect(clean('<a href="//evil.example">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it('keeps http(s) images and drops those whose source was refused', () => {
    expect(clean('<img src="https://cdn.example/a.png" alt="a" width="9">')).toBe(
      '<img src="https://cdn.example/a.png" alt="a">',
    );
    expect(clean('<p>x<img src="data:image/png;base64,AAAA"></p>')).toBe('<p>x</p>');
  });

  it('drops script-like content, keeps the text of other refused tags and escapes stray brackets', () => {
    expect(clean('<script>alert(1)</script>hi')).toBe('hi');
    expect(clean('<font color="red">red</font>')).toBe('red');
    expect(clean('a < b & c')).toBe('a &lt; b &amp; c');
  });
});
