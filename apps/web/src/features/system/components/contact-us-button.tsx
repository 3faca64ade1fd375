import { useTranslation } from 'react-i18next';
import type { CustomerServiceEntry } from '@bet/contracts/system/customer-service';
import { openCustomerService } from '@/shared/lib/open-customer-service';
import { Button } from '@/shared/ui/button';

/** Opens customer service in the support window: the VIP line for a member ranked above 4. */
export function ContactUsButton({
  customerService,
  rankLevel,
}: {
  customerService: readonly CustomerServiceEntry[];
  /** The logged-in member's rank; null for a visitor. */
  rankLevel: number | null;
}) {
  const { t } = useTranslation();
  return (
    <Button data-testid="contact-us" onClick={() => openCustomerService(customerService, rankLevel)}>
      {t('status.contactUs')}
    </Button>
  );
}
