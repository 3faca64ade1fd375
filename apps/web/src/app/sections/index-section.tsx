import { HomeLobby } from '../home/home-lobby';

export default function IndexSection() {
  return <HomeLobby />;
}
