import { describe, expect, it } from 'vitest';
import { safeHtml as clean } from './safe-html';

/** Same payloads as the server's sanitize-html.test.ts, rendered through DOMPurify in jsdom.
 * Known XSS payloads: none may leave a script, a handler, a frame or a scripting URL behind. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://a.example/a.png" onload="alert(1)">',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)" onmouseover=alert(1)>hi</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x0A;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;script:alert(1)">x</a>',
  '<a href="&#0000106&#0000097vascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="VbScRiPt:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">x</math>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<p style="background:url(javascript:alert(1))">s</p>',
  '<div style="width:expression(alert(1))">e</div>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<a href="https://ok.example" onfocus="alert(1)" autofocus>x</a>',
];

const DANGER = [
  /<\s*(script|iframe|object|embed|svg|math|style|link|meta|base|form|input|button|template|video|source|details|body)\b/i,
  /\son[a-z]+\s*=/i,
  /(java|vb)\s*script\s*:/i,
  /data:/i,
  /\sstyle\s*=/i,
  /\ssrcdoc\s*=/i,
];

describe('safeHtml', () => {
  it.each(PAYLOADS)('disarms %s', (payload) => {
    const out = clean(payload);
    for (const danger of DANGER) expect(out).not.toMatch(danger);
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
