// Zod-free: the web imports it at run time (zod-free.test.ts).
/**
 * The one allow-list for operator-written HTML (decision 0030): the server cleans with it on save
 * (apps/server/src/shared/sanitize-html.ts, sanitize-html) and the web again on render
 * (apps/web/src/shared/lib/safe-html.ts, DOMPurify). Text formatting, headings, lists, tables,
 * links and images; no style, class, script, frames, forms or event handlers.
 */
export const HTML_ALLOWED_TAGS = [
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
] as const;

/** Attributes kept, per tag (links get `rel` and, when absolute, `target` from the sanitisers). */
export const HTML_ALLOWED_ATTRIBUTES = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
} as const;

/** A link or image source kept: http(s) or mailto, or a site path / anchor / query (never `//host`). */
export const HTML_ALLOWED_URL = /^(?:https?:|mailto:|\/(?!\/)|#|\?)/i;
/** An absolute link: opens in a new tab with `rel="noopener noreferrer"`. */
export const HTML_ABSOLUTE_URL = /^https?:\/\//i;
