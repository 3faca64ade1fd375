import { useTranslation } from 'react-i18next';
import { EmptyState, PageShell } from '@/shared/ui/page-shell';

interface GameCategoryPageProps {
  /** Route name, for `page-<routeName>` and the `pages.<routeName>` texts. */
  routeName: string;
  /** Vendor tab chosen by the URL (`/rng?page=...`). */
  selectedVendor?: string | null;
}

/** A game category page; vendors and their games arrive with the games issue. */
export function GameCategoryPage({ routeName, selectedVendor }: GameCategoryPageProps) {
  const { t } = useTranslation();
  return (
    <PageShell
      testId={`page-${routeName}`}
      title={t(`pages.${routeName}.title`)}
      description={t(`pages.${routeName}.description`)}
    >
      {selectedVendor ? <p>{t('games.selectedVendor', { vendor: selectedVendor })}</p> : null}
      <EmptyState>{t('games.emptyCategory')}</EmptyState>
    </PageShell>
  );
}
