import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '@/shared/lib/cdn';
import type { NavCategory, VendorSummary } from '@/shared/lib/game-categories';
import { LazyImage } from '@/shared/ui/lazy-image';

/** While the lanes load: this many lanes of this many vendor cards hold their place. */
const SKELETON_LANES = 2;
const SKELETON_CARDS = 6;

interface VendorLanesProps {
  /** One lane per category page with vendors (ELOTT and LOTT share one, as in the navigation). */
  lanes: readonly NavCategory[];
  pending: boolean;
  onVendor: (vendor: VendorSummary) => void;
}

function VendorCardButton({
  vendor,
  onVendor,
}: {
  vendor: VendorSummary;
  onVendor: VendorLanesProps['onVendor'];
}) {
  const { t } = useTranslation();
  return (
    <li className="vendor-card">
      <button
        type="button"
        className="vendor-card-button"
        onClick={() => onVendor(vendor)}
        data-testid={`home-vendor-${vendor.vassalage}`}
      >
        <LazyImage
          src={imageUrl(vendor.icon)}
          alt=""
          width={56}
          height={56}
          className="vendor-card-logo"
          fallback={<span aria-hidden="true">{vendor.displayName.slice(0, 1)}</span>}
        />
        <span className="vendor-card-name">{vendor.displayName}</span>
        {vendor.maintenance ? (
          <span className="badge badge-maintenance">{t('games.maintenanceBadge')}</span>
        ) : vendor.isHot === 1 ? (
          <span className="badge badge-hot">{t('games.hot')}</span>
        ) : null}
      </button>
    </li>
  );
}

/** The vendor lanes of the lobby (spec §3): per category, its vendors with their logos; one opens it. */
export function VendorLanes({ lanes, pending, onVendor }: VendorLanesProps) {
  const { t } = useTranslation();
  if (pending)
    return (
      <div className="vendor-lanes" aria-hidden="true" data-testid="home-lanes-loading">
        {Array.from({ length: SKELETON_LANES }, (_, lane) => (
          <div key={lane} className="vendor-lane">
            <div className="vendor-lane-head-skeleton" />
            <ul className="vendor-row">
              {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                <li key={i} className="vendor-card vendor-card-skeleton" />
              ))}
            </ul>
          </div>
        ))}
      </div>
    );
  return (
    <div className="vendor-lanes">
      {lanes.map(({ category, path, vendors }) => {
        const name = t(`category.${category}`);
        return (
          <section
            key={path}
            className="vendor-lane"
            aria-labelledby={`lane-${category}`}
            data-testid={`home-lane-${category}`}
          >
            <div className="lobby-head">
              <h3 id={`lane-${category}`}>{name}</h3>
              <Link to={path} className="lobby-more">
                {t('home.seeAll')} <span className="visually-hidden">{name}</span>
              </Link>
            </div>
            <ul className="vendor-row" aria-label={t('nav.vendorsOf', { category: name })}>
              {vendors.map((vendor) => (
                <VendorCardButton key={vendor.vassalage} vendor={vendor} onVendor={onVendor} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
