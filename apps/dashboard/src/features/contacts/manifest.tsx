import { MailOutlined } from '@ant-design/icons';
import type { FeatureManifest } from '../../components/feature-manifest.tsx';
import { contactsKey } from './keys.ts';

/** Messages sent through the contact forms: the list and the reply page. */
export const contactsManifest: FeatureManifest = {
  resources: [
    {
      key: contactsKey,
      load: () => import('./contacts-page.tsx'),
      // The edit page is the reply: the whole message and the answer mailed to its sender.
      loadForm: () => import('./contact-reply-page.tsx'),
      list: { section: 'other', icon: <MailOutlined /> },
    },
  ],
};
