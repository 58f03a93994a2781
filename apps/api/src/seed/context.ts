import type { Database } from '../db/database.ts';
import type { DemoTenants } from './accounts.ts';
import type { BranchOptions } from './branches-data.ts';
import type { BrandMenu } from './catalog.ts';
import type { WorkingHoursSeed } from './hours.ts';
import type { Random } from './random.ts';

/** An approved branch that takes orders, with its staff (user ids) for the status history. */
export interface BranchInfo {
  id: number;
  brandId: number;
  hours: readonly WorkingHoursSeed[];
  options: BranchOptions;
  managerId: number;
  kitchenId: number;
  cashierId: number;
  /** Share of the orders and reservations, relative to 1. */
  weight: number;
}

export interface ClientInfo {
  id: number;
  createdAt: Date;
  name: string;
  email: string | null;
  phone: string;
}

export interface CouponInfo {
  id: number;
  brandId: number | null;
  branchIds: readonly number[];
  type: 'amount' | 'percentage';
  value: string;
  maxUses: number;
  startDate: string;
  endDate: string;
  blocked: boolean;
  uses: number;
}

/** Everything the generators share. Money in halalas, instants as Date. */
export interface DemoContext {
  db: Database;
  random: Random;
  now: Date;
  /** Today in Asia/Riyadh. */
  today: string;
  tenants: DemoTenants;
  adminId: number;
  /** The two demo brands: brand id → its brand manager's user id. */
  vendorIds: ReadonlyMap<number, number>;
  branches: readonly BranchInfo[];
  clients: readonly ClientInfo[];
  menus: ReadonlyMap<number, BrandMenu>;
  reasons: { order: readonly number[]; reservation: readonly number[] };
  coupons: CouponInfo[];
  points: { valueHalalas: number; points: number; perRiyal: number };
}
