import { FireOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { type FeatureManifest, lazyPage, listedResource } from '../../components/feature-manifest.tsx';
import { ordersKey } from './keys.ts';

const KitchenPage = lazyPage(() => import('./kitchen-page.tsx'), 'KitchenPage');

/** Orders: the list (customers place them, nobody adds or edits here) and a branch's kitchen board. */
export const ordersManifest: FeatureManifest = {
  resources: [
    listedResource(ordersKey, 'general', <ShoppingCartOutlined />, () => import('./orders-page.tsx'), {
      counter: 'new-orders',
    }),
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
