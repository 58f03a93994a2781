import { HomeOutlined } from '@ant-design/icons';
import { type FeatureManifest, lazyPage } from '../../components/feature-manifest.tsx';

const HomePage = lazyPage(() => import('./home-page.tsx'), 'HomePage');

/** The home cards: every logged-in user's first page. */
export const homeManifest: FeatureManifest = {
  pages: [
    {
      path: 'home',
      titleKey: 'routes.home',
      element: <HomePage />,
      nav: { section: 'general', icon: <HomeOutlined /> },
    },
  ],
};
