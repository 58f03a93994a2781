import { coupons, couponUse } from '../resources/coupons.ts';
import { recordLines } from './endpoint.ts';

/** A coupon's uses, newest first, a page at a time. */
export const couponUses = recordLines('/coupons/:id/uses', coupons.userTypes, couponUse);
