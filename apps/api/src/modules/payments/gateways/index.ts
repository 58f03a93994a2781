import type { AppDeps } from '../../../core/http/context.ts';
import { systemClock } from '../../../core/jobs/clock.ts';
import type { PaymentGateway } from './gateway.ts';
import { MoyasarGateway } from './moyasar.ts';
import { TestGateway } from './test-gateway.ts';

const gateways = new WeakMap<AppDeps, PaymentGateway>();

/** The gateway this server is configured for (`PAYMENT_GATEWAY`), one per app. */
export function paymentGateway(deps: AppDeps): PaymentGateway {
  let gateway = gateways.get(deps);
  if (!gateway) {
    const { payments } = deps.config;
    if (payments.gateway === 'moyasar') {
      if (!payments.moyasar)
        throw new Error('PAYMENT_GATEWAY=moyasar needs MOYASAR_SECRET_KEY and MOYASAR_WEBHOOK_SECRET');
      gateway = new MoyasarGateway(payments.moyasar);
    } else {
      gateway = new TestGateway(deps.db, deps.clock ?? systemClock);
    }
    gateways.set(deps, gateway);
  }
  return gateway;
}

/** The built-in test gateway, when it is the one configured. */
export function testGateway(deps: AppDeps): TestGateway | undefined {
  const gateway = paymentGateway(deps);
  return gateway instanceof TestGateway ? gateway : undefined;
}
