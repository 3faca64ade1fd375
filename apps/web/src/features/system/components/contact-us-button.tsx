import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { useCustomerService } from './use-customer-service';

/** Opens customer service in the support window: the VIP line for a member ranked above 4. */
export function ContactUsButton({
  rankLevel,
}: {
  /** The logged-in member's rank; null for a visitor. */
  rankLevel: number | null;
}) {
  const { t } = useTranslation();
  const customerService = useCustomerService(rankLevel);
  return (
    <>
      <Button data-testid="contact-us" onClick={customerService.open}>
        {t('status.contactUs')}
      </Button>
      {customerService.dialog}
    </>
  );
}
