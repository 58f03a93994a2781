import type { Permission } from '@sufra/contract/permissions';
import type { ExpressionBuilder, ExpressionWrapper, SqlBool } from 'kysely';
import type { DB } from '../../db/types.ts';
import { type Actor, scopeOf } from '../sessions/actor.ts';
import type { EventType } from './events.ts';

/**
 * Who sees which live event (CONTRACT.md "Live events"): an event of a tenant reaches the streams
 * of that tenant whose caller may read its kind (the admin: every tenant; a vendor: its brand; a
 * branch user: its branch), and a notification reaches its recipient alone. The same rule runs in
 * memory for live events and in SQL for a replay, so both give the same events.
 */
export interface Audience {
  userId: number;
  /** The tenant event types the caller may read. */
  types: ReadonlySet<EventType>;
  /** The caller's brand (null: every brand, the platform's own users). */
  brandId: number | null;
  /** The caller's branch (null: every branch of the brand). */
  branchId: number | null;
}

/** The permission that lets a caller see a tenant event type. */
const READ_PERMISSION: Record<Exclude<EventType, 'notification.created'>, Permission> = {
  'order.created': 'read-orders',
  'order.status': 'read-orders',
  'reservation.created': 'read-reservations',
  'reservation.status': 'read-reservations',
};

/** The kitchen follows orders only (its board), whatever else its role reads. */
const KITCHEN_TYPES: ReadonlySet<EventType> = new Set(['order.created', 'order.status']);

export function audienceOf(actor: Actor): Audience {
  const scope = scopeOf(actor);
  const types = new Set<EventType>();
  for (const [type, permission] of Object.entries(READ_PERMISSION) as [EventType, Permission][]) {
    if (!actor.permissions.has(permission)) continue;
    if (actor.subRole === 'kitchen' && !KITCHEN_TYPES.has(type)) continue;
    types.add(type);
  }
  return {
    userId: actor.userId,
    types,
    brandId: scope.kind === 'all' ? null : scope.brandId,
    branchId: scope.kind === 'branch' ? scope.branchId : null,
  };
}

/** The parts of an event its audience depends on. */
export interface EventAddress {
  type: EventType;
  brand_id: number | null;
  branch_id: number | null;
  user_id: number | null;
}

/** Whether the audience sees this event (live delivery). */
export function sees(audience: Audience, event: EventAddress): boolean {
  if (event.type === 'notification.created') return event.user_id === audience.userId;
  if (!audience.types.has(event.type)) return false;
  if (audience.branchId !== null) return event.branch_id === audience.branchId;
  if (audience.brandId !== null) return event.brand_id === audience.brandId;
  return true;
}

/** The same rule as {@link sees}, as a condition on the `events` table (replay). */
export function visibleTo(
  audience: Audience,
): (eb: ExpressionBuilder<DB, 'events'>) => ExpressionWrapper<DB, 'events', SqlBool> {
  return (eb) => {
    const own = eb.and([eb('type', '=', 'notification.created'), eb('user_id', '=', audience.userId)]);
    if (audience.types.size === 0) return eb.or([own]);
    const tenant = [eb('type', 'in', [...audience.types])];
    if (audience.branchId !== null) tenant.push(eb('branch_id', '=', audience.branchId));
    else if (audience.brandId !== null) tenant.push(eb('brand_id', '=', audience.brandId));
    return eb.or([own, eb.and(tenant)]);
  };
}
