import createDOMPurify, { type DOMPurify } from 'dompurify';
import {
  HTML_ABSOLUTE_URL,
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_TAGS,
  HTML_ALLOWED_URL,
} from '@bet/contracts/content/html-allow-list';

/**
 * Operator HTML on its way into the page (`dangerouslySetInnerHTML`). The server already cleaned
 * it on save (apps/server/src/shared/sanitize-html.ts); this second pass with the same allow-list
 * means a row that reached the database another way still cannot run script here. The
 * allow-list is the contract's (content/html-allow-list.ts). Links keep
 * http(s), mailto and site paths; absolute ones open in a new tab with `rel="noopener noreferrer"`.
 * Images keep http(s) and site paths; no `data:`.
 */
const ALLOWED_ATTR = [...new Set(Object.values(HTML_ALLOWED_ATTRIBUTES).flat())];

let purifier: DOMPurify | undefined;

function instance(): DOMPurify {
  if (purifier) return purifier;
  // An instance of our own, so the link hook never touches another caller's DOMPurify.
  const own = createDOMPurify(window);
  own.addHook('afterSanitizeAttributes', (node) => {
    // DOMPurify lets `data:` through on images whatever the URI rule says; refuse it here.
    if (node.tagName === 'IMG' && !HTML_ALLOWED_URL.test(node.getAttribute('src') ?? '')) node.remove();
    if (node.tagName !== 'A') return;
    node.setAttribute('rel', 'noopener noreferrer');
    if (HTML_ABSOLUTE_URL.test(node.getAttribute('href') ?? '')) node.setAttribute('target', '_blank');
    else node.removeAttribute('target');
  });
  purifier = own;
  return own;
}

export function safeHtml(html: string): string {
  return instance().sanitize(html, {
    ALLOWED_TAGS: [...HTML_ALLOWED_TAGS],
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: HTML_ALLOWED_URL,
    // DOMPurify tests every other attribute's value against the URI rule; these are numbers.
    ADD_URI_SAFE_ATTR: ['colspan', 'rowspan'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  });
}
