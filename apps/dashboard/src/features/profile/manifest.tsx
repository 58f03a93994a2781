import { type FeatureManifest, lazyPage } from '../../components/feature-manifest.tsx';

const ProfilePage = lazyPage(() => import('./profile-page.tsx'), 'ProfilePage');
const UpdateProfilePage = lazyPage(() => import('./update-profile-page.tsx'), 'UpdateProfilePage');
const PasswordPage = lazyPage(() => import('./password-page.tsx'), 'PasswordPage');

/** The signed-in user's own pages, reached from the user menu (no sidebar link). */
export const profileManifest: FeatureManifest = {
  pages: [
    { path: 'profile', titleKey: 'routes.profile', element: <ProfilePage /> },
    { path: 'update-profile', titleKey: 'routes.update_profile', element: <UpdateProfilePage /> },
    { path: 'password', titleKey: 'routes.password', element: <PasswordPage /> },
  ],
};
