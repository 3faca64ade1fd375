import { useTranslation } from 'react-i18next';
import type { MallItem } from '@bet/contracts/points/points';
import { useSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { EmptyState } from '@/shared/ui/page-shell';
import { usePointsBalance } from '../api/points-balance';
import { usePointsRewards } from '../api/points-rewards';
import { MallItemCard, MallItemSkeleton } from './mall-item-card';

/** Stand-ins while the items load: two rows of the desktop grid. */
const SKELETON_CARDS = 6;

interface MallGridProps {
  currencySymbol: string;
  onRedeem: (item: MallItem) => void;
  onLogin: () => void;
}

/** The mall's items (public), as cards; a member's also say what stands in the way of redeeming. */
export function MallGrid({ currencySymbol, onRedeem, onLogin }: MallGridProps) {
  const { t } = useTranslation();
  const items = usePointsRewards();
  const member = Boolean(useSession((s) => s.token));
  const points = usePointsBalance().data?.points ?? null;
  if (items.isPending)
    return (
      <ul className="mall-grid" aria-busy="true" data-testid="mall-loading">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i}>
            <MallItemSkeleton />
          </li>
        ))}
        <li className="visually-hidden">{t('points.mall.loading')}</li>
      </ul>
    );
  if (items.isError)
    return (
      <div className="form points-problem" data-testid="mall-problem">
        <FormAlert>{messageText(t, errorMessage(items.error))}</FormAlert>
        <Button variant="secondary" onClick={() => void items.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  if (items.data.list.length === 0)
    return (
      <div data-testid="mall-empty">
        <EmptyState>{t('points.mall.empty')}</EmptyState>
      </div>
    );
  return (
    <ul className="mall-grid" data-testid="mall-grid">
      {items.data.list.map((item) => (
        <li key={item.id}>
          <MallItemCard
            item={item}
            currencySymbol={currencySymbol}
            member={member}
            points={points}
            onRedeem={onRedeem}
            onLogin={onLogin}
          />
        </li>
      ))}
    </ul>
  );
}
