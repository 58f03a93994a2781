import { TrademarkOutlined } from '@ant-design/icons';
import { type FeatureManifest, lazyPage, listedResource } from '../../components/feature-manifest.tsx';
import { vendorsKey } from './keys.ts';

const MyBrandPage = lazyPage(() => import('./my-brand-page.tsx'), 'MyBrandPage');

/**
 * Brands: the list, and their own add and edit form (the letter, the five logos, the manager); and
 * the vendor's own brand: its approval status, documents and details (the page admits vendors only).
 */
export const vendorsManifest: FeatureManifest = {
  resources: [
    listedResource(vendorsKey, 'general', <TrademarkOutlined />, () => import('./vendors-page.tsx'), {
      loadForm: async () => ({ default: (await import('./vendor-form-page.tsx')).VendorFormPage }),
    }),
  ],
  pages: [{ path: 'my-brand', titleKey: 'routes.my_brand', element: <MyBrandPage /> }],
};
