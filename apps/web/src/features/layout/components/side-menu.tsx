import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HEADER_QR_SIZE } from '@bet/contracts/constants';
import type { ResourceEntry } from '@bet/contracts/system/status';
import { LazyQrCode } from '@/shared/ui/lazy-qr-code';
import './side-menu.css';

/** The resources the right bar links to, in this order, when the merchant has them (spec §2). */
const SIDE_RESOURCES = ['TELEGRAM', 'IOS', 'ANDROID', 'VIDEO'] as const;

/** The right-side bar: promotions, and a link plus a QR code for each app or channel. */
export function SideMenu({ resources }: { resources: readonly ResourceEntry[] }) {
  const { t } = useTranslation();
  const shown = SIDE_RESOURCES.flatMap((type) =>
    resources.filter((r) => r.resourceType === type).slice(0, 1),
  );
  return (
    <aside className="side-menu" data-testid="side-menu" aria-label={t('side.label')}>
      <Link to="/promotions" className="side-promo">
        {t('nav.promotions')}
      </Link>
      {shown.map((resource) => {
        const label = t(`resource.${resource.resourceType}`);
        return (
          <div key={resource.resourceType} className="side-resource">
            <a href={resource.url} target="_blank" rel="noopener noreferrer" className="side-resource-link">
              {label}
            </a>
            <LazyQrCode
              value={resource.url}
              size={HEADER_QR_SIZE}
              label={t('side.qrFor', { name: label })}
              testId={`qr-${resource.resourceType}`}
            />
          </div>
        );
      })}
    </aside>
  );
}
