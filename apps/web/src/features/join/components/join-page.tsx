import { useTranslation } from 'react-i18next';
import type { JoinPageResponse } from '@bet/contracts/content/site-app';
import { safeHtml } from '@/shared/lib/safe-html';
import { requestAuthDialog, useIsLoggedIn } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';
import { useJoinPage } from '../api/join-page';
import { BenefitIcon, BENEFITS } from './benefit-icon';
import './join.css';

const formatRate = (rate: number, language: string) =>
  new Intl.NumberFormat(language || undefined, { maximumFractionDigits: 2 }).format(rate);

/**
 * The agent recruitment page (`/join`): the merchant's commission text (operator HTML, cleaned
 * again here), its tiers, the benefits, and a call to action that opens registration — as an
 * agent when the operator allows it (the server checks that again on sign-up).
 */
export function JoinPage() {
  const { t, i18n } = useTranslation();
  const page = useJoinPage();
  const loggedIn = useIsLoggedIn();
  const data: JoinPageResponse | undefined = page.data;
  const agent = data?.agentSignUp ?? false;

  return (
    <div className="join-page">
      <section className="join-hero" aria-labelledby="join-hero-title">
        <p className="join-kicker">{t('join.kicker')}</p>
        <h2 id="join-hero-title">{t('join.heroTitle')}</h2>
        {/* Space kept for the merchant's text while it loads: no layout shift. */}
        <div className="join-commission" data-testid="join-commission" aria-busy={page.isPending}>
          {data?.commissionHtml ? (
            <div dangerouslySetInnerHTML={{ __html: safeHtml(data.commissionHtml) }} />
          ) : page.isPending ? null : (
            <p>{t('join.defaultCommission')}</p>
          )}
        </div>
        {loggedIn ? (
          <p className="join-member" data-testid="join-member">
            {t('join.memberNote')}
          </p>
        ) : (
          <Button
            className="join-cta"
            data-testid="join-cta"
            disabled={page.isPending}
            onClick={() => requestAuthDialog({ dialog: 'register', asAgent: agent })}
          >
            {agent ? t('join.ctaAgent') : t('join.cta')}
          </Button>
        )}
      </section>

      {data && data.tiers.length > 0 ? (
        <section className="join-tiers" aria-labelledby="join-tiers-title">
          <h2 id="join-tiers-title">{t('join.tiersTitle')}</h2>
          <div className="join-table-wrap">
            <table data-testid="join-tiers">
              <thead>
                <tr>
                  <th scope="col">{t('join.tier.name')}</th>
                  <th scope="col">{t('join.tier.requirement')}</th>
                  <th scope="col">{t('join.tier.rate')}</th>
                </tr>
              </thead>
              <tbody>
                {data.tiers.map((tier) => (
                  <tr key={tier.name}>
                    <th scope="row">{tier.name}</th>
                    <td>{tier.requirement}</td>
                    <td className="join-rate">{formatRate(tier.rate, i18n.language)} %</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="join-benefits-title">
        <h2 id="join-benefits-title">{t('join.benefitsTitle')}</h2>
        <ul className="join-benefits">
          {BENEFITS.map((key) => (
            <li key={key}>
              <BenefitIcon kind={key} />
              <strong>{t(`join.${key}.title`)}</strong>
              <span>{t(`join.${key}.text`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
