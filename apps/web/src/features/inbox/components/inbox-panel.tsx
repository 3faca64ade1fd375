import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Pager } from '@/shared/ui/pager';
import { RecordsState } from '@/shared/ui/records-state';
import { useInboxMessages } from '../api/inbox-messages';
import { useReadAllInboxMessages } from '../api/read-all-inbox-messages';
import { InboxList } from './inbox-list';
import { InboxMessageView } from './inbox-message-view';

const PAGE_SIZE = 10;

/**
 * Platform information: the list (unread ones marked) beside the open message on a wide screen,
 * the list or the message on a phone. Mark all read; delete from the open message.
 */
export function InboxPanel() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const messages = useInboxMessages({ pageNo, pageSize: PAGE_SIZE });
  const readAll = useReadAllInboxMessages();
  const unread = messages.data?.unread ?? 0;
  return (
    <div className={`inbox-layout${openId === null ? '' : ' has-open'}`}>
      <section className="inbox-list-pane" aria-labelledby="inbox-list-title">
        <div className="inbox-toolbar">
          <h3 id="inbox-list-title" className="inbox-heading">
            {t('inbox.title')}
            <span className="inbox-unread-count" data-testid="inbox-unread-count">
              {t('inbox.unreadCount', { count: unread })}
            </span>
          </h3>
          <Button
            variant="secondary"
            disabled={unread === 0 || readAll.isPending}
            onClick={() => readAll.mutate()}
            data-testid="inbox-read-all"
          >
            {t('inbox.markAllRead')}
          </Button>
        </div>
        <RecordsState
          isPending={messages.isPending}
          error={messages.isError ? messages.error : null}
          empty={messages.data?.list.length === 0}
          emptyText={t('inbox.empty')}
          onRetry={() => void messages.refetch()}
        >
          <InboxList messages={messages.data?.list ?? []} openId={openId} onOpen={setOpenId} />
          <Pager
            page={pageNo}
            totalPages={messages.data?.totalPages ?? 1}
            onChange={setPageNo}
            busy={messages.isFetching}
            testId="inbox-pager"
          />
        </RecordsState>
      </section>
      <section className="inbox-view-pane" aria-live="polite">
        {openId === null ? (
          <p className="inbox-hint">{t('inbox.choose')}</p>
        ) : (
          <InboxMessageView key={openId} id={openId} onClose={() => setOpenId(null)} />
        )}
      </section>
    </div>
  );
}
