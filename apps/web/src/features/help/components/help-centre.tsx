import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorCodeOf } from '@/shared/api/api-error';
import { EmptyState } from '@/shared/ui/page-shell';
import { Spinner } from '@/shared/ui/spinner';
import { useHelpCenter } from '../api/help-center';
import { HelpArticleBody } from './help-article-body';
import './help.css';

/** Article titles on the left, the chosen one (`?article=<id>`, else the first) on the right. */
export function HelpCentre() {
  const { t } = useTranslation();
  const { data: articles, error, isPending } = useHelpCenter();
  const [params, setParams] = useSearchParams();

  if (isPending) return <Spinner />;
  if (error) return <EmptyState>{t(`error.${errorCodeOf(error)}`)}</EmptyState>;
  if (articles.length === 0) return <EmptyState>{t('help.empty')}</EmptyState>;

  const chosenId = Number(params.get('article'));
  const article = articles.find((a) => a.id === chosenId) ?? articles[0];

  return (
    <div className="help-centre" data-testid="help-page">
      <nav className="help-list" aria-label={t('help.articles')}>
        <ul>
          {articles.map((a) => (
            <li key={a.id}>
              <button
                type="button"
                className={a.id === article?.id ? 'help-list-item active' : 'help-list-item'}
                aria-current={a.id === article?.id ? 'page' : undefined}
                onClick={() => setParams({ article: String(a.id) }, { replace: true })}
              >
                {a.title}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {article ? (
        <article className="help-article" aria-labelledby="help-article-title">
          <h2 id="help-article-title">{article.title}</h2>
          <HelpArticleBody article={article} />
        </article>
      ) : null}
    </div>
  );
}
