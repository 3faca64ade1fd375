import { CategoryPage } from './game-pages';

export default function FishSection() {
  return <CategoryPage routeName="fish" />;
}
