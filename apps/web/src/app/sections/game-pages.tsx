import type { ComponentProps } from 'react';
import { GameCategoryPage } from '@/features/games/components/game-category-page';
import { GameFramePage } from '@/features/games/components/game-frame-page';
import { GameAnnouncements } from '@/features/notices/components/game-announcements';

const announcements = (vendors: readonly string[]) => <GameAnnouncements vendors={vendors} />;

/** A game category page with its vendors' game announcements (the notices feature's). */
export const CategoryPage = (props: Omit<ComponentProps<typeof GameCategoryPage>, 'announcements'>) => (
  <GameCategoryPage {...props} announcements={announcements} />
);

/** The /game page with the running vendor's game announcements. */
export const FramePage = () => <GameFramePage announcements={announcements} />;
