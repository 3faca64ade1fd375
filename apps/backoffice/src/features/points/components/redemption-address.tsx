import { useTranslation } from 'react-i18next';
import type { ReceivingAddress } from '@bet/contracts/points/points';

/** Where goods go: the receiver, the phone and the address, as the player typed them. */
export function RedemptionAddress({ address }: { address: ReceivingAddress | null }) {
  const { t } = useTranslation('points');
  if (!address) return null;
  return (
    <address className="redemption-address" aria-label={t('redemptions.addressOf', { name: address.name })}>
      <strong>{address.name}</strong>
      <span>{address.phone}</span>
      <span>{address.address}</span>
    </address>
  );
}
