import type { Branch, Menu } from './api.ts';

export function pick<T>(list: readonly T[]): T {
  const item = list[Math.floor(Math.random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

const chance = (p: number) => Math.random() < p;
const NOTES = ['بدون بصل', 'حار لو سمحت', 'صوص إضافي', 'بدون ثلج', 'Less salt please'];
const CARS = [
  ['Toyota Camry', 'أبيض'],
  ['Hyundai Sonata', 'فضي'],
  ['Nissan Patrol', 'أسود'],
  ['Lexus ES', 'رمادي'],
] as const;
const PLATE = 'ABDEGHJKLNRSTUVXZ';

/** A delivery type the branch offers, weighted as counters see them. */
function deliveryType(branch: Branch): string | undefined {
  const offered: [string, number][] = [];
  if (branch.receiving) offered.push(['receiving', 40]);
  if (branch.car_delivering) offered.push(['car_delivering', 30]);
  if (branch.drive_through) offered.push(['drive_through', 20]);
  if (branch.tables_inside + branch.tables_outside > 0) offered.push(['table', 20]);
  let roll = Math.random() * offered.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [type, weight] of offered) {
    roll -= weight;
    if (roll < 0) return type;
  }
  return offered[0]?.[0];
}

/** A plausible cart for the branch: 1–4 lines, mostly single, sometimes a size, extras, a note or a combo. */
export function buildCart(
  branch: Branch,
  menu: Menu,
  coupon: string | undefined,
): (Record<string, unknown> & { delivery_type: string; coupon_code?: string }) | undefined {
  const meals = menu.categories.flatMap((category) => category.meals);
  const type = deliveryType(branch);
  if (meals.length === 0 || !type) return undefined;
  const lines = Array.from({ length: pick([1, 1, 2, 2, 3, 4]) }, () => {
    if (menu.combos.length > 0 && chance(0.15)) {
      const combo = pick(menu.combos);
      return {
        combo_id: combo.id,
        ...(combo.sizes.length > 0 && chance(0.3) ? { size_id: pick(combo.sizes).id } : {}),
        quantity: 1,
      };
    }
    const meal = pick(meals);
    const extras = meal.extras.length > 0 && chance(0.3) ? [pick(meal.extras).id] : [];
    return {
      meal_id: meal.id,
      ...(meal.sizes.length > 0 && chance(0.5) ? { size_id: pick(meal.sizes).id } : {}),
      ...(extras.length > 0 ? { extra_ids: extras } : {}),
      quantity: pick([1, 1, 1, 2, 2, 3]),
      ...(chance(0.1) ? { note: pick(NOTES) } : {}),
    };
  });
  const [car, color] = pick(CARS);
  const plate = `${Array.from({ length: 3 }, () => pick([...PLATE])).join('')} ${1000 + Math.floor(Math.random() * 9000)}`;
  return {
    branch_id: branch.id,
    delivery_type: type,
    items: lines,
    ...(type === 'car_delivering' ? { car_number: plate, car_type: car, car_color: color } : {}),
    ...(type === 'table' ? { table_position: branch.tables_inside > 0 ? 'inside' : 'outside' } : {}),
    ...(coupon ? { coupon_code: coupon } : {}),
  };
}
