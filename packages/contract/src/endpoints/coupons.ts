import { coupons, couponUse } from '../resources/coupons.ts';
import { endpoint, pageBody, pageQuery } from './endpoint.ts';

/** A coupon's uses, newest first, a page at a time. */
export const couponUses = endpoint({
  method: 'GET',
  path: '/coupons/:id/uses',
  userTypes: coupons.userTypes,
  query: pageQuery,
  responses: { 200: pageBody(couponUse) },
});
