import { QuestionCircleOutlined } from '@ant-design/icons';
import { faqs } from '@sufra/contract/resources/faqs';
import { type FeatureManifest, pageKey } from '../../components/feature-manifest.tsx';

export const faqsKey = pageKey(faqs, 'faq', 'resources.faqs');

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
