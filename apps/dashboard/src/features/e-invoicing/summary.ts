import { zatcaSummaryRead } from '@sufra/contract/endpoints/e-invoices';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { queryKeys, scopeRequest, useQueryScope } from '../../lib/query-keys.ts';

/** The cache name of the compliance figures: onboarding, renewal and a new environment refresh it. */
export const SUMMARY = 'zatca-summary';

/** The compliance figures: the platform's for the admin, its own brand's for a vendor. */
export function useZatcaSummary() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: queryKeys.settings(scope, SUMMARY),
    queryFn: ({ signal }) =>
      call(zatcaSummaryRead, { signal, notify: false, ...scopeRequest(scope) }).then((r) => r.data),
  });
}
