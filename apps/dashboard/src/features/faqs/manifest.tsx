import { QuestionCircleOutlined } from '@ant-design/icons';
import type { FeatureManifest } from '../../components/feature-manifest.tsx';
import { faqsKey } from './keys.ts';

/** The app's frequently asked questions. */
export const faqsManifest: FeatureManifest = {
  resources: [
    {
      key: faqsKey,
      load: () => import('./faqs-page.ts'),
      list: { section: 'other', icon: <QuestionCircleOutlined /> },
    },
  ],
};
