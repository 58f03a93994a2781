import { CreditCardOutlined } from '@ant-design/icons';
import { type FeatureManifest, lazyPage, listedResource } from '../../components/feature-manifest.tsx';
import { subscriptionsKey } from './keys.ts';

const RenewSubscriptionPage = lazyPage(() => import('./renew-page.tsx'), 'RenewSubscriptionPage');
const PaymentSuccessPage = lazyPage(() => import('./payment-result-page.tsx'), 'PaymentSuccessPage');
const PaymentFailPage = lazyPage(() => import('./payment-result-page.tsx'), 'PaymentFailPage');

/** Subscriptions: the list (no add or edit, SPEC §2), a vendor's renewal and the gateway's return pages. */
export const subscriptionsManifest: FeatureManifest = {
  resources: [
    listedResource(
      subscriptionsKey,
      'general',
      <CreditCardOutlined />,
      () => import('./subscriptions-page.tsx'),
    ),
  ],
  pages: [
    {
      path: 'subscription/:id/renew',
      titleKey: 'subscriptions.renew_title',
      permission: 'create-payments',
      userTypes: ['vendor'],
      element: <RenewSubscriptionPage />,
    },
    {
      path: 'payment/success',
      titleKey: 'payment.success_route',
      permission: 'create-payments',
      element: <PaymentSuccessPage />,
    },
    {
      path: 'payment/fail',
      titleKey: 'payment.fail_route',
      permission: 'create-payments',
      element: <PaymentFailPage />,
    },
  ],
};
