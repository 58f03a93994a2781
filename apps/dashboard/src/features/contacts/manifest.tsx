import { MailOutlined } from '@ant-design/icons';
import { contacts } from '@sufra/contract/resources/contacts';
import { type FeatureManifest, pageKey } from '../../components/feature-manifest.tsx';

export const contactsKey = pageKey(contacts, 'contacts', 'resources.contacts');

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
