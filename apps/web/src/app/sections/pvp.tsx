import { CategoryPage } from './game-pages';

export default function PvpSection() {
  return <CategoryPage routeName="pvp" />;
}
