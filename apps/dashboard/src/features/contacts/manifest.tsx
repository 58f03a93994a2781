import { MailOutlined } from '@ant-design/icons';
import { type FeatureManifest, listedResource } from '../../components/feature-manifest.tsx';
import { contactsKey } from './keys.ts';

/** Messages sent through the contact forms: the list and the reply page. */
export const contactsManifest: FeatureManifest = {
  resources: [
    // The edit page is the reply: the whole message and the answer mailed to its sender.
    listedResource(contactsKey, 'other', <MailOutlined />, () => import('./contacts-page.tsx'), {
      loadForm: () => import('./contact-reply-page.tsx'),
    }),
  ],
};
