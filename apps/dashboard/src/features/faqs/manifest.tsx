import { QuestionCircleOutlined } from '@ant-design/icons';
import { type FeatureManifest, listedResource } from '../../components/feature-manifest.tsx';
import { faqsKey } from './keys.ts';

/** The app's frequently asked questions. */
export const faqsManifest: FeatureManifest = {
  resources: [listedResource(faqsKey, 'other', <QuestionCircleOutlined />, () => import('./faqs-page.ts'))],
};
