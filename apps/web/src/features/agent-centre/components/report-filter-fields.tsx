import { useTranslation } from 'react-i18next';

interface ReportFilterFieldsProps {
  /** Prefix of the ids and test ids (`agent-bets`, `agent-tx`). */
  idPrefix: string;
  member: string;
  fromDay: string;
  toDay: string;
  onChange: (field: 'member' | 'fromDay' | 'toDay', value: string) => void;
}

/** The member and day-range fields the team record lists share (labels on every control). */
export function ReportFilterFields({ idPrefix, member, fromDay, toDay, onChange }: ReportFilterFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <label className="agent-filter" htmlFor={`${idPrefix}-member`}>
        <span>{t('agentCentre.filters.member')}</span>
        <input
          id={`${idPrefix}-member`}
          value={member}
          maxLength={64}
          autoComplete="off"
          onChange={(e) => onChange('member', e.target.value)}
          data-testid={`${idPrefix}-member`}
        />
      </label>
      <label className="agent-filter" htmlFor={`${idPrefix}-from`}>
        <span>{t('agentCentre.range.from')}</span>
        <input
          id={`${idPrefix}-from`}
          type="date"
          value={fromDay}
          onChange={(e) => onChange('fromDay', e.target.value)}
          data-testid={`${idPrefix}-from`}
        />
      </label>
      <label className="agent-filter" htmlFor={`${idPrefix}-to`}>
        <span>{t('agentCentre.range.to')}</span>
        <input
          id={`${idPrefix}-to`}
          type="date"
          value={toDay}
          onChange={(e) => onChange('toDay', e.target.value)}
          data-testid={`${idPrefix}-to`}
        />
      </label>
    </>
  );
}
