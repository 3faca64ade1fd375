import { InfoPage } from './info-page';

/** /sponsor: a standalone page the member menu opens in a new window (spec §2). */
export default function SponsorSection() {
  return <InfoPage routeName="sponsor" emptyKey="pages.sponsor.empty" withHomeLink />;
}
