import { branchReservationsDay, reservationsDay } from '@sufra/contract/endpoints/reservations';
import type { ReservationDay, ReservationRecord } from '@sufra/contract/resources/reservations';
import { riyadhDay, riyadhInstant } from '@sufra/contract/riyadh';
import type { ReservationStatus } from '@sufra/contract/statuses';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Flex, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateInput } from '../../components/form/date-time-inputs.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { DetailsDrawer } from '../../components/resource/details-drawer.tsx';
import { type ResourceRecord, realmConfig } from '../../components/resource/resource-config.ts';
import { call } from '../../lib/api-client.ts';
import { dayjs } from '../../lib/dayjs-locale.ts';
import { formatHour, formatTime } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { queryKeys, scopeRequest, useQueryScope } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';
import { useOptions } from '../../lib/use-options.ts';
import { RESERVATION_STATUS_COLORS, ReservationStatusTag, reservationLabel } from './reservation-status.tsx';
import { reservationsPage } from './reservations-page.tsx';
import './reservations.css';

/** What a host plans around: live and seated tables (canceled and expired ones free their table). */
const SHOWN: readonly ReservationStatus[] = ['pending', 'hold', 'done', 'no_show'];
const MINUTE = 60_000;

interface Placed {
  reservation: ReservationRecord;
  start: number;
  end: number;
}

/** The day's window in minutes after its midnight: its hours (a range may end past midnight), or noon to midnight. */
function windowOf(day: ReservationDay): { from: number; to: number } {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  if (day.hours.length === 0) return { from: 12 * 60, to: 24 * 60 };
  const from = Math.min(...day.hours.map((h) => minutes(h.opening_time)));
  const to = Math.max(
    ...day.hours.map((h) =>
      minutes(h.closing_time) > minutes(h.opening_time)
        ? minutes(h.closing_time)
        : minutes(h.closing_time) + 24 * 60,
    ),
  );
  return { from: Math.floor(from / 60) * 60, to: Math.ceil(to / 60) * 60 };
}

/** A table (numbered from 1) and what it holds; numbers past the tables hold the overflow. */
interface Lane {
  table: number;
  items: Placed[];
}

/** Each table of a position gets the reservations it holds: the earliest free table takes the next one. */
function lanesOf(placed: readonly Placed[], tables: number): Lane[] {
  const lanes: Lane[] = Array.from({ length: tables }, (_, index) => ({ table: index + 1, items: [] }));
  for (const item of [...placed].sort((a, b) => a.start - b.start)) {
    const lane = lanes.find((l) => (l.items.at(-1)?.end ?? Number.NEGATIVE_INFINITY) <= item.start);
    if (lane) lane.items.push(item);
    else lanes.push({ table: lanes.length + 1, items: [item] });
  }
  return lanes;
}

/**
 * A branch's day at a glance (issue 10): tables by position across the hours, each reservation a
 * block in its status's colour, so a host sees what is booked, held and free; a block opens its
 * details (and their steps). Live: a reservation event refreshes the day (the layout invalidates it).
 */
export function ReservationDayPage() {
  const { t } = useTranslation();
  const lang = useLocale();
  const scope = useQueryScope();
  const { userType } = useSession();
  const ownBranch = userType === 'branch';
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date');
  const date = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : riyadhDay(new Date());
  const setDate = (value: string) => setSearch({ date: value }, { replace: true });
  const [branchId, setBranchId] = useState<number | null>(null);
  const [viewing, setViewing] = useState<ResourceRecord | null>(null);
  const branches = useOptions(ownBranch ? undefined : 'branches');
  const chosen = ownBranch ? null : (branchId ?? Number(branches.data?.[0]?.value ?? 0) ?? null);
  const ready = ownBranch || Boolean(chosen);
  const day = useQuery({
    queryKey: queryKeys.reservationDay(scope, chosen, date),
    enabled: ready,
    queryFn: ({ signal }) =>
      (ownBranch
        ? call(branchReservationsDay, { query: { date }, signal, ...scopeRequest(scope) })
        : call(reservationsDay, {
            query: { date, ...(chosen ? { branch_id: chosen } : {}) },
            signal,
            ...scopeRequest(scope),
          })
      ).then((r) => r.data),
  });
  const config = realmConfig(reservationsPage, userType);

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={t('routes.reservations_day')}
        under={{ title: t('resources.reservations.title'), to: '/reservations/record' }}
      />
      <Card size="small">
        <Flex gap={12} wrap align="center">
          <DateInput
            aria-label={t('reservations_page.day')}
            allowClear={false}
            value={dayjs(date)}
            onChange={(value) => {
              if (value && !Array.isArray(value)) setDate(value.format('YYYY-MM-DD'));
            }}
          />
          {ownBranch ? null : (
            <Select
              aria-label={t('reservations_page.branch')}
              style={{ minInlineSize: 240 }}
              loading={branches.isLoading}
              value={chosen ? String(chosen) : undefined}
              options={branches.data ?? []}
              onChange={(value) => setBranchId(Number(value))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          )}
          <div className="reservation-day-legend">
            {SHOWN.map((status) => (
              <ReservationStatusTag key={status} status={status} lang={lang} />
            ))}
          </div>
        </Flex>
      </Card>
      {day.isError ? <Alert type="error" showIcon title={t('errors.load_failed')} /> : null}
      {day.data ? (
        <Card size="small" title={day.data.branch_name}>
          <DayGrid day={day.data} onOpen={setViewing} />
        </Card>
      ) : day.isLoading ? (
        <Skeleton active />
      ) : null}
      <DetailsDrawer config={config} record={viewing} onClose={() => setViewing(null)} />
    </Flex>
  );
}

function DayGrid({ day, onOpen }: { day: ReservationDay; onOpen: (record: ResourceRecord) => void }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const window = windowOf(day);
  const span = window.to - window.from;
  const midnight = riyadhInstant(day.date, '00:00').getTime();
  const placed = day.reservations
    .filter((r) => SHOWN.includes(r.status))
    .map((reservation) => ({
      reservation,
      start: (Date.parse(reservation.starts_at) - midnight) / MINUTE,
      end: (Date.parse(reservation.ends_at) - midnight) / MINUTE,
    }));
  // a long day (a branch open around the clock) is labelled every two hours
  const step = span > 14 * 60 ? 120 : 60;
  const hours = Array.from({ length: Math.floor(span / step) + 1 }, (_, i) => window.from + i * step);
  const at = (minute: number) => `${((minute - window.from) / span) * 100}%`;
  const positions = [
    { key: 'inside', tables: day.tables_inside },
    { key: 'outside', tables: day.tables_outside },
  ] as const;
  if (day.tables_inside + day.tables_outside === 0)
    return <Empty description={t('reservations_page.no_tables')} />;
  return (
    <div className="reservation-day">
      <div className="reservation-day-grid">
        <div className="reservation-day-hours">
          <span />
          <div className="reservation-day-scale">
            {hours.map((minute) => (
              <span key={minute} style={{ insetInlineStart: at(minute) }}>
                <bdi>{formatHour(Math.floor(minute / 60), lang)}</bdi>
              </span>
            ))}
          </div>
        </div>
        {positions
          .filter((position) => position.tables > 0)
          .map((position) => {
            const lanes = lanesOf(
              placed.filter((p) => p.reservation.table_position === position.key),
              position.tables,
            );
            return (
              <section key={position.key} aria-label={reservationLabel(lang, position.key)}>
                <h2 className="reservation-day-position">{reservationLabel(lang, position.key)}</h2>
                {lanes.map((lane) => (
                  <div className="reservation-day-row" key={`${position.key}-${lane.table}`}>
                    <span className="reservation-day-table">
                      {lane.table <= position.tables
                        ? t('reservations_page.table', { number: lane.table })
                        : t('reservations_page.over')}
                    </span>
                    <div className="reservation-day-lane">
                      {lane.items.map(({ reservation, start, end }) => (
                        <button
                          type="button"
                          key={reservation.id}
                          data-number={reservation.reservation_number}
                          className="reservation-day-block"
                          style={{
                            insetInlineStart: at(Math.max(start, window.from)),
                            inlineSize: at(
                              window.from + Math.min(end, window.to) - Math.max(start, window.from),
                            ),
                            background: RESERVATION_STATUS_COLORS[reservation.status],
                          }}
                          title={`${formatTime(reservation.reservation_time, lang)} · ${reservation.client_name} · ${reservation.members_count}`}
                          onClick={() => onOpen(reservation as unknown as ResourceRecord)}
                        >
                          <bdi>{formatTime(reservation.reservation_time, lang)}</bdi>{' '}
                          {reservation.client_name} · {reservation.members_count}{' '}
                          {/* Named by what it shows, the guests and the status said after it (hidden text). */}
                          <span className="sr-only">
                            {t('reservations_page.block', {
                              count: reservation.members_count,
                              status: reservationLabel(lang, reservation.status),
                            })}
                          </span>
                        </button>
                      ))}
                    </div>
                  </div>
                ))}
              </section>
            );
          })}
      </div>
    </div>
  );
}
