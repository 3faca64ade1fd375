import { sanitizeHtml } from '../../shared/sanitize-html.js';

/**
 * Help-article HTML before it is stored: the site renders it as HTML, so it goes through the
 * server's kept sanitiser (shared/sanitize-html.ts, the same allow-list as notices and the inbox).
 */
export const sanitizeArticleHtml = (html: string): string => sanitizeHtml(html);
