import { branchMealsTogether, type mealsTogether } from '@sufra/contract/resources/meals-together';
import type { Locale } from '@sufra/contract/user-types';
import type { z } from 'zod';
import { stateColumns } from '../../components/resource/common-columns.ts';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { mealsTogetherKey } from './keys.ts';
import { galleryForm } from './menu-body.ts';
import {
  adminFilters,
  brandColumn,
  brandField,
  galleryFields,
  itemColumns,
  itemDetails,
  mealName,
  mealOptionLabel,
  menuItemDefaults,
  namePriceFields,
  priceColumn,
  pricedLinesLine,
  pricingLines,
  sizeRowFields,
} from './menu-columns.tsx';

type Combo = z.infer<typeof mealsTogether.record>;

const itemsText = (record: Combo, lang: Locale) =>
  new Intl.ListFormat(lang, { style: 'narrow', type: 'unit' }).format(
    record.items.map((item) => `${mealName(item, lang)} × ${item.quantity}`),
  );

const columns: ResourceColumn<Combo>[] = [
  ...itemColumns<Combo>(),
  brandColumn(),
  {
    key: 'items',
    width: 200,
    render: (record, { lang }) => <span className="menu-items">{itemsText(record, lang)}</span>,
  },
  priceColumn(),
  ...stateColumns,
];

const details: ResourceColumn<Combo>[] = [
  ...itemDetails<Combo>(),
  brandColumn(),
  {
    key: 'items',
    render: (record, { lang }) => (
      <ul className="menu-lines">
        {record.items.map((item) => (
          <li key={item.meal_id}>
            <span>{mealName(item, lang)}</span>
            <span>× {item.quantity}</span>
          </li>
        ))}
      </ul>
    ),
  },
  ...pricingLines<Combo>(),
  pricedLinesLine(
    'sizes',
    (record: Combo) => record.sizes,
    (size, lang) => (lang === 'ar' ? size.mealSizes_ar : size.mealSizes_en),
  ),
  { key: 'meal_description_ar' },
  { key: 'meal_description_en' },
  ...stateColumns,
];

/**
 * Meals together (combos): several meals of a brand sold as one, with images and sizes. No
 * processing time of their own, so the sort never offers one here (SPEC §5).
 */
export const mealsTogetherPage: ResourcePageConfig<Combo> = {
  ...mealsTogetherKey,
  realms: { branch: branchMealsTogether },
  columns,
  details,
  filterUserTypes: adminFilters,
  hiddenSorts: ['processing_time'],
  form: [
    brandField,
    ...namePriceFields,
    { name: 'tax', kind: 'percent' },
    { name: 'blocked', kind: 'active' },
    ...galleryFields,
    {
      name: 'items',
      kind: 'list',
      addKey: 'resources.meals_together.add_item',
      fields: [
        {
          name: 'meal_id',
          kind: 'select',
          source: 'meals',
          scopedBy: { field: 'brand_id', filter: 'brand_id', label: mealOptionLabel },
        },
        { name: 'quantity', kind: 'integer', maxLength: 2 },
      ],
    },
    { name: 'sizes', kind: 'list', addKey: 'resources.meals.add_size', fields: sizeRowFields },
  ],
  defaults: { ...menuItemDefaults, items: [{ meal_id: undefined, quantity: '1' }] },
  ...galleryForm,
};

export default mealsTogetherPage;
