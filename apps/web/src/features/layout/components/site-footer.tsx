import { useTranslation } from 'react-i18next';
import { imageUrl } from '@/shared/lib/cdn';
import { LazyImage } from '@/shared/ui/lazy-image';
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

/** A game provider of the footer: its name and logo (a vendor of the lanes). */
export interface FooterProvider {
  name: string;
  logo: string;
}

interface SiteFooterProps {
  siteName: string;
  /** Opens a help article by category (all links except Contact Us). */
  onOpenArticle: (category: FooterLinkId, title: string) => void;
  onContactUs: () => void;
  /** Game providers with their logos; empty while the lanes load or when there are none. */
  providers: readonly FooterProvider[];
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
            <ul className="footer-provider-list">
              {providers.map((p) => (
                <li key={p.name} className="footer-provider">
                  {/* Loaded when the footer comes near the screen; a fixed size either way. */}
                  <LazyImage
                    src={imageUrl(p.logo)}
                    alt=""
                    width={32}
                    height={32}
                    className="footer-provider-logo"
                    fallback={<span aria-hidden="true">{p.name.slice(0, 1)}</span>}
                  />
                  <span>{p.name}</span>
                </li>
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
