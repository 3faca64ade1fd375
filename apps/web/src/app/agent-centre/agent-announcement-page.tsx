import { useTranslation } from 'react-i18next';
import { useAgentNotices } from '@/features/agent-centre/api/agent-notices';
import {
  NoticeBoard,
  type NoticeBoardPage,
  type NoticeBoardParams,
} from '@/features/notices/components/notice-board';

/** The agents' announcements (audience agents or all) as the notice board reads a page. */
function useAgentAnnouncements(params: NoticeBoardParams): NoticeBoardPage {
  const query = useAgentNotices(params);
  return {
    data: query.data,
    isPending: query.isPending,
    isError: query.isError,
    isFetching: query.isFetching,
  };
}

/**
 * The agent centre's announcement (spec §2): the operator's notices written for agents or
 * everyone (`GET /wps/agent/notices`), on the site's notice board; players never read them.
 */
export function AgentAnnouncementPage() {
  const { t } = useTranslation();
  return (
    <NoticeBoard
      usePage={useAgentAnnouncements}
      testId="agent-announcement"
      title={t('agentCentre.pages.announcement')}
      description={t('agentCentre.announcement.description')}
      emptyText={t('agentCentre.announcement.empty')}
    />
  );
}
