import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { OperatorFeedbackEntry } from '@bet/contracts/operator/operator-feedback';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { PageHeader, Panel } from '@/shared/ui/panel';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { useCloseFeedback } from '../api/close-feedback';
import { useFeedbackDetail } from '../api/feedback-detail';
import { playerLink, STATUS_TONE } from '../lib/feedback-query';
import { FeedbackReplyForm } from './feedback-reply-form';
import { FeedbackScreenshots } from './feedback-screenshots';
import './feedback.css';

function Facts({ item }: { item: OperatorFeedbackEntry }) {
  const { t } = useTranslation('feedback');
  return (
    <dl className="feedback-facts">
      <dt>{t('col.player')}</dt>
      <dd>
        <Link to={playerLink(item.username)}>{item.username}</Link>
      </dd>
      <dt>{t('col.type')}</dt>
      <dd>{t(`type.${item.questionType}`)}</dd>
      <dt>{t('col.status')}</dt>
      <dd>
        <Badge tone={STATUS_TONE[item.status]}>{t(`status.${item.status}`)}</Badge>
      </dd>
      <dt>{t('col.createdAt')}</dt>
      <dd>{formatDateTime(item.createdAt)}</dd>
      {item.handledBy && (
        <>
          <dt>{t('col.handledBy')}</dt>
          <dd>{item.handledBy}</dd>
        </>
      )}
    </dl>
  );
}

/** One feedback item: what the player wrote and sent, the reply (once) and closing. */
export function FeedbackDetailPage() {
  const { t } = useTranslation('feedback');
  const id = Number(useParams().id) || 0;
  const detail = useFeedbackDetail(id);
  const close = useCloseFeedback();
  const [closing, setClosing] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const item = detail.data;
  return (
    <>
      <PageHeader
        title={t('detail.title', { id })}
        actions={
          <>
            <Link to="/feedback">{t('detail.back')}</Link>
            {item && item.status !== 'closed' && (
              <Button variant="danger" onClick={() => setClosing(true)}>
                {t('detail.close')}
              </Button>
            )}
          </>
        }
      />
      {done && <Notice tone="success">{done}</Notice>}
      {detail.error && <Notice tone="error">{errorText(t, detail.error)}</Notice>}
      {item && (
        <div className="feedback-detail">
          <Panel title={t('detail.question')}>
            <Facts item={item} />
            <p className="feedback-content">{item.content}</p>
          </Panel>
          <Panel title={t('detail.screenshots')}>
            <FeedbackScreenshots ids={item.screenshotIds} username={item.username} />
          </Panel>
          <Panel title={t('detail.replyTitle')}>
            {item.reply ? (
              <>
                <p className="feedback-content">{item.reply}</p>
                {item.repliedAt && (
                  <p className="feedback-muted">
                    {t('detail.repliedAt', { at: formatDateTime(item.repliedAt), by: item.handledBy ?? '—' })}
                  </p>
                )}
              </>
            ) : item.status === 'pending' ? (
              <FeedbackReplyForm id={item.id} onReplied={() => setDone(t('detail.replied'))} />
            ) : (
              <p className="feedback-muted">{t('detail.closedWithoutReply')}</p>
            )}
          </Panel>
        </div>
      )}
      {closing && (
        <ReasonDialog
          title={t('detail.closeTitle', { id })}
          confirmLabel={t('detail.close')}
          danger
          onClose={() => setClosing(false)}
          onConfirm={async (reason) => {
            await close.mutateAsync({ id, ...(reason ? { reason } : {}) });
            setDone(t('detail.closed'));
          }}
        >
          <p>{t('detail.closeIntro')}</p>
        </ReasonDialog>
      )}
    </>
  );
}
