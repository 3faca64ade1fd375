import { CategoryPage } from './game-pages';

/**
 * /elott: the e-lottery and lottery vendors in lanes (spec §2). Their game cards open /lottery
 * with the game's code and default play type (launch dispatch by account type LOTT / ELOTT).
 */
export default function ElottSection() {
  return <CategoryPage routeName="elott" />;
}
