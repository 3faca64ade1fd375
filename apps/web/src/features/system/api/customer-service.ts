import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `GET /wps/system/customerService`: the customer-service lines' addresses (`version.pathList`). */
export const getCustomerServicePaths = () => apiCall(routes.customerService);
