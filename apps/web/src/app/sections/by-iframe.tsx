import { GameFramePage } from '@/features/games/components/game-frame-page';

export default function ByIframeSection() {
  return <GameFramePage />;
}
