import { useTranslation } from 'react-i18next';
import type { ExclusionView } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Spinner } from '@/shared/ui/spinner';
import { useRgHistory } from '../api/rg-history';
import { useRgOverview } from '../api/rg-overview';
import { RgHelpLinks } from './rg-help-links';
import { RgHistorySection } from './rg-history';
import { RgLimits } from './rg-limits';
import { RgRealityCheck } from './rg-reality-check';
import { RgTakeBreak } from './rg-take-break';
import './responsible-gaming.css';
import './rg-notes.css';

export interface ResponsibleGamingPageProps {
  /** The merchant's currency symbol (handed in by src/app, from the site settings). */
  currencySymbol: string;
  /**
   * A break has started and the session is ending (this feature clears it): src/app closes the
   * member centre and leaves member-only places.
   */
  onExcluded?: (view: ExclusionView) => void;
}

const nothing = () => undefined;

/**
 * The member centre's responsible gaming (issue 20): the player's limits with what is used and
 * left, waiting changes and the form to set one; the reality-check interval; a time-out or
 * self-exclusion; the account month by month; and the merchant's help organisations.
 */
export function ResponsibleGamingPage({ currencySymbol, onExcluded = nothing }: ResponsibleGamingPageProps) {
  const { t } = useTranslation();
  const overview = useRgOverview();
  // Read alongside the overview, not after it; its section waits or fails on its own.
  const history = useRgHistory();
  const data = overview.data;

  return (
    <div className="rg-page" aria-busy={overview.isPending || undefined} data-testid="rg-page">
      <p className="rg-intro">{t('responsibleGaming.intro')}</p>
      {overview.isError ? (
        <div className="form rg-problem" data-testid="rg-error">
          <FormAlert>{messageText(t, errorMessage(overview.error))}</FormAlert>
          <div>
            <Button variant="secondary" onClick={() => void overview.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        </div>
      ) : data ? (
        <>
          <RgLimits overview={data} currencySymbol={currencySymbol} />
          <RgRealityCheck overview={data} />
          <RgTakeBreak onExcluded={onExcluded} />
          <RgHistorySection history={history} currencySymbol={currencySymbol} />
          <RgHelpLinks links={data.helpLinks} />
        </>
      ) : (
        <Spinner />
      )}
    </div>
  );
}

export default ResponsibleGamingPage;
