import { useTranslation } from 'react-i18next';
import type { CustomerServiceEntry } from '@bet/contracts/system/customer-service';
import { openCustomerService } from '@/shared/lib/open-customer-service';
import { Button } from '@/shared/ui/button';

/** Opens live chat in the support window (no login yet, so never the VIP line). */
export function ContactUsButton({ customerService }: { customerService: readonly CustomerServiceEntry[] }) {
  const { t } = useTranslation();
  return (
    <Button data-testid="contact-us" onClick={() => openCustomerService(customerService)}>
      {t('status.contactUs')}
    </Button>
  );
}
