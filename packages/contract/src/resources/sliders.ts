import { z } from 'zod';
import { textPair } from '../bilingual.ts';
import { storedRecord } from '../common.ts';
import { defineResource } from '../resource.ts';
import { DATE_YEARS, flag, integer, optionalUrl } from '../validation.ts';

const title = textPair('title_ar', 'title_en', 150, { en: 'Title', ar: 'العنوان' });

/**
 * Sliders (SPEC §2, §3): the banners at the top of the customer app's home, managed by the platform
 * at `/dashboard/sliders/…`. Each has one image (SPEC §5: JPG, PNG or SVG by its bytes, at most 2 MB,
 * SVG sanitised), a title in both languages, an optional web link, a display order and an optional
 * display period; the customer API lists those showing now (`GET /api/v1/client/sliders`).
 */

const withoutBlanks = (v: unknown): unknown => {
  const list = v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];
  return list.filter((item) => !(typeof item === 'string' && item.trim() === ''));
};

/** An uploaded file: the server receives `{ kind: 'file', … }` from multipart, the dashboard holds its item. */
const isFile = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `image`: one file, sent as one multipart part (required on create; on update it replaces the
 * image). Its type (by its bytes) and size (2 MB) are checked by the server when it is stored.
 */
function oneImage({ required }: { required: boolean }) {
  const list = z.array(z.unknown()).max(1, { error: 'sliders.one_image' });
  return z.preprocess(
    withoutBlanks,
    (required ? list.min(1, { error: 'validation.required' }) : list).refine((files) => files.every(isFile), {
      error: 'validation.image_type',
    }),
  );
}

/** A moment with its offset ("2026-12-01T09:00:00+03:00"), within DATE_YEARS; blank is none. */
function optionalMoment() {
  return z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    z.iso
      .datetime({ offset: true, error: 'validation.date' })
      .refine(
        (v) => {
          const year = Number(v.slice(0, 4));
          return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
        },
        { error: 'validation.date' },
      )
      .nullable(),
  );
}

/** Whether a display period is in order: when both ends are given, the end comes after the start. */
export function sliderPeriodIssue(
  startsAt: string | null | undefined,
  endsAt: string | null | undefined,
): { field: 'ends_at'; key: 'sliders.period_order' } | undefined {
  if (!startsAt || !endsAt) return undefined;
  return new Date(endsAt).getTime() > new Date(startsAt).getTime()
    ? undefined
    : { field: 'ends_at', key: 'sliders.period_order' };
}

const fields = {
  ...title.input(),
  /** http:// or https:// only (never `javascript:` or `data:`); blank is none. */
  link: optionalUrl({ max: 500 }),
  /** Display order: the lowest first. */
  position: integer({ min: 0, max: 10_000 }),
  /** The display period; either end may be open. */
  starts_at: optionalMoment(),
  ends_at: optionalMoment(),
  blocked: flag(),
};

const create = z
  .object({
    ...fields,
    link: fields.link.default(null),
    position: fields.position.default(0),
    starts_at: fields.starts_at.default(null),
    ends_at: fields.ends_at.default(null),
    blocked: fields.blocked.default(false),
    image: oneImage({ required: true }),
  })
  .superRefine((values, ctx) => {
    const issue = sliderPeriodIssue(values.starts_at, values.ends_at);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.key });
  });

/** Where a slider stands for customers right now. */
export const SLIDER_DISPLAY = ['showing', 'scheduled', 'ended', 'hidden'] as const;
export type SliderDisplay = (typeof SLIDER_DISPLAY)[number];

export const sliderRecord = storedRecord({
  ...title.record(),
  image_url: z.string(),
  /** A small WebP of a raster image; the image itself for an SVG. */
  thumbnail_url: z.string(),
  link: z.string().nullable(),
  position: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  blocked: z.boolean(),
  /** By the server's clock: shown to customers now, not yet, no more, or blocked. */
  display: z.enum(SLIDER_DISPLAY),
});
export type SliderRecord = z.infer<typeof sliderRecord>;

export const sliders = defineResource({
  name: 'sliders',
  userTypes: ['admin'],
  record: sliderRecord,
  create,
  update: z.object({ ...fields, image: oneImage({ required: false }) }).partial(),
  filters: {
    /** The title in either language. */
    title: { type: 'text' },
    blocked: { type: 'boolean' },
    display: { type: 'select', options: SLIDER_DISPLAY },
    /** Sliders whose display period meets these days (an open end meets every day on its side). */
    period: { type: 'date_range' },
    created_at: { type: 'date_range' },
  },
  sorts: ['id', 'position', 'starts_at', 'ends_at', 'created_at'],
  labels: {
    en: {
      ...title.labels.en,
      title: 'Title',
      image: 'Image',
      image_url: 'Image',
      thumbnail_url: 'Image',
      link: 'Link',
      position: 'Display order',
      starts_at: 'Display start',
      ends_at: 'Display end',
      period: 'Display period',
      display: 'Display',
      showing: 'Showing now',
      scheduled: 'Scheduled',
      ended: 'Ended',
      hidden: 'Hidden',
    },
    ar: {
      ...title.labels.ar,
      title: 'العنوان',
      image: 'الصورة',
      image_url: 'الصورة',
      thumbnail_url: 'الصورة',
      link: 'الرابط',
      position: 'ترتيب العرض',
      starts_at: 'بداية العرض',
      ends_at: 'نهاية العرض',
      period: 'فترة العرض',
      display: 'حالة العرض',
      showing: 'معروضة الآن',
      scheduled: 'مجدولة',
      ended: 'انتهى عرضها',
      hidden: 'مخفية',
    },
  },
});

/** `GET /api/v1/client/sliders`: what the customer app shows now, in display order. */
export const clientSlider = z.object({
  id: z.number().int(),
  /** In the request's language. */
  title: z.string(),
  image_url: z.string(),
  thumbnail_url: z.string(),
  link: z.string().nullable(),
  position: z.number().int(),
});
export type ClientSlider = z.infer<typeof clientSlider>;
