import sanitize from 'sanitize-html';

/**
 * The server's kept HTML sanitiser: every piece of operator-written HTML (notices, help articles,
 * inbox messages …) goes through it on SAVE; the web cleans it again on render (safe-html.ts).
 * A conservative allow-list: text formatting, headings, lists, tables, links and images; no
 * style, class, script, frames, forms or event handlers. Links keep http(s), mailto and site
 * paths (`/promo`, `#top`); absolute links open in a new tab with `rel="noopener noreferrer"`.
 * Images keep http(s) and site paths only: no `data:` (nothing an operator needs, and one less
 * door). Tags outside the list are dropped with their text kept, except script/style-like ones
 * whose text goes too.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'blockquote',
    'pre',
    'code',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'template',
    'xmp',
    'iframe',
    'object',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? '';
      const external = /^https?:\/\//i.test(href);
      const kept: sanitize.Attributes = { rel: 'noopener noreferrer' };
      if (attribs.title) kept.title = attribs.title;
      if (href) kept.href = href;
      if (external) kept.target = '_blank';
      return { tagName, attribs: kept };
    },
  },
  // An image whose source was refused is dropped rather than left as an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
