import type { HelpArticle } from '@bet/contracts/system/help-center';
import './help.css';

/** Article HTML, written by the operator and sanitised by the server before it is stored. */
export function HelpArticleBody({ article }: { article: HelpArticle }) {
  return <div className="help-article-body" dangerouslySetInnerHTML={{ __html: article.content }} />;
}
