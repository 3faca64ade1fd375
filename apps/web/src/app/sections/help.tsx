import { HelpCentre } from '@/features/help/components/help-centre';
import { InfoPage } from './info-page';

/** /help inside the site, /helpmc standalone (no header, so it links back home). */
export default function HelpSection({ routeName }: { routeName: 'help' | 'helpmc' }) {
  return (
    <InfoPage routeName={routeName} withHomeLink={routeName === 'helpmc'}>
      <HelpCentre />
    </InfoPage>
  );
}
