import { reservations } from '@sufra/contract/resources/reservations';
import type { ReservationStatus } from '@sufra/contract/statuses';
import type { Locale } from '@sufra/contract/user-types';
import { labelsOf, StatusTag } from '../../components/status/status-tag.tsx';

/**
 * Each reservation status with its colour — waiting amber, confirmed blue, seated green, not
 * attended and canceled red shades, expired grey — dark enough for AA contrast in both themes.
 */
export const RESERVATION_STATUS_COLORS: Readonly<Record<ReservationStatus, string>> = {
  pending: '#874d00',
  hold: '#0958d9',
  done: '#237804',
  no_show: '#ad2102',
  canceled: '#a8071a',
  expired: '#595959',
};

/** A status, a position… in the request's language (the contract's labels). */
export const reservationLabel = labelsOf(reservations.labels);

export function ReservationStatusTag({ status, lang }: { status: ReservationStatus; lang: Locale }) {
  return (
    <StatusTag status={status} lang={lang} colors={RESERVATION_STATUS_COLORS} label={reservationLabel} />
  );
}
