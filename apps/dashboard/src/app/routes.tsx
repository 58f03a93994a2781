import {
  AppstoreOutlined,
  CoffeeOutlined,
  EnvironmentOutlined,
  FlagOutlined,
  GiftOutlined,
  HomeOutlined,
  PlusSquareOutlined,
  QuestionCircleOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { type ComponentType, lazy } from 'react';
import type { ResourcePageConfig } from '../components/resource/resource-config.ts';
import { cancelReasonsPage } from '../features/cancel-reasons/cancel-reasons-page.ts';
import { citiesPage } from '../features/cities/cities-page.tsx';
import { countriesPage } from '../features/countries/countries-page.tsx';
import { faqsPage } from '../features/faqs/faqs-page.ts';
import { categoriesPage } from '../features/menu/categories-page.ts';
import { mealExtrasPage } from '../features/menu/meal-extras-page.ts';
import { mealSizesPage } from '../features/menu/meal-sizes-page.ts';
import { mealsPage } from '../features/menu/meals-page.tsx';
import { mealsTogetherPage } from '../features/menu/meals-together-page.tsx';
import type { AppRoute, NavSection } from './route-types.ts';

/** Page components are split into chunks loaded on first visit. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const HomePage = page(
  () => import('../features/home/home-page.tsx'),
  (m) => m.HomePage,
);
const ProfilePage = page(
  () => import('../features/profile/profile-page.tsx'),
  (m) => m.ProfilePage,
);
const UpdateProfilePage = page(
  () => import('../features/profile/update-profile-page.tsx'),
  (m) => m.UpdateProfilePage,
);
const PasswordPage = page(
  () => import('../features/profile/password-page.tsx'),
  (m) => m.PasswordPage,
);
const ComboSizePage = page(
  () => import('../features/menu/combo-size-page.tsx'),
  (m) => m.ComboSizePage,
);
const ResourceListPage = lazy(async () => ({
  default: (await import('../components/resource/resource-list-page.tsx')).ResourceListPage,
}));
const ResourceFormPage = lazy(async () => ({
  default: (await import('../components/form/resource-form-page.tsx')).ResourceFormPage,
}));

/** `/X/record`, `/X/add` and `/X/:id/edit` of a resource, each with its permission (SPEC §2, §6). */
export function resourceRoutes(
  config: ResourcePageConfig,
  nav: { section: NavSection; icon: AppRoute['element'] },
): AppRoute[] {
  const { resource, route, i18nKey } = config;
  const routes: AppRoute[] = [
    {
      path: `${route}/record`,
      titleKey: `${i18nKey}.title`,
      permission: `read-${resource.permission}`,
      element: <ResourceListPage config={config} />,
      nav,
    },
  ];
  if (resource.actions.create) {
    routes.push({
      path: `${route}/add`,
      titleKey: `${i18nKey}.add`,
      permission: `create-${resource.permission}`,
      element: <ResourceFormPage key="add" config={config} mode="add" />,
    });
  }
  if (resource.actions.update) {
    routes.push({
      path: `${route}/:id/edit`,
      titleKey: `${i18nKey}.edit`,
      permission: `update-${resource.permission}`,
      element: <ResourceFormPage key="edit" config={config} mode="edit" />,
    });
  }
  return routes;
}

/** Only the add and edit pages of a resource, at the spec's own paths (meal sizes have no list). */
export function formRoutes(config: ResourcePageConfig, paths: { add: string; edit: string }): AppRoute[] {
  const { resource, i18nKey } = config;
  return [
    {
      path: paths.add,
      titleKey: `${i18nKey}.add`,
      permission: `create-${resource.permission}`,
      element: <ResourceFormPage key="add" config={config} mode="add" />,
    },
    {
      path: paths.edit,
      titleKey: `${i18nKey}.edit`,
      permission: `update-${resource.permission}`,
      element: <ResourceFormPage key="edit" config={config} mode="edit" />,
    },
  ];
}

/**
 * Every page of the logged-in area, in sidebar order within each section. Later resources add one
 * `resourceRoutes(...)` line here and a feature folder.
 */
export const appRoutes: AppRoute[] = [
  {
    path: 'home',
    titleKey: 'routes.home',
    element: <HomePage />,
    nav: { section: 'general', icon: <HomeOutlined /> },
  },
  ...resourceRoutes(mealsPage, { section: 'meal', icon: <CoffeeOutlined /> }),
  ...formRoutes(mealSizesPage, { add: 'meals/sizes/add', edit: 'mealSizes/:id/edit' }),
  ...resourceRoutes(mealsTogetherPage, { section: 'meal', icon: <GiftOutlined /> }),
  {
    path: 'mealsTogether/sizes/add',
    titleKey: 'resources.meals_together.add_size_title',
    permission: 'update-meals',
    element: <ComboSizePage />,
  },
  ...resourceRoutes(categoriesPage, { section: 'meal', icon: <AppstoreOutlined /> }),
  ...resourceRoutes(mealExtrasPage, { section: 'meal', icon: <PlusSquareOutlined /> }),
  ...resourceRoutes(cancelReasonsPage, { section: 'other', icon: <StopOutlined /> }),
  ...resourceRoutes(faqsPage, { section: 'other', icon: <QuestionCircleOutlined /> }),
  ...resourceRoutes(countriesPage, { section: 'other', icon: <FlagOutlined /> }),
  ...resourceRoutes(citiesPage, { section: 'other', icon: <EnvironmentOutlined /> }),
  { path: 'profile', titleKey: 'routes.profile', element: <ProfilePage /> },
  { path: 'update-profile', titleKey: 'routes.update_profile', element: <UpdateProfilePage /> },
  { path: 'password', titleKey: 'routes.password', element: <PasswordPage /> },
];
