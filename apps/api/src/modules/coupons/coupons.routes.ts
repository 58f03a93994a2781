import { couponUses as usesEndpoint } from '@sufra/contract/endpoints/coupons';
import { coupons, couponUse } from '@sufra/contract/resources/coupons';
import type { FastifyInstance } from 'fastify';
import { idParam, pageAnswer, parseInput, route } from '../../core/http/routes.ts';
import { registerResource } from '../../core/lists/crud.ts';
import { pageOf } from '../../core/lists/page-query.ts';
import { couponsService, couponUses } from './coupons.service.ts';

/** Coupons (the platform's, brands', and for a branch the ones usable there) and each coupon's uses. */
export function registerCouponRoutes(app: FastifyInstance): void {
  for (const userType of coupons.userTypes)
    route(app, userType, {
      endpoint: usesEndpoint,
      access: { permission: 'read-coupons' },
      tags: ['coupons'],
      summary:
        'The coupon’s uses, newest first: the order, the customer, the discount given and, for a canceled order, when the use was given back',
      operation: 'uses',
      errors: [404],
      handler: async (request) => {
        const page = pageOf(parseInput(usesEndpoint.query, request.query, coupons.labels));
        const uses = await couponUses(request.ctx(), idParam(request), page.page, page.perPage);
        return pageAnswer(couponUse, page, uses);
      },
    });
  registerResource(app, coupons, couponsService);
}
