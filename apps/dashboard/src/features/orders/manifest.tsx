import { FireOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { orders } from '@sufra/contract/resources/orders';
import { type FeatureManifest, lazyPage, pageKey } from '../../components/feature-manifest.tsx';

export const ordersKey = pageKey(orders, 'orders', 'resources.orders');

const KitchenPage = lazyPage(() => import('./kitchen-page.tsx'), 'KitchenPage');

/** Orders: the list (customers place them, nobody adds or edits here) and a branch's kitchen board. */
export const ordersManifest: FeatureManifest = {
  resources: [
    {
      key: ordersKey,
      load: () => import('./orders-page.tsx'),
      list: { section: 'general', icon: <ShoppingCartOutlined />, counter: 'new-orders' },
    },
  ],
  pages: [
    {
      path: 'kitchen',
      titleKey: 'routes.kitchen',
      permission: 'read-orders',
      userTypes: ['branch'],
      element: <KitchenPage />,
      nav: { section: 'general', icon: <FireOutlined /> },
    },
  ],
};
