import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeItem, NoticesResponse } from '@bet/contracts/content/notices';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { EmptyState, PageShell } from '@/shared/ui/page-shell';
import { Pager } from '@/shared/ui/pager';
import { dayBoundAsWire, formatLocalDateTime } from '../lib/notice-time';
import { NoticeDateFilter, type DateRange } from './notice-date-filter';
import { NoticeHtml } from './notice-html';
import { NoticeLinkAction } from './notice-link-action';
import './notices.css';

/** What the board asks its source for: a page and, when the filter is set, a start range (UTC wire). */
export interface NoticeBoardParams {
  pageNo: number;
  startTime?: string;
  endTime?: string;
}

/** A page of notices as a query hook answers it. */
export interface NoticeBoardPage {
  data: NoticesResponse['player'] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
}

function NoticeDetail({ notice, onBack }: { notice: NoticeItem; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <article
      className="notice-detail"
      aria-labelledby={`notice-${notice.id}-title`}
      data-testid="notice-detail"
    >
      <Button variant="ghost" size="sm" className="notice-back" onClick={onBack}>
        ‹ {t('notices.backToList')}
      </Button>
      <h2 id={`notice-${notice.id}-title`} className="notice-detail-title">
        {notice.title}
      </h2>
      <p className="notice-date">{formatLocalDateTime(notice.startTime)}</p>
      <NoticeHtml html={notice.content} testId="notice-detail-content" />
      <NoticeLinkAction link={notice.link} />
    </article>
  );
}

/**
 * A board of announcements (spec §2 notice page): 9 a page, the titles on the left and the chosen
 * one on the right (on a phone: the list, then the chosen one with a way back), previous / next
 * pager (range 1) and a date filter. `usePage` is the query hook that reads a page: the site's
 * notice page reads the player announcements, the agent centre the agents' ones.
 */
export function NoticeBoard({
  usePage,
  testId,
  title,
  description,
  emptyText,
}: {
  usePage: (params: NoticeBoardParams) => NoticeBoardPage;
  testId: string;
  title: string;
  description: string;
  /** Shown when nothing is live (or nothing in the chosen dates). */
  emptyText: string;
}) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [range, setRange] = useState<DateRange>({ from: '', to: '' });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [showDetail, setShowDetail] = useState(false);
  const startTime = range.from ? dayBoundAsWire(range.from, false) : undefined;
  const endTime = range.to ? dayBoundAsWire(range.to, true) : undefined;
  const query = usePage({ pageNo, ...(startTime ? { startTime } : {}), ...(endTime ? { endTime } : {}) });
  const page = query.data;
  const list = page?.list ?? [];
  const selected = list.find((n) => n.id === selectedId) ?? list[0];

  const body = () => {
    if (query.isError && !query.data) return <FormAlert>{t('notices.loadFailed')}</FormAlert>;
    if (query.isPending) return <div className="notice-layout-skeleton" aria-busy="true" />;
    if (list.length === 0) return <EmptyState>{emptyText}</EmptyState>;
    return (
      <div className={showDetail ? 'notice-layout showing-detail' : 'notice-layout'}>
        <div className="notice-list-pane">
          <ul className="notice-list" aria-label={t('notices.listLabel')} data-testid="notice-list">
            {list.map((notice) => (
              <li key={notice.id}>
                <button
                  type="button"
                  className={notice.id === selected?.id ? 'notice-item active' : 'notice-item'}
                  aria-current={notice.id === selected?.id ? 'true' : undefined}
                  onClick={() => {
                    setSelectedId(notice.id);
                    setShowDetail(true);
                  }}
                  data-testid={`notice-item-${notice.id}`}
                >
                  <span className="notice-item-title">{notice.title}</span>
                  <span className="notice-item-date">{formatLocalDateTime(notice.startTime)}</span>
                </button>
              </li>
            ))}
          </ul>
          <Pager
            page={pageNo}
            totalPages={page?.totalPages ?? 1}
            busy={query.isFetching}
            onChange={(next) => {
              setPageNo(next);
              setSelectedId(null);
              setShowDetail(false);
            }}
            testId="notice-pager"
          />
        </div>
        <div className="notice-detail-pane">
          {selected ? <NoticeDetail notice={selected} onBack={() => setShowDetail(false)} /> : null}
        </div>
      </div>
    );
  };

  return (
    <PageShell testId={testId} title={title} description={description}>
      <NoticeDateFilter
        onApply={(next) => {
          setRange(next);
          setPageNo(1);
          setSelectedId(null);
          setShowDetail(false);
        }}
      />
      {body()}
    </PageShell>
  );
}
