import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/shared/ui/modal';
import { useFeedbackScreenshot } from '../api/feedback-screenshot';

/**
 * One of the player's screenshots, fetched with the session (an <img src> cannot send it); the
 * box keeps its size while loading. Pressed, it opens full size.
 */
export function ScreenshotThumb({ id, n }: { id: number; n: number }) {
  const { t } = useTranslation();
  const image = useFeedbackScreenshot(id);
  const [open, setOpen] = useState(false);
  const alt = t('feedback.list.screenshotAlt', { n });
  if (!image.data)
    return (
      <span className="feedback-thumb" data-testid={`feedback-thumb-${id}`}>
        {image.isError ? (
          <span className="visually-hidden">{t('feedback.list.screenshotFailed')}</span>
        ) : null}
      </span>
    );
  return (
    <>
      <button
        type="button"
        className="feedback-thumb"
        onClick={() => setOpen(true)}
        aria-label={t('feedback.list.openScreenshot', { n })}
        data-testid={`feedback-thumb-${id}`}
      >
        <img src={image.data} alt="" width={64} height={64} />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={alt} width={720} testId="feedback-screenshot">
        <img src={image.data} alt={alt} className="feedback-screenshot-full" />
      </Modal>
    </>
  );
}
