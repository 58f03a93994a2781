import { lazy } from 'react';
import type { AppRoute, FeatureManifest, LazyResourcePage } from '../components/feature-manifest.tsx';
import type { FormMode } from '../components/resource/resource-config.ts';
import { branchUsersManifest } from '../features/branch-users/manifest.tsx';
import { branchesManifest } from '../features/branches/manifest.tsx';
import { cancelReasonsManifest } from '../features/cancel-reasons/manifest.tsx';
import { citiesManifest } from '../features/cities/manifest.tsx';
import { clientsManifest } from '../features/clients/manifest.tsx';
import { commissionInvoicesManifest } from '../features/commission-invoices/manifest.tsx';
import { contactsManifest } from '../features/contacts/manifest.tsx';
import { countriesManifest } from '../features/countries/manifest.tsx';
import { couponsManifest } from '../features/coupons/manifest.tsx';
import { eInvoicingManifest } from '../features/e-invoicing/manifest.tsx';
import { faqsManifest } from '../features/faqs/manifest.tsx';
import { homeManifest } from '../features/home/manifest.tsx';
import { invoiceManifest } from '../features/invoice/manifest.tsx';
import { menuManifest } from '../features/menu/manifest.tsx';
import { notificationsManifest } from '../features/notifications/manifest.tsx';
import { ordersManifest } from '../features/orders/manifest.tsx';
import { pointsManifest } from '../features/points/manifest.tsx';
import { profileManifest } from '../features/profile/manifest.tsx';
import { reportsManifest } from '../features/reports/manifest.tsx';
import { reservationsManifest } from '../features/reservations/manifest.tsx';
import { rolesManifest } from '../features/roles/manifest.tsx';
import { settingsManifest } from '../features/settings/manifest.tsx';
import { slidersManifest } from '../features/sliders/manifest.tsx';
import { subscriptionsManifest } from '../features/subscriptions/manifest.tsx';
import { usersManifest } from '../features/users/manifest.tsx';
import { vendorsManifest } from '../features/vendors/manifest.tsx';

/** A resource's list: the list machinery and the page's config, loaded together on the first visit. */
const listPage = (page: LazyResourcePage) =>
  lazy(async () => {
    const [{ ResourceListPage }, loaded] = await Promise.all([
      import('../components/resource/resource-list-page.tsx'),
      page.load(),
    ]);
    return { default: () => <ResourceListPage config={loaded.default} /> };
  });

/** A resource's add or edit page: its own form, or the generic one with the page's config. */
const formPage = (page: LazyResourcePage, mode: FormMode) =>
  lazy(async () => {
    if (page.loadForm) {
      const { default: OwnForm } = await page.loadForm();
      return { default: () => <OwnForm mode={mode} /> };
    }
    const [{ ResourceFormPage }, loaded] = await Promise.all([
      import('../components/form/resource-form-page.tsx'),
      page.load(),
    ]);
    return { default: () => <ResourceFormPage config={loaded.default} mode={mode} /> };
  });

/**
 * A resource's list `/X/record`, add `/X/add` and edit `/X/:id/edit` pages, each with its permission
 * (SPEC §2, §6): add and edit only where the contract allows them.
 */
function resourceRoutes(page: LazyResourcePage): AppRoute[] {
  const { resource, route, i18nKey } = page.key;
  const routes: AppRoute[] = [];
  if (page.list) {
    const List = listPage(page);
    routes.push({
      path: `${route}/record`,
      titleKey: `${i18nKey}.title`,
      permission: `read-${resource.permission}`,
      element: <List />,
      nav: page.list,
    });
  }
  if (resource.actions.create && page.add !== false) {
    const Add = formPage(page, 'add');
    routes.push({
      path: page.add ?? `${route}/add`,
      titleKey: `${i18nKey}.add`,
      permission: `create-${resource.permission}`,
      element: <Add />,
    });
  }
  if (resource.actions.update) {
    const Edit = formPage(page, 'edit');
    routes.push({
      path: `${route}/:id/edit`,
      titleKey: `${i18nKey}.edit`,
      permission: `update-${resource.permission}`,
      element: <Edit />,
    });
  }
  return routes;
}

/**
 * The features of the logged-in area, in sidebar order: each declares its own pages in its
 * `manifest.tsx` (routes, sidebar links, the chunks it loads). A new feature adds one line here.
 */
export const featureManifests: readonly FeatureManifest[] = [
  homeManifest,
  ordersManifest,
  invoiceManifest,
  reservationsManifest,
  vendorsManifest,
  subscriptionsManifest,
  branchesManifest,
  clientsManifest,
  branchUsersManifest,
  menuManifest,
  reportsManifest,
  eInvoicingManifest,
  commissionInvoicesManifest,
  couponsManifest,
  notificationsManifest,
  pointsManifest,
  cancelReasonsManifest,
  faqsManifest,
  slidersManifest,
  countriesManifest,
  citiesManifest,
  contactsManifest,
  usersManifest,
  rolesManifest,
  settingsManifest,
  profileManifest,
];

/** Every page of the logged-in area, in sidebar order within each section. */
export const appRoutes: readonly AppRoute[] = featureManifests.flatMap((manifest) => [
  ...(manifest.resources ?? []).flatMap(resourceRoutes),
  ...(manifest.pages ?? []),
]);
