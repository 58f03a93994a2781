import { MailOutlined } from '@ant-design/icons';
import { contacts } from '@sufra/contract/resources/contacts';
import type { FeatureManifest, ResourcePageKey } from '../../components/feature-manifest.tsx';

export const contactsKey = {
  resource: contacts,
  route: 'contacts',
  i18nKey: 'resources.contacts',
} satisfies ResourcePageKey;

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
