import { useTranslation } from 'react-i18next';
import { ThreeSteps } from '@/shared/ui/three-steps';
import './footer.css';

/** The footer's policy links and the help-centre category each one opens. */
export const FOOTER_LINKS = [
  { id: 'about', labelKey: 'footer.about' },
  { id: 'contact', labelKey: 'footer.contact' },
  { id: 'terms', labelKey: 'footer.terms' },
  { id: 'responsible', labelKey: 'footer.responsible' },
  { id: 'privacy', labelKey: 'footer.privacy' },
  { id: 'affiliates', labelKey: 'footer.affiliates' },
  { id: 'refund', labelKey: 'footer.refund' },
] as const;
export type FooterLinkId = (typeof FOOTER_LINKS)[number]['id'];

interface SiteFooterProps {
  siteName: string;
  /** Opens a help article by category (all links except Contact Us). */
  onOpenArticle: (category: FooterLinkId, title: string) => void;
  onContactUs: () => void;
  /** Game providers; empty until the games issue brings vendors. */
  providers: readonly string[];
}

export function SiteFooter({ siteName, onOpenArticle, onContactUs, providers }: SiteFooterProps) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="footer-inner">
        <ThreeSteps />
        <section className="footer-providers" aria-labelledby="footer-providers-title">
          <h2 id="footer-providers-title">{t('footer.providers')}</h2>
          {providers.length > 0 ? (
            <ul>
              {providers.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : (
            <p className="footer-muted">{t('footer.providersEmpty')}</p>
          )}
        </section>
        <nav aria-label={t('footer.linksLabel')}>
          <ul className="footer-links">
            {FOOTER_LINKS.map(({ id, labelKey }) => (
              <li key={id}>
                <button
                  type="button"
                  className="footer-link"
                  data-testid={`footer-link-${id}`}
                  onClick={() => (id === 'contact' ? onContactUs() : onOpenArticle(id, t(labelKey)))}
                >
                  {t(labelKey)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <p className="footer-muted footer-legal">
          {t('footer.legal', { name: siteName, year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
