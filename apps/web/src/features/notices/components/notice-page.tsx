import { useTranslation } from 'react-i18next';
import { useNotices } from '../api/notices';
import { NoticeBoard, type NoticeBoardPage, type NoticeBoardParams } from './notice-board';

/** The player announcements (PL) of the site's notices call, a page of them. */
function usePlayerAnnouncements(params: NoticeBoardParams): NoticeBoardPage {
  const query = useNotices({ types: 'PL', ...params });
  return {
    data: query.data?.player,
    isPending: query.isPending,
    isError: query.isError,
    isFetching: query.isFetching,
  };
}

/**
 * The notice page (spec §2): player announcements 9 a page (see NoticeBoard). Live: an
 * operator's change refetches it (NoticeModalHost).
 */
export function NoticePage() {
  const { t } = useTranslation();
  return (
    <NoticeBoard
      usePage={usePlayerAnnouncements}
      testId="page-noticePage"
      title={t('pages.noticePage.title')}
      description={t('pages.noticePage.description')}
      emptyText={t('notices.empty')}
    />
  );
}
