import { CategoryPage } from './game-pages';

export default function ElottSection() {
  return <CategoryPage routeName="elott" />;
}
