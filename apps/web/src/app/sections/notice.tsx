import { InfoPage } from './info-page';

export default function NoticeSection() {
  return <InfoPage routeName="noticePage" emptyKey="pages.noticePage.empty" />;
}
