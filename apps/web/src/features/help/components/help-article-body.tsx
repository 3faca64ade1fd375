import type { HelpArticle } from '@bet/contracts/system/help-center';
import { safeHtml } from '../../../shared/lib/safe-html';
import './help.css';

/** Article HTML, written by the operator: sanitised by the server on save and again here on render. */
export function HelpArticleBody({ article }: { article: HelpArticle }) {
  return (
    <div className="help-article-body" dangerouslySetInnerHTML={{ __html: safeHtml(article.content) }} />
  );
}
