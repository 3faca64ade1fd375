import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, tabPanelProps, useTabsBase } from '@/shared/ui/tabs';
import { InboxPanel } from './inbox-panel';
import './inbox.css';

type TabKey = 'platform' | 'feedback';

interface MessagesPageProps {
  /** "My feedback" (the feedback feature's page, composed by src/app); no tab without it. */
  renderFeedback?: () => ReactNode;
}

/** The member centre's messages page (`messageV2`): platform information and, when given, my feedback. */
export function MessagesPage({ renderFeedback }: MessagesPageProps) {
  const { t } = useTranslation();
  const base = useTabsBase();
  const [tab, setTab] = useState<TabKey>('platform');
  const tabs = [
    { id: 'platform' as const, label: t('inbox.tabs.platform'), testId: 'inbox-tab-platform' },
    ...(renderFeedback
      ? [{ id: 'feedback' as const, label: t('inbox.tabs.feedback'), testId: 'inbox-tab-feedback' }]
      : []),
  ];
  return (
    <div className="inbox-page" data-testid="messages-page">
      {tabs.length > 1 ? (
        <Tabs base={base} tabs={tabs} active={tab} onChange={setTab} label={t('inbox.tabs.label')} />
      ) : null}
      <div {...(tabs.length > 1 ? tabPanelProps(base, tab) : {})}>
        {tab === 'feedback' && renderFeedback ? renderFeedback() : <InboxPanel />}
      </div>
    </div>
  );
}

export default MessagesPage;
