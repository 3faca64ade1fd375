import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/i18n/error-text';
import { Notice } from '@/shared/ui/notice';
import { useFeedbackScreenshot } from '../api/feedback-screenshot';

function Screenshot({ id, n, username }: { id: number; n: number; username: string }) {
  const { t } = useTranslation('feedback');
  const shot = useFeedbackScreenshot(id);
  if (shot.error) return <Notice tone="error">{errorText(t, shot.error)}</Notice>;
  return (
    <figure className="feedback-screenshot">
      {shot.data ? (
        <a href={shot.data.dataUrl} download={`feedback-${username}-${id}`}>
          <img src={shot.data.dataUrl} alt={t('detail.screenshotAlt', { n, username })} />
        </a>
      ) : (
        <div className="feedback-screenshot-loading">{t('common:loading')}</div>
      )}
      <figcaption>{t('detail.screenshotCaption', { n })}</figcaption>
    </figure>
  );
}

/** The player's screenshots, each read when shown; a link saves the original. */
export function FeedbackScreenshots({ ids, username }: { ids: number[]; username: string }) {
  const { t } = useTranslation('feedback');
  if (ids.length === 0) return <p className="feedback-muted">{t('detail.noScreenshots')}</p>;
  return (
    <div className="feedback-screenshots">
      {ids.map((id, i) => (
        <Screenshot key={id} id={id} n={i + 1} username={username} />
      ))}
    </div>
  );
}
