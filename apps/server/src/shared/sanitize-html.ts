import sanitize from 'sanitize-html';
import {
  HTML_ABSOLUTE_URL,
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_TAGS,
} from '@bet/contracts/content/html-allow-list';

/**
 * The server's kept HTML sanitiser: every piece of operator-written HTML (notices, help articles,
 * inbox messages …) goes through it on SAVE; the web cleans it again on render (safe-html.ts).
 * The allow-list is the contract's (content/html-allow-list.ts, shared with the web). Links keep http(s), mailto and site
 * paths (`/promo`, `#top`); absolute links open in a new tab with `rel="noopener noreferrer"`.
 * Images keep http(s) and site paths only: no `data:` (nothing an operator needs, and one less
 * door). Tags outside the list are dropped with their text kept, except script/style-like ones
 * whose text goes too.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [...HTML_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(HTML_ALLOWED_ATTRIBUTES).map(([tag, names]) => [
      tag,
      // `rel` and `target` on links are set by the transform below, never taken from the operator.
      tag === 'a' ? [...names, 'target', 'rel'] : [...names],
    ]),
  ),
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
      const external = HTML_ABSOLUTE_URL.test(href);
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
