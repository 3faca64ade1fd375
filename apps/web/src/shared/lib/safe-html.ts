import createDOMPurify, { type DOMPurify } from 'dompurify';

/**
 * Operator HTML on its way into the page (`dangerouslySetInnerHTML`). The server already cleaned
 * it on save (apps/server/src/shared/sanitize-html.ts); this second pass with the same allow-list
 * means a row that reached the database another way still cannot run script here. Links keep
 * http(s), mailto and site paths; absolute ones open in a new tab with `rel="noopener noreferrer"`.
 * Images keep http(s) and site paths; no `data:`.
 */
const ALLOWED_TAGS = [
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
];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'colspan', 'rowspan'];
/** http(s) or mailto, or a site path / anchor / query (never `//host`). */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|\/(?!\/)|#|\?)/i;
const ABSOLUTE = /^https?:\/\//i;

let purifier: DOMPurify | undefined;

function instance(): DOMPurify {
  if (purifier) return purifier;
  // An instance of our own, so the link hook never touches another caller's DOMPurify.
  const own = createDOMPurify(window);
  own.addHook('afterSanitizeAttributes', (node) => {
    // DOMPurify lets `data:` through on images whatever the URI rule says; refuse it here.
    if (node.tagName === 'IMG' && !ALLOWED_URI_REGEXP.test(node.getAttribute('src') ?? '')) node.remove();
    if (node.tagName !== 'A') return;
    node.setAttribute('rel', 'noopener noreferrer');
    if (ABSOLUTE.test(node.getAttribute('href') ?? '')) node.setAttribute('target', '_blank');
    else node.removeAttribute('target');
  });
  purifier = own;
  return own;
}

export function safeHtml(html: string): string {
  return instance().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    // DOMPurify tests every other attribute's value against the URI rule; these are numbers.
    ADD_URI_SAFE_ATTR: ['colspan', 'rowspan'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  });
}
