import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RgOverview } from '@bet/contracts/responsible-gaming/responsible-gaming';

/** Only web addresses become links: an operator's typo must never make a script link. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** The merchant's help organisations, each opening in a new tab (and saying so to screen readers). */
export function RgHelpLinks({ links }: { links: RgOverview['helpLinks'] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const shown = links.filter((link) => isWebAddress(link.url));
  if (shown.length === 0) return null;
  return (
    <section className="rg-section" aria-labelledby={titleId} data-testid="rg-help">
      <h4 id={titleId} className="rg-section-title">
        {t('responsibleGaming.help.title')}
      </h4>
      <p className="rg-hint">{t('responsibleGaming.help.text')}</p>
      <ul className="rg-help-list">
        {shown.map((link, index) => (
          <li key={`${link.url}-${index}`}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={`rg-help-link-${index}`}
            >
              {link.name}
              <span className="visually-hidden"> {t('responsibleGaming.help.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
