import { CalendarOutlined, ScheduleOutlined } from '@ant-design/icons';
import { type FeatureManifest, lazyPage, listedResource } from '../../components/feature-manifest.tsx';
import { reservationsKey } from './keys.ts';

const ReservationDayPage = lazyPage(() => import('./reservation-day-page.tsx'), 'ReservationDayPage');

/** Reservations: the list (customers book, nobody adds or edits here) and a branch's day at a glance. */
export const reservationsManifest: FeatureManifest = {
  resources: [
    listedResource(reservationsKey, 'general', <CalendarOutlined />, () => import('./reservations-page.tsx')),
  ],
  pages: [
    {
      path: 'reservations/day',
      titleKey: 'routes.reservations_day',
      permission: 'read-reservations',
      element: <ReservationDayPage />,
      nav: { section: 'general', icon: <ScheduleOutlined /> },
    },
  ],
};
