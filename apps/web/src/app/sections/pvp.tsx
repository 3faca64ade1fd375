import { PvpRooms } from '@/features/games/components/pvp-rooms';
import { useSiteInfo } from '@/features/system/api/system-status';
import { CategoryPage } from './game-pages';

/** /pvp: the card games page, led by the card room's rooms (stakes, who is playing, Play). */
export default function PvpSection() {
  const { merchant } = useSiteInfo();
  return <CategoryPage routeName="pvp" lead={<PvpRooms currencySymbol={merchant.currencySymbol} />} />;
}
