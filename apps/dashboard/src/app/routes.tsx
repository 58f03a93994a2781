import {
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CoffeeOutlined,
  ContactsOutlined,
  CreditCardOutlined,
  EnvironmentOutlined,
  FireOutlined,
  FlagOutlined,
  GiftOutlined,
  HomeOutlined,
  LineChartOutlined,
  MailOutlined,
  NotificationOutlined,
  PictureOutlined,
  PlusSquareOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  StarOutlined,
  StopOutlined,
  TagsOutlined,
  TeamOutlined,
  TrademarkOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ResourceDef } from '@sufra/contract/resource';
import { branchUsers } from '@sufra/contract/resources/branch-users';
import { branches } from '@sufra/contract/resources/branches';
import { cancelReasons } from '@sufra/contract/resources/cancel-reasons';
import { categories } from '@sufra/contract/resources/categories';
import { cities } from '@sufra/contract/resources/cities';
import { clients } from '@sufra/contract/resources/clients';
import { contacts } from '@sufra/contract/resources/contacts';
import { countries } from '@sufra/contract/resources/countries';
import { coupons } from '@sufra/contract/resources/coupons';
import { faqs } from '@sufra/contract/resources/faqs';
import { mealExtras } from '@sufra/contract/resources/meal-extras';
import { mealSizes } from '@sufra/contract/resources/meal-sizes';
import { meals } from '@sufra/contract/resources/meals';
import { mealsTogether } from '@sufra/contract/resources/meals-together';
import { notifications } from '@sufra/contract/resources/notifications';
import { orders } from '@sufra/contract/resources/orders';
import { pointSettings } from '@sufra/contract/resources/point-settings';
import { clientsReport, commissionReport, vendorsReport } from '@sufra/contract/resources/reports';
import { reservations } from '@sufra/contract/resources/reservations';
import { sliders } from '@sufra/contract/resources/sliders';
import { subscriptions } from '@sufra/contract/resources/subscriptions';
import { users } from '@sufra/contract/resources/users';
import { vendors } from '@sufra/contract/resources/vendors';
import { type ComponentType, lazy } from 'react';
import type { FormMode, ResourcePageConfig } from '../components/resource/resource-config.ts';
import { rolesPageResource } from '../features/roles/roles-resource.ts';
import type { AppRoute } from './route-types.ts';

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
const RoleEditPage = page(
  () => import('../features/roles/role-edit-page.tsx'),
  (m) => m.RoleEditPage,
);
const ComboSizePage = page(
  () => import('../features/menu/combo-size-page.tsx'),
  (m) => m.ComboSizePage,
);
const KitchenPage = page(
  () => import('../features/orders/kitchen-page.tsx'),
  (m) => m.KitchenPage,
);
const ReservationDayPage = page(
  () => import('../features/reservations/reservation-day-page.tsx'),
  (m) => m.ReservationDayPage,
);
const InvoicePage = page(
  () => import('../features/invoice/invoice-page.tsx'),
  (m) => m.InvoicePage,
);
const VendorAddPage = page(
  () => import('../features/vendors/vendor-form-page.tsx'),
  (m) => m.VendorAddPage,
);
const VendorEditPage = page(
  () => import('../features/vendors/vendor-form-page.tsx'),
  (m) => m.VendorEditPage,
);
const RenewSubscriptionPage = page(
  () => import('../features/subscriptions/renew-page.tsx'),
  (m) => m.RenewSubscriptionPage,
);
const PaymentSuccessPage = page(
  () => import('../features/subscriptions/payment-result-page.tsx'),
  (m) => m.PaymentSuccessPage,
);
const PaymentFailPage = page(
  () => import('../features/subscriptions/payment-result-page.tsx'),
  (m) => m.PaymentFailPage,
);
const SettingsPage = page(
  () => import('../features/settings/settings-page.tsx'),
  (m) => m.SettingsPage,
);
const MyBrandPage = page(
  () => import('../features/vendors/my-brand-page.tsx'),
  (m) => m.MyBrandPage,
);

/**
 * What the route table knows of a resource page before it is opened: the contract's declaration
 * (permission, actions), the path segment and the i18n prefix. The page itself (columns, form) is a
 * chunk of its own, loaded with the list or form machinery on the first visit.
 */
export interface LazyResourcePage {
  resource: ResourceDef;
  route: string;
  i18nKey: string;
  load: () => Promise<{ default: ResourcePageConfig }>;
  /** The resource's own add and edit page, when the generic form is not enough (branches: the map). */
  loadForm?: () => Promise<{ default: ComponentType<{ mode: FormMode }> }>;
}

const listPage = (config: LazyResourcePage) =>
  page(
    async () => {
      const [{ ResourceListPage }, loaded] = await Promise.all([
        import('../components/resource/resource-list-page.tsx'),
        config.load(),
      ]);
      return () => <ResourceListPage config={loaded.default} />;
    },
    (component) => component,
  );

const formPage = (config: LazyResourcePage, mode: FormMode) =>
  page(
    async () => {
      if (config.loadForm) {
        const { default: OwnForm } = await config.loadForm();
        return () => <OwnForm mode={mode} />;
      }
      const [{ ResourceFormPage }, loaded] = await Promise.all([
        import('../components/form/resource-form-page.tsx'),
        config.load(),
      ]);
      return () => <ResourceFormPage config={loaded.default} mode={mode} />;
    },
    (component) => component,
  );

/** `/X/record`, `/X/add` and `/X/:id/edit` of a resource, each with its permission (SPEC §2, §6). */
export function resourceRoutes(config: LazyResourcePage, nav: NonNullable<AppRoute['nav']>): AppRoute[] {
  const { resource, route, i18nKey } = config;
  const List = listPage(config);
  const routes: AppRoute[] = [
    {
      path: `${route}/record`,
      titleKey: `${i18nKey}.title`,
      permission: `read-${resource.permission}`,
      element: <List />,
      nav,
    },
  ];
  if (resource.actions.create) {
    const Add = formPage(config, 'add');
    routes.push({
      path: `${route}/add`,
      titleKey: `${i18nKey}.add`,
      permission: `create-${resource.permission}`,
      element: <Add />,
    });
  }
  if (resource.actions.update) {
    const Edit = formPage(config, 'edit');
    routes.push({
      path: `${route}/:id/edit`,
      titleKey: `${i18nKey}.edit`,
      permission: `update-${resource.permission}`,
      element: <Edit />,
    });
  }
  return routes;
}

/** Only the add and edit pages of a resource, at the spec's own paths (meal sizes have no list). */
export function formRoutes(config: LazyResourcePage, paths: { add: string; edit: string }): AppRoute[] {
  const { resource, i18nKey } = config;
  const Add = formPage(config, 'add');
  const Edit = formPage(config, 'edit');
  return [
    {
      path: paths.add,
      titleKey: `${i18nKey}.add`,
      permission: `create-${resource.permission}`,
      element: <Add />,
    },
    {
      path: paths.edit,
      titleKey: `${i18nKey}.edit`,
      permission: `update-${resource.permission}`,
      element: <Edit />,
    },
  ];
}

/** The resource pages, each loaded on its first visit (`resource-pages.test.ts` checks they agree). */
export const resourcePages = {
  orders: {
    resource: orders,
    route: 'orders',
    i18nKey: 'resources.orders',
    load: () => import('../features/orders/orders-page.tsx'),
  },
  reservations: {
    resource: reservations,
    route: 'reservations',
    i18nKey: 'resources.reservations',
    load: () => import('../features/reservations/reservations-page.tsx'),
  },
  meals: {
    resource: meals,
    route: 'meals',
    i18nKey: 'resources.meals',
    load: () => import('../features/menu/meals-page.tsx'),
  },
  mealSizes: {
    resource: mealSizes,
    route: 'mealSizes',
    i18nKey: 'resources.meal_sizes',
    load: () => import('../features/menu/meal-sizes-page.ts'),
  },
  mealsTogether: {
    resource: mealsTogether,
    route: 'mealsTogether',
    i18nKey: 'resources.meals_together',
    load: () => import('../features/menu/meals-together-page.tsx'),
  },
  categories: {
    resource: categories,
    route: 'categories',
    i18nKey: 'resources.categories',
    load: () => import('../features/menu/categories-page.ts'),
  },
  mealExtras: {
    resource: mealExtras,
    route: 'mealExtras',
    i18nKey: 'resources.meal_extras',
    load: () => import('../features/menu/meal-extras-page.ts'),
  },
  cancelReasons: {
    resource: cancelReasons,
    route: 'cancel-reasons',
    i18nKey: 'resources.cancel_reasons',
    load: () => import('../features/cancel-reasons/cancel-reasons-page.ts'),
  },
  faqs: {
    resource: faqs,
    route: 'faq',
    i18nKey: 'resources.faqs',
    load: () => import('../features/faqs/faqs-page.ts'),
  },
  sliders: {
    resource: sliders,
    route: 'sliders',
    i18nKey: 'resources.sliders',
    load: () => import('../features/sliders/sliders-page.tsx'),
  },
  countries: {
    resource: countries,
    route: 'countries',
    i18nKey: 'resources.countries',
    load: () => import('../features/countries/countries-page.tsx'),
  },
  cities: {
    resource: cities,
    route: 'cities',
    i18nKey: 'resources.cities',
    load: () => import('../features/cities/cities-page.tsx'),
  },
  contacts: {
    resource: contacts,
    route: 'contacts',
    i18nKey: 'resources.contacts',
    load: () => import('../features/contacts/contacts-page.tsx'),
    loadForm: () => import('../features/contacts/contact-reply-page.tsx'),
  },
  branches: {
    resource: branches,
    route: 'branches',
    i18nKey: 'resources.branches',
    load: () => import('../features/branches/branches-page.tsx'),
    loadForm: () => import('../features/branches/branch-form-page.tsx'),
  },
  clients: {
    resource: clients,
    route: 'clients',
    i18nKey: 'resources.clients',
    load: () => import('../features/clients/clients-page.tsx'),
  },
  roles: {
    resource: rolesPageResource,
    route: 'roles',
    i18nKey: 'resources.roles',
    load: () => import('../features/roles/roles-page.tsx'),
  },
  branchUsers: {
    resource: branchUsers,
    route: 'branchusers',
    i18nKey: 'resources.branch_users',
    load: () => import('../features/branch-users/branch-users-page.tsx'),
  },
  users: {
    resource: users,
    route: 'users',
    i18nKey: 'resources.users',
    load: () => import('../features/users/users-page.tsx'),
  },
  coupons: {
    resource: coupons,
    route: 'coupons',
    i18nKey: 'resources.coupons',
    load: () => import('../features/coupons/coupons-page.tsx'),
  },
  points: {
    resource: pointSettings,
    route: 'points',
    i18nKey: 'resources.points',
    load: () => import('../features/points/points-page.tsx'),
  },
  subscriptions: {
    resource: subscriptions,
    route: 'subscription',
    i18nKey: 'resources.subscriptions',
    load: () => import('../features/subscriptions/subscriptions-page.tsx'),
  },
  vendors: {
    resource: vendors,
    route: 'vendors',
    i18nKey: 'resources.vendors',
    load: () => import('../features/vendors/vendors-page.tsx'),
  },
  clientReports: {
    resource: clientsReport,
    route: 'clientReports',
    i18nKey: 'resources.client_reports',
    load: () => import('../features/reports/clients-report-page.tsx'),
  },
  vendorReports: {
    resource: vendorsReport,
    route: 'vendorReports',
    i18nKey: 'resources.vendor_reports',
    load: () => import('../features/reports/vendors-report-page.tsx'),
  },
  commissionReports: {
    resource: commissionReport,
    route: 'commissionReports',
    i18nKey: 'resources.commission_reports',
    load: () => import('../features/reports/commission-report-page.tsx'),
  },
  notifications: {
    resource: notifications,
    route: 'notifications',
    i18nKey: 'resources.notifications',
    load: () => import('../features/notifications/notifications-page.tsx'),
  },
} satisfies Record<string, LazyResourcePage>;

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
  // Orders: the list (orders are placed by customers, never added or edited here) and the kitchen board.
  ...resourceRoutes(resourcePages.orders, {
    section: 'general',
    icon: <ShoppingCartOutlined />,
    counter: 'new-orders',
  }),
  {
    path: 'orders/:id/invoice',
    titleKey: 'invoice.page_title',
    permission: 'read-orders',
    element: <InvoicePage />,
  },
  {
    path: 'kitchen',
    titleKey: 'routes.kitchen',
    permission: 'read-orders',
    userTypes: ['branch'],
    element: <KitchenPage />,
    nav: { section: 'general', icon: <FireOutlined /> },
  },
  // Reservations: the list (customers book, nobody adds or edits here) and a branch's day at a glance.
  ...resourceRoutes(resourcePages.reservations, { section: 'general', icon: <CalendarOutlined /> }),
  {
    path: 'reservations/day',
    titleKey: 'routes.reservations_day',
    permission: 'read-reservations',
    element: <ReservationDayPage />,
    nav: { section: 'general', icon: <ScheduleOutlined /> },
  },
  // Brands: the list, and their own add and edit form (the letter, the five logos, the manager).
  ...resourceRoutes(resourcePages.vendors, { section: 'general', icon: <TrademarkOutlined /> }).filter(
    (route) => route.path === 'vendors/record',
  ),
  {
    path: 'vendors/add',
    titleKey: 'resources.vendors.add',
    permission: 'create-vendors',
    element: <VendorAddPage />,
  },
  {
    path: 'vendors/:id/edit',
    titleKey: 'resources.vendors.edit',
    permission: 'update-vendors',
    element: <VendorEditPage />,
  },
  // The vendor's own brand: its approval status, documents and details (the page admits vendors only).
  { path: 'my-brand', titleKey: 'routes.my_brand', element: <MyBrandPage /> },
  // Subscriptions: the list (no add or edit, SPEC §2), a vendor's renewal and the gateway's return pages.
  ...resourceRoutes(resourcePages.subscriptions, { section: 'general', icon: <CreditCardOutlined /> }),
  {
    path: 'subscription/:id/renew',
    titleKey: 'subscriptions.renew_title',
    permission: 'create-payments',
    userTypes: ['vendor'],
    element: <RenewSubscriptionPage />,
  },
  {
    path: 'payment/success',
    titleKey: 'payment.success_route',
    permission: 'create-payments',
    element: <PaymentSuccessPage />,
  },
  {
    path: 'payment/fail',
    titleKey: 'payment.fail_route',
    permission: 'create-payments',
    element: <PaymentFailPage />,
  },
  // Customers: record and edit only (they sign up in the app; SPEC §2).
  ...resourceRoutes(resourcePages.branches, { section: 'general', icon: <ShopOutlined /> }),
  ...resourceRoutes(resourcePages.clients, { section: 'general', icon: <ContactsOutlined /> }),
  ...resourceRoutes(resourcePages.branchUsers, { section: 'general', icon: <TeamOutlined /> }),
  ...resourceRoutes(resourcePages.meals, { section: 'meal', icon: <CoffeeOutlined /> }),
  ...formRoutes(resourcePages.mealSizes, { add: 'meals/sizes/add', edit: 'mealSizes/:id/edit' }),
  ...resourceRoutes(resourcePages.mealsTogether, { section: 'meal', icon: <GiftOutlined /> }),
  {
    path: 'mealsTogether/sizes/add',
    titleKey: 'resources.meals_together.add_size_title',
    permission: 'update-meals',
    element: <ComboSizePage />,
  },
  ...resourceRoutes(resourcePages.categories, { section: 'meal', icon: <AppstoreOutlined /> }),
  ...resourceRoutes(resourcePages.mealExtras, { section: 'meal', icon: <PlusSquareOutlined /> }),
  // Reports: record only (SPEC §2), read-reports; each with its chart beside the table.
  ...resourceRoutes(resourcePages.clientReports, { section: 'report', icon: <ContactsOutlined /> }),
  ...resourceRoutes(resourcePages.vendorReports, { section: 'report', icon: <BarChartOutlined /> }),
  ...resourceRoutes(resourcePages.commissionReports, { section: 'report', icon: <LineChartOutlined /> }),
  ...resourceRoutes(resourcePages.coupons, { section: 'other', icon: <TagsOutlined /> }),
  // Notifications: record only (SPEC §2); sending is a dialog on the list.
  ...resourceRoutes(resourcePages.notifications, { section: 'other', icon: <NotificationOutlined /> }).filter(
    (route) => route.path === 'notifications/record',
  ),
  ...resourceRoutes(resourcePages.points, { section: 'other', icon: <StarOutlined /> }),
  ...resourceRoutes(resourcePages.cancelReasons, { section: 'other', icon: <StopOutlined /> }),
  ...resourceRoutes(resourcePages.faqs, { section: 'other', icon: <QuestionCircleOutlined /> }),
  ...resourceRoutes(resourcePages.sliders, { section: 'other', icon: <PictureOutlined /> }),
  ...resourceRoutes(resourcePages.countries, { section: 'other', icon: <FlagOutlined /> }),
  ...resourceRoutes(resourcePages.cities, { section: 'other', icon: <EnvironmentOutlined /> }),
  ...resourceRoutes(resourcePages.contacts, { section: 'other', icon: <MailOutlined /> }),
  ...resourceRoutes(resourcePages.users, { section: 'other', icon: <UserOutlined /> }),
  // Roles: the list, and the permission matrix instead of the generic edit form (no add, SPEC §2).
  ...resourceRoutes(resourcePages.roles, { section: 'other', icon: <SafetyCertificateOutlined /> }).filter(
    (route) => route.path !== 'roles/:id/edit',
  ),
  {
    path: 'roles/:id/edit',
    titleKey: 'resources.roles.edit',
    permission: 'update-roles',
    element: <RoleEditPage />,
  },
  // Platform settings: record only (SPEC §2), one tab per group.
  {
    path: 'settings/record',
    titleKey: 'settings.title',
    permission: 'read-settings',
    element: <SettingsPage />,
    nav: { section: 'other', icon: <SettingOutlined /> },
  },
  { path: 'profile', titleKey: 'routes.profile', element: <ProfilePage /> },
  { path: 'update-profile', titleKey: 'routes.update_profile', element: <UpdateProfilePage /> },
  { path: 'password', titleKey: 'routes.password', element: <PasswordPage /> },
];
