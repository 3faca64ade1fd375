import { CategoryPage } from './game-pages';

export default function LiveSection() {
  return <CategoryPage routeName="live" />;
}
