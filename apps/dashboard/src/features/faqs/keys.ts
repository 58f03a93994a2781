import { faqs } from '@sufra/contract/resources/faqs';
import { pageKey } from '../../components/feature-manifest.tsx';

/** The feature's page keys: its pages and its manifest both read them, neither from the other. */
export const faqsKey = pageKey(faqs, 'faq', 'resources.faqs');
