/** Demo help-centre articles (footer policy links and FAQ), in English and Tagalog: one file per language. */
import type { HelpArticleSeed } from './help-articles/help-article-seed.js';
import { helpArticlesEn } from './help-articles/help-articles-en.js';
import { helpArticlesTy } from './help-articles/help-articles-ty.js';

export const helpArticles: readonly HelpArticleSeed[] = [...helpArticlesEn, ...helpArticlesTy];
