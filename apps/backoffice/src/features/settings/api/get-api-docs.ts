import { useQuery } from '@tanstack/react-query';
import { operatorDocsRoutes } from '@bet/contracts/operator/operator-docs';
import { opsCall } from '@/shared/api/ops-call';
import { settingsKey } from '../lib/settings-key';

/** Whether the API documentation is published at /docs (every role reads it). */
export const useApiDocs = () =>
  useQuery({ queryKey: settingsKey('apiDocs'), queryFn: () => opsCall(operatorDocsRoutes.getApiDocs) });
