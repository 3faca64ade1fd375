import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/ui/panel';
import { InboxComposer } from './inbox-composer';
import { SentMessagesTable } from './sent-messages-table';
import './inbox.css';

/** The inbox (issue 14): write to one player, a group or everyone, and what was sent with its reads. */
export function InboxPage() {
  const { t } = useTranslation('inbox');
  return (
    <>
      <PageHeader title={t('title')} />
      <InboxComposer />
      <SentMessagesTable />
    </>
  );
}
