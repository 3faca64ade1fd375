import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackEntry, FeedbackStatus } from '@bet/contracts/content/feedback';
import { formatDateTime } from '@/shared/lib/money';
import { Pager } from '@/shared/ui/pager';
import { RecordsState } from '@/shared/ui/records-state';
import { useFeedbackList } from '../api/feedback-list';
import { ScreenshotThumb } from './screenshot-thumb';

const PAGE_SIZE = 5;

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`feedback-badge feedback-badge-${status}`} data-status={status}>
      {t(`feedback.status.${status}`)}
    </span>
  );
}

function FeedbackItem({ item }: { item: FeedbackEntry }) {
  const { t } = useTranslation();
  return (
    <li className="feedback-item" data-testid={`feedback-item-${item.id}`}>
      <div className="feedback-item-head">
        <span className="feedback-item-type">{t(`feedback.type.${item.questionType}`)}</span>
        <FeedbackStatusBadge status={item.status} />
      </div>
      <time className="feedback-item-time" dateTime={new Date(item.createdAt).toISOString()}>
        {formatDateTime(item.createdAt)}
      </time>
      <p className="feedback-item-content">{item.content}</p>
      {item.screenshotIds.length > 0 ? (
        <div className="feedback-thumbs">
          {item.screenshotIds.map((id, i) => (
            <ScreenshotThumb key={id} id={id} n={i + 1} />
          ))}
        </div>
      ) : null}
      {item.reply ? (
        <div className="feedback-reply" data-testid={`feedback-reply-${item.id}`}>
          <p className="feedback-reply-label">
            {t('feedback.list.reply')}
            {item.repliedAt ? (
              <time dateTime={new Date(item.repliedAt).toISOString()}>
                {' '}
                · {formatDateTime(item.repliedAt)}
              </time>
            ) : null}
          </p>
          <p className="feedback-reply-text">{item.reply}</p>
        </div>
      ) : null}
    </li>
  );
}

/** The player's feedback, newest first, with each one's status, the reply and the screenshots. */
export function FeedbackList() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const list = useFeedbackList({ pageNo, pageSize: PAGE_SIZE });
  const page = list.data;
  return (
    <section className="feedback-list-section" aria-labelledby="feedback-list-title">
      <h3 id="feedback-list-title" className="feedback-heading">
        {t('feedback.list.title')}
      </h3>
      <RecordsState
        isPending={list.isPending}
        error={list.error}
        empty={(page?.list.length ?? 0) === 0}
        emptyText={t('feedback.list.empty')}
        onRetry={() => void list.refetch()}
      >
        <ul className="feedback-list" data-testid="feedback-list">
          {page?.list.map((item) => (
            <FeedbackItem key={item.id} item={item} />
          ))}
        </ul>
        <Pager
          page={pageNo}
          totalPages={page?.totalPages ?? 1}
          onChange={setPageNo}
          busy={list.isFetching}
          testId="feedback-pager"
        />
      </RecordsState>
    </section>
  );
}
