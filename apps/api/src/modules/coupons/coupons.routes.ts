import { couponUses as usesEndpoint } from '@sufra/contract/endpoints/coupons';
import { coupons, couponUse } from '@sufra/contract/resources/coupons';
import type { FastifyInstance } from 'fastify';
import { recordLinesRoute } from '../../core/http/routes.ts';
import { registerResource } from '../../core/lists/crud.ts';
import { couponsService, couponUses } from './coupons.service.ts';

/** Coupons (the platform's, brands', and for a branch the ones usable there) and each coupon's uses. */
export function registerCouponRoutes(app: FastifyInstance): void {
  for (const userType of coupons.userTypes)
    recordLinesRoute(app, userType, coupons, {
      endpoint: usesEndpoint,
      summary:
        'The coupon’s uses, newest first: the order, the customer, the discount given and, for a canceled order, when the use was given back',
      operation: 'uses',
      errors: [404],
      row: couponUse,
      load: couponUses,
    });
  registerResource(app, coupons, couponsService);
}
