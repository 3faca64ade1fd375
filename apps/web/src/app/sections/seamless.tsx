import { CategoryPage } from './game-pages';

/** /seamless: games that play from the main wallet; empty until the catalogue marks such vendors. */
export default function SeamlessSection() {
  return <CategoryPage routeName="seamless" />;
}
