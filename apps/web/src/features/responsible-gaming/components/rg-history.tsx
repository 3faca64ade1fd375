import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RgHistory } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Spinner } from '@/shared/ui/spinner';
import { formatMonth, intlLanguage, netTone, signedMoneyFigure } from '../lib/rg-history';
import { moneyFigure } from '../lib/rg-format';
import './rg-history.css';

/** What the section reads of the history query (a `useQuery` result): the page owns the query. */
export interface RgHistoryQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: RgHistory;
  refetch: () => unknown;
}

interface RgHistorySectionProps {
  history: RgHistoryQuery;
  currencySymbol: string;
}

/** A net result: signed, in the win or loss colour, with the word for screen readers. */
function NetFigure({ net, currencySymbol, testId }: { net: number; currencySymbol: string; testId: string }) {
  const { t } = useTranslation();
  const tone = netTone(net);
  return (
    <span className={`rg-net is-${tone}`} data-tone={tone}>
      {tone !== 'even' ? (
        <span className="visually-hidden">{t(`responsibleGaming.history.${tone}`)} </span>
      ) : null}
      <span data-testid={testId}>{signedMoneyFigure(net, currencySymbol)}</span>
    </span>
  );
}

/**
 * The account history (issue 20): deposits, withdrawals, staked and net result per month of the
 * merchant's time zone, newest first, months without play included. A table on a wide page; on a
 * narrow one each month becomes a card of label–value lines (responsible-gaming.css).
 */
export function RgHistorySection({ history, currencySymbol }: RgHistorySectionProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const captionId = useId();
  const data = history.data;
  const lang = intlLanguage(i18n.language);
  const money = (value: number) => moneyFigure(value, currencySymbol);
  const label = {
    month: t('responsibleGaming.history.month'),
    deposits: t('responsibleGaming.history.deposits'),
    withdrawals: t('responsibleGaming.history.withdrawals'),
    staked: t('responsibleGaming.history.staked'),
    net: t('responsibleGaming.history.net'),
  };

  return (
    <section
      className="rg-section rg-history"
      aria-labelledby={titleId}
      aria-busy={history.isPending || undefined}
      data-testid="rg-history"
    >
      <h4 id={titleId} className="rg-section-title">
        {t('responsibleGaming.history.title')}
      </h4>
      {history.isError ? (
        <div className="form rg-problem" data-testid="rg-history-error">
          <FormAlert>{messageText(t, errorMessage(history.error))}</FormAlert>
          <div>
            <Button variant="secondary" onClick={() => void history.refetch()} data-testid="rg-history-retry">
              {t('common.retry')}
            </Button>
          </div>
        </div>
      ) : data ? (
        <div className="rg-history-body">
          <p className="rg-hint" data-testid="rg-history-time-zone">
            {t('responsibleGaming.history.timeZone', { timeZone: data.timeZone })}
          </p>
          {/* Scrolls sideways only if a language's figures outgrow even the wide table: then by keyboard too. */}
          <div className="rg-history-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
            <table className="rg-history-table" data-testid="rg-history-table">
              <caption id={captionId} className="visually-hidden">
                {t('responsibleGaming.history.caption')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{label.month}</th>
                  <th scope="col" className="num">
                    {label.deposits}
                  </th>
                  <th scope="col" className="num">
                    {label.withdrawals}
                  </th>
                  <th scope="col" className="num">
                    {label.staked}
                  </th>
                  <th scope="col" className="num">
                    {label.net}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.months.map((row) => (
                  <tr key={row.month} data-testid={`rg-history-${row.month}`}>
                    <th scope="row" data-label={label.month}>
                      {formatMonth(row.month, lang)}
                    </th>
                    <td className="num" data-label={label.deposits}>
                      {money(row.deposits)}
                    </td>
                    <td className="num" data-label={label.withdrawals}>
                      {money(row.withdrawals)}
                    </td>
                    <td className="num" data-label={label.staked}>
                      {money(row.staked)}
                    </td>
                    <td className="num" data-label={label.net}>
                      <NetFigure
                        net={row.net}
                        currencySymbol={currencySymbol}
                        testId={`rg-history-${row.month}-net`}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : (
        <div className="rg-history-body is-loading">
          <Spinner />
        </div>
      )}
    </section>
  );
}
