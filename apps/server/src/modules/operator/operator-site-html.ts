/**
 * Keeps help-article HTML to a small safe subset before it is stored: the site renders it as
 * HTML. No sanitiser library is a dependency, so this is a whitelist, not a parser: every tag
 * outside the list (and every comment, doctype or broken tag) is escaped and shows as text;
 * kept tags are re-written without attributes, except a link's `href` when it is http(s),
 * mailto, a site path or an anchor. Every `<` of the output comes from a re-written tag.
 */
const KEPT = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
]);
const VOID = new Set(['br']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^<>]*?)?)\s*(\/?)>/g;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)[^\s"'<>`\\]*$/i;

/** `&` not starting an entity becomes `&amp;`, so saving a cleaned article again changes nothing. */
const escapeAmpersands = (text: string) =>
  text.replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;');
const escapeText = (text: string) => escapeAmpersands(text).replace(/</g, '&lt;').replace(/>/g, '&gt;');

function rewriteTag(closing: boolean, name: string, attributes: string): string | null {
  const tag = name.toLowerCase();
  if (!KEPT.has(tag)) return null;
  if (closing) return VOID.has(tag) ? '' : `</${tag}>`;
  if (tag !== 'a') return `<${tag}>`;
  const match = HREF.exec(attributes);
  const href = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
  return SAFE_HREF.test(href) ? `<a href="${escapeAmpersands(href)}" rel="noopener noreferrer">` : '<a>';
}

export function sanitizeArticleHtml(html: string): string {
  let out = '';
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    const [whole, slash, name, attributes] = match;
    out += escapeText(html.slice(last, match.index));
    const kept = rewriteTag(slash === '/', name!, attributes ?? '');
    out += kept ?? escapeText(whole);
    last = match.index + whole.length;
  }
  return out + escapeText(html.slice(last));
}
