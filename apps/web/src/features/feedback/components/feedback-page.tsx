import { useTranslation } from 'react-i18next';
import { FeedbackForm } from './feedback-form';
import { FeedbackList } from './feedback-list';
import './feedback.css';

/**
 * "My feedback" (spec §3, §5): send a question or suggestion with screenshots, and read the
 * operator's replies. Shown as a tab of the member centre's messages page.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  return (
    <div className="feedback-page" data-testid="feedback-page">
      <section className="feedback-card" aria-labelledby="feedback-form-title">
        <h3 id="feedback-form-title" className="feedback-heading">
          {t('feedback.form.title')}
        </h3>
        <p className="form-hint">{t('feedback.form.intro')}</p>
        <FeedbackForm />
      </section>
      <FeedbackList />
    </div>
  );
}

export default FeedbackPage;
