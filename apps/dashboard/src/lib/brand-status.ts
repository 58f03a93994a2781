import { brandMayOperate } from '@sufra/contract/approval';
import { ownVendor } from '@sufra/contract/endpoints/vendors';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from './api-client.ts';
import { queryKeys, useQueryScope } from './query-keys.ts';
import { useSession } from './session.ts';

/**
 * The signed-in vendor's own brand, read from the server (its approval status and branches may have
 * changed since sign-in): `isVendor` false for every other user, whose query never runs. `fresh`
 * reads it again on each page that asks (a branch just added counts at once).
 */
export function useOwnBrand({ fresh = false, enabled = true }: { fresh?: boolean; enabled?: boolean } = {}) {
  const { user, userType } = useSession();
  const scope = useQueryScope();
  const brandId = user?.brand_id ?? 0;
  const isVendor = userType === 'vendor' && brandId > 0;
  const brand = useQuery({
    queryKey: queryKeys.detail(scope, 'vendors', brandId),
    enabled: isVendor && enabled,
    retry: false,
    ...(fresh ? { staleTime: 0 } : {}),
    queryFn: async () =>
      (await call(ownVendor, { params: { id: brandId }, userType: 'vendor', notify: false })).data,
  });
  return { brand, isVendor, user, userType };
}

/**
 * Why the signed-in brand may not write yet, as the server refuses every write of a brand waiting
 * for the administration's approval or with rejected documents (`waitsForApproval`): the reason to
 * show instead of a button or a form it could not save. `null` when it may (and for the platform's
 * users). A vendor's brand is read afresh (the status may have changed since sign-in); a branch
 * user's is the one its sign-in gave.
 */
export function useBrandWriteBlock(): string | null {
  const { t } = useTranslation();
  const { user, userType } = useSession();
  const { brand } = useOwnBrand({ enabled: Boolean(user?.brand_status) });
  if (userType === 'admin' || !user) return null;
  const status = brand.data?.status ?? user.brand_status ?? null;
  if (!status || brandMayOperate(status)) return null;
  return t(
    status === 'DocumentsRejected' ? 'list.add_blocked.documents_rejected' : 'list.add_blocked.not_approved',
  );
}
