import { FramePage } from './game-pages';

export default function ByIframeSection() {
  return <FramePage />;
}
