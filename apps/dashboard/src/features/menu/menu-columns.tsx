import { EditOutlined, PictureOutlined, PlusOutlined } from '@ant-design/icons';
import { MENU_BRANDS_SOURCE } from '@sufra/contract/resources/menu-fields';
import type { Locale, UserType } from '@sufra/contract/user-types';
import { Button, Flex, Image, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { idAndNames } from '../../components/resource/common-columns.ts';
import './menu.css';
import { Link, useNavigate } from 'react-router';
import type {
  FormFieldDef,
  RenderContext,
  ResourceColumn,
  ResourceRecord,
} from '../../components/resource/resource-config.ts';
import { useCan } from '../../lib/can.ts';
import { formatAmount, formatPercent } from '../../lib/format.ts';

/** What the menu pages share: brand, names, prices in SAR, images, sizes and extras. */

export const ADMIN: readonly UserType[] = ['admin'];

/** The brand filter is the admin's (a brand's own users see their brand only). */
export const adminFilters = { brand_id: ADMIN } as const;

/** The admin names the brand of a new record (an update cannot move it to another brand). */
export const brandField: FormFieldDef = {
  name: 'brand_id',
  kind: 'select',
  source: MENU_BRANDS_SOURCE,
  userTypes: ADMIN,
  modes: ['add'],
};

/** An amount in SAR with Latin digits, grouped for the language. */
export function sar(value: string | null | undefined, ctx: Pick<RenderContext, 't' | 'lang'>): string {
  if (value === null || value === undefined || value === '') return '—';
  return ctx.t('common.amount_sar', { amount: formatAmount(value, ctx.lang) });
}

interface Named {
  meal_name_ar: string;
  meal_name_en: string;
}

export const mealName = (record: Named, lang: Locale) =>
  lang === 'ar' ? record.meal_name_ar : record.meal_name_en;

function nameColumn<T extends ResourceRecord & Named>(): ResourceColumn<T> {
  return { key: 'name', width: 130, render: (record, { lang }) => mealName(record, lang) };
}

export function brandColumn<T extends ResourceRecord & { brand_name: string }>(): ResourceColumn<T> {
  return { key: 'brand_id', width: 120, userTypes: ADMIN, render: (record) => record.brand_name };
}

interface Priced {
  price: string;
  offer_price: string | null;
}

/** The price, or the offer price with the price struck through. */
export function priceColumn<T extends ResourceRecord & Priced>(): ResourceColumn<T> {
  return {
    key: 'price',
    width: 110,
    render: (record, ctx) =>
      record.offer_price ? (
        <Flex vertical>
          <span className="menu-offer">{sar(record.offer_price, ctx)}</span>
          <Typography.Text delete type="secondary">
            {sar(record.price, ctx)}
          </Typography.Text>
        </Flex>
      ) : (
        sar(record.price, ctx)
      ),
  };
}

interface Pictured extends Named {
  image_url: string | null;
  thumbnail_url: string | null;
}

/** The first image's thumbnail; a click previews the image itself. */
function thumbnailColumn<T extends ResourceRecord & Pictured>(): ResourceColumn<T> {
  return {
    key: 'image_url',
    width: 64,
    render: (record, { lang }) =>
      record.thumbnail_url ? (
        <Image
          src={record.thumbnail_url}
          preview={{ src: record.image_url ?? record.thumbnail_url }}
          alt={mealName(record, lang)}
          width={48}
          height={48}
          className="menu-thumb"
        />
      ) : (
        <span className="menu-thumb menu-thumb-empty" role="img" aria-label={mealName(record, lang)}>
          <PictureOutlined aria-hidden />
        </span>
      ),
  };
}

interface Gallery extends Named {
  images: { id: number; url: string; thumbnail_url: string | null }[];
}

/** Every image of the record, in order, previewed as one group. */
function galleryLine<T extends ResourceRecord & Gallery>(): ResourceColumn<T> {
  return {
    key: 'images',
    render: (record, { lang, t }) =>
      record.images.length === 0 ? (
        t('common.none')
      ) : (
        <Image.PreviewGroup>
          <Flex wrap gap={8} className="menu-gallery">
            {record.images.map((image, index) => (
              <Image
                key={image.id}
                src={image.thumbnail_url ?? image.url}
                preview={{ src: image.url }}
                alt={`${mealName(record, lang)} ${index + 1}`}
                width={88}
                height={88}
                className="menu-thumb"
              />
            ))}
          </Flex>
        </Image.PreviewGroup>
      ),
  };
}

/** The first columns of a meal's or a combo's list: its picture, id and name. */
export function itemColumns<T extends ResourceRecord & Pictured>(): ResourceColumn<T>[] {
  return [thumbnailColumn(), { key: 'id', width: 60 }, nameColumn()];
}

/** The first lines of a meal's or a combo's details: its images, id and both names. */
export function itemDetails<T extends ResourceRecord & Gallery>(): ResourceColumn<T>[] {
  return [galleryLine(), ...idAndNames('meal_name_ar', 'meal_name_en')];
}

/** A details line listing a record's priced lines (a meal's extras, a combo's sizes) by name and price. */
export function pricedLinesLine<T extends ResourceRecord, L extends { id: number; price: string }>(
  key: string,
  lines: (record: T) => readonly L[],
  name: (line: L, lang: Locale) => string,
): ResourceColumn<T> {
  return {
    key,
    render: (record, { lang }) => (
      <PricedLines
        lines={lines(record).map((line) => ({ key: line.id, name: name(line, lang), price: line.price }))}
      />
    ),
  };
}

export interface PricedLine {
  key: number;
  name: string;
  price: string;
  /** Where to edit this line, when the user may. */
  edit?: string | undefined;
}

/** Sizes or extras: name and price per line, with an edit link and an add link when allowed. */
export function PricedLines({
  lines,
  add,
  editLabel,
}: {
  lines: readonly PricedLine[];
  add?: { to: string; label: string } | undefined;
  editLabel?: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const ctx = { t, lang: (i18n.language === 'ar' ? 'ar' : 'en') as Locale };
  const content: ReactNode =
    lines.length === 0 ? (
      t('common.none')
    ) : (
      <ul className="menu-lines">
        {lines.map((line) => (
          <li key={line.key}>
            <span>{line.name}</span>
            <Flex gap={4} align="center">
              <span>{sar(line.price, ctx)}</span>
              {line.edit ? (
                <Link to={line.edit} aria-label={`${editLabel ?? t('actions.edit')}: ${line.name}`}>
                  <EditOutlined aria-hidden />
                </Link>
              ) : null}
            </Flex>
          </li>
        ))}
      </ul>
    );
  return (
    <Flex vertical gap={6} align="start">
      {content}
      {add ? (
        <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={() => navigate(add.to)}>
          {add.label}
        </Button>
      ) : null}
    </Flex>
  );
}

interface SizeRow {
  id: number;
  mealSizes_ar: string;
  mealSizes_en: string;
  price: string;
}

/** A meal's sizes in its drawer: each editable on its own page, and a new one added there. */
export function MealSizes({
  mealId,
  sizes,
  lang,
}: {
  mealId: number;
  sizes: readonly SizeRow[];
  lang: Locale;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const lines = sizes.map((size) => ({
    key: size.id,
    name: lang === 'ar' ? size.mealSizes_ar : size.mealSizes_en,
    price: size.price,
    edit: can('update', 'mealsizes') ? `/mealSizes/${size.id}/edit` : undefined,
  }));
  const add = can('create', 'mealsizes')
    ? { to: `/meals/sizes/add?meal_id=${mealId}`, label: t('resources.meal_sizes.add') }
    : undefined;
  return <PricedLines lines={lines} add={add} editLabel={t('resources.meal_sizes.edit')} />;
}

/** A meal's or a combo's price, offer price and tax in its details. */
export function pricingLines<T extends ResourceRecord & Priced & { tax: string }>(): ResourceColumn<T>[] {
  return [
    { key: 'price', render: (record, ctx) => sar(record.price, ctx) },
    { key: 'offer_price', render: (record, ctx) => sar(record.offer_price, ctx) },
    { key: 'tax', render: (record, { lang }) => formatPercent(record.tax, lang) },
  ];
}

/** A meal of the chosen brand in a select (an extra's meal, a combo's items). */
export const mealOptionLabel = (record: ResourceRecord, lang: Locale) =>
  String(lang === 'ar' ? record.meal_name_ar : record.meal_name_en);

/** The names and prices of a meal or a combo, in that order in both forms. */
export const namePriceFields: readonly FormFieldDef[] = [
  { name: 'meal_name_ar', kind: 'text', maxLength: 150, dir: 'rtl' },
  { name: 'meal_name_en', kind: 'text', maxLength: 150, dir: 'ltr' },
  { name: 'price', kind: 'money' },
  { name: 'offer_price', kind: 'money' },
];

/** The images and descriptions of a meal or a combo, in that order in both forms. */
export const galleryFields: readonly FormFieldDef[] = [
  { name: 'images', kind: 'images', wide: true },
  { name: 'meal_description_ar', kind: 'textarea', maxLength: 2000, dir: 'rtl' },
  { name: 'meal_description_en', kind: 'textarea', maxLength: 2000, dir: 'ltr' },
];

/** What a new meal or combo starts with: the 15 % VAT, active, no images and no sizes. */
export const menuItemDefaults = { tax: '15', blocked: false, images: [], sizes: [] };

/** Inline rows of the meal and combo forms. */
export const sizeRowFields: readonly FormFieldDef[] = [
  { name: 'mealSizes_ar', kind: 'text', maxLength: 100, dir: 'rtl' },
  { name: 'mealSizes_en', kind: 'text', maxLength: 100, dir: 'ltr' },
  { name: 'price', kind: 'money' },
];

export const extraRowFields: readonly FormFieldDef[] = [
  { name: 'meal_extra_name_ar', kind: 'text', maxLength: 100, dir: 'rtl' },
  { name: 'meal_extra_name_en', kind: 'text', maxLength: 100, dir: 'ltr' },
  { name: 'price', kind: 'money' },
];
