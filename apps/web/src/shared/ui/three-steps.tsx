import { useTranslation } from 'react-i18next';
import './three-steps.css';

const STEPS = ['register', 'play', 'win'] as const;

/** Register, play, win (spec §2), shown in the footer and on the home page. */
export function ThreeSteps() {
  const { t } = useTranslation();
  return (
    <ol className="three-steps" aria-label={t('steps.label')}>
      {STEPS.map((key, index) => (
        <li key={key} className="step">
          <span className="step-number" aria-hidden="true">
            {index + 1}
          </span>
          <span>
            <strong>{t(`steps.${key}.title`)}</strong>
            <span className="step-text">{t(`steps.${key}.text`)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
