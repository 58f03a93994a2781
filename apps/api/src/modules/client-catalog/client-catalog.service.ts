import type { ClientBranch, ClientMenu } from '@sufra/contract/client-api';
import { isOpenAt } from '@sufra/contract/resources/branch-hours';
import type { DeliveryType } from '@sufra/contract/statuses';
import type { Locale } from '@sufra/contract/user-types';
import { uploadUrl } from '../../core/storage/uploads.ts';
import type { Database } from '../../db/database.ts';
import { ClientCatalogRepository } from './client-catalog.repository.ts';

type BranchRow = NonNullable<Awaited<ReturnType<ClientCatalogRepository['branch']>>>;
type HoursRow = Awaited<ReturnType<ClientCatalogRepository['hours']>>[number];

/** The delivery types an order may have at a branch (dine-in needs tables). */
export function deliveryTypes(branch: Omit<BranchRow, 'name'>): DeliveryType[] {
  const types: DeliveryType[] = [];
  if (branch.receiving) types.push('receiving');
  if (branch.car_delivering) types.push('car_delivering');
  if (branch.drive_through) types.push('drive_through');
  if (branch.tables_inside + branch.tables_outside > 0) types.push('table');
  return types;
}

function withHours(branches: readonly BranchRow[], hours: readonly HoursRow[], now: Date): ClientBranch[] {
  return branches.map((branch) => {
    const own = hours
      .filter((h) => h.branch_id === branch.id)
      .map(({ day_of_week, opening_time, closing_time }) => ({ day_of_week, opening_time, closing_time }));
    return {
      ...branch,
      open_now: isOpenAt(own, now),
      delivery_types: deliveryTypes(branch),
      working_hours: own,
    };
  });
}

/** The branches that take customers, a page at a time, each with whether it is open now. */
export async function clientBranches(
  db: Database,
  locale: Locale,
  filters: { cityId?: number | undefined; brandId?: number | undefined },
  page: { page: number; perPage: number },
): Promise<{ rows: ClientBranch[]; total: number }> {
  const repo = new ClientCatalogRepository(db, locale);
  const { rows, total } = await repo.branches(filters, page);
  const hours = await repo.hours(rows.map((row) => row.id));
  return { rows: withHours(rows, hours, new Date()), total };
}

/** What `read` makes of the branch `id` when it takes customers (undefined: none such), named in `locale`. */
async function withBranch<T>(
  db: Database,
  locale: Locale,
  id: number,
  read: (repo: ClientCatalogRepository, branch: BranchRow) => Promise<T>,
): Promise<T | undefined> {
  const repo = new ClientCatalogRepository(db, locale);
  const branch = await repo.branch(id);
  return branch ? read(repo, branch) : undefined;
}

export function clientBranch(db: Database, locale: Locale, id: number): Promise<ClientBranch | undefined> {
  return withBranch(
    db,
    locale,
    id,
    async (repo, branch) => withHours([branch], await repo.hours([id]), new Date())[0],
  );
}

const urls = (paths: readonly string[]) => paths.flatMap((path) => uploadUrl(path) ?? []);

/** A branch's menu as it stands: categories with their meals (sizes, extras) and the combos. */
export function clientMenu(db: Database, locale: Locale, branchId: number): Promise<ClientMenu | undefined> {
  return withBranch(db, locale, branchId, menuOf);
}

/** The menu of a branch taking customers, read with `repo`. */
async function menuOf(repo: ClientCatalogRepository, branch: BranchRow): Promise<ClientMenu> {
  const [meals, extras, combos] = await Promise.all([
    repo.meals(branch.brand_id, branch.id),
    repo.extras(branch.brand_id),
    repo.combos(branch.brand_id, branch.id),
  ]);
  const [mealSizes, comboSizes, comboItems] = await Promise.all([
    repo.sizes(
      'meal_sizes',
      'meal_id',
      meals.map((m) => m.id),
    ),
    repo.sizes(
      'meals_together_sizes',
      'combo_id',
      combos.map((c) => c.id),
    ),
    repo.comboItems(combos.map((c) => c.id)),
  ]);
  const option = ({ id, name, price }: { id: number; name: string; price: string }) => ({ id, name, price });
  const categories: ClientMenu['categories'] = [];
  for (const meal of meals) {
    let category = categories.at(-1);
    if (category?.id !== meal.category_id) {
      category = { id: meal.category_id, name: meal.category_name, meals: [] };
      categories.push(category);
    }
    category.meals.push({
      id: meal.id,
      name: meal.name,
      description: meal.description,
      note: meal.note,
      price: meal.price,
      offer_price: meal.offer_price,
      tax: meal.tax,
      processing_time: meal.processing_time,
      images: urls(meal.images),
      sizes: mealSizes.filter((s) => s.owner_id === meal.id).map(option),
      extras: extras.filter((e) => e.meal_id === meal.id || e.meal_id === null).map(option),
    });
  }
  return {
    branch_id: branch.id,
    categories,
    combos: combos.map((combo) => ({
      ...combo,
      images: urls(combo.images),
      sizes: comboSizes.filter((s) => s.owner_id === combo.id).map(option),
      items: comboItems
        .filter((item) => item.combo_id === combo.id)
        .map(({ meal_id, name, quantity }) => ({ meal_id, name, quantity })),
    })),
  };
}

/** A branch taking customers with its working hours, for placing an order (undefined: none such). */
export function orderingBranch(db: Database, id: number) {
  return withBranch(db, 'en', id, async (repo, branch) => ({ ...branch, hours: await repo.hours([id]) }));
}

export function clientCancelReasons(db: Database, locale: Locale, kind: 'order' | 'reservation') {
  return new ClientCatalogRepository(db, locale).cancelReasons(kind);
}
