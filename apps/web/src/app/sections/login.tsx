import { InfoPage } from './info-page';

export default function LoginSection() {
  return <InfoPage routeName="login" />;
}
