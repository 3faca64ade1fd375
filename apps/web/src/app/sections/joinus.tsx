import { JoinPage } from '@/features/join/components/join-page';
import { InfoPage } from './info-page';

/** /join: the agent recruitment page. */
export default function JoinusSection() {
  return (
    <InfoPage routeName="join">
      <JoinPage />
    </InfoPage>
  );
}
