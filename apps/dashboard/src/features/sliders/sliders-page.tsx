import { type SliderDisplay, type SliderRecord, sliders } from '@sufra/contract/resources/sliders';
import { Image } from 'antd';
import { idAndNames, stateDetails } from '../../components/resource/common-columns.ts';
import type {
  BodyContext,
  RenderContext,
  ResourceColumn,
  ResourcePageConfig,
} from '../../components/resource/resource-config.ts';
import { tagColumn } from '../../components/status/status-tag.tsx';
import { toFormData } from '../../lib/form-data.ts';
import { formatDate } from '../../lib/format.ts';
import type { ImageItem } from '../../lib/image-files.ts';
import './sliders.css';
import { slidersKey } from './keys.ts';

const FILTER_DATE_MAX = '2100-01-01';

const DISPLAY_COLOURS: Record<SliderDisplay, string> = {
  showing: 'green',
  scheduled: 'blue',
  ended: 'default',
  hidden: 'default',
};

const title = (record: SliderRecord, lang: RenderContext['lang']) =>
  lang === 'ar' ? record.title_ar : record.title_en;

/** "Always", "From …", "Until …" or "… – …": the display period's days in Riyadh (times in the details). */
function period(record: SliderRecord, { lang, t }: RenderContext): string {
  const from = formatDate(record.starts_at, lang);
  const until = formatDate(record.ends_at, lang);
  if (from && until) return `${from} – ${until}`;
  if (from) return t('sliders.from', { date: from });
  if (until) return t('sliders.until', { date: until });
  return t('sliders.always');
}

const displayColumn = tagColumn('display', 120, DISPLAY_COLOURS, sliders.labels);

const columns: ResourceColumn<SliderRecord>[] = [
  {
    key: 'image_url',
    width: 120,
    render: (record, { lang }) => (
      <Image
        src={record.thumbnail_url}
        preview={{ src: record.image_url }}
        alt={title(record, lang)}
        width={96}
        height={32}
        className="slider-thumb"
      />
    ),
  },
  { key: 'id', width: 60 },
  { key: 'title', titleKey: 'sliders.title', width: 200, render: (record, { lang }) => title(record, lang) },
  { key: 'position', width: 90 },
  displayColumn,
  { key: 'period', titleKey: 'sliders.period', width: 200, render: period },
  { key: 'blocked' },
];

/** `/sliders/record|add|{id}/edit`: the banners of the customer app's home (platform admins). */
export const slidersPage: ResourcePageConfig<SliderRecord> = {
  ...slidersKey,
  columns,
  details: [
    {
      key: 'image_url',
      render: (record, { lang }) => (
        <Image
          src={record.image_url}
          alt={title(record, lang)}
          rootClassName="slider-details-image"
          className="slider-image"
        />
      ),
    },
    ...idAndNames('title_ar', 'title_en'),
    {
      key: 'link',
      render: (record) =>
        record.link ? (
          <a href={record.link} target="_blank" rel="noopener noreferrer" dir="ltr" className="slider-link">
            {record.link}
          </a>
        ) : (
          '—'
        ),
    },
    { key: 'position' },
    displayColumn,
    { key: 'starts_at' },
    { key: 'ends_at' },
    ...stateDetails,
  ],
  form: [
    {
      name: 'image',
      kind: 'images',
      maxImages: 1,
      imageTexts: { add: 'sliders.image_add', item: 'sliders.image_item', hint: 'sliders.image_hint' },
      wide: true,
    },
    { name: 'title_ar', kind: 'text', filter: 'none', maxLength: 150, dir: 'rtl' },
    { name: 'title_en', kind: 'text', filter: 'none', maxLength: 150, dir: 'ltr' },
    { name: 'link', kind: 'text', filter: 'none', maxLength: 500, dir: 'ltr', autoComplete: 'url' },
    { name: 'position', kind: 'integer', maxLength: 5 },
    { name: 'starts_at', kind: 'datetime', maxDate: FILTER_DATE_MAX, helpKey: 'sliders.period_hint' },
    { name: 'ends_at', kind: 'datetime', maxDate: FILTER_DATE_MAX, dependsOn: ['starts_at'] },
    { name: 'blocked', kind: 'active' },
  ],
  defaults: { blocked: false, position: '0', image: [] },
  toFormValues: (record) => ({
    ...record,
    image: [
      {
        kind: 'stored',
        uid: `stored-${record.id}`,
        id: record.id,
        url: record.image_url,
        thumbnailUrl: record.thumbnail_url,
      },
    ] satisfies ImageItem[],
  }),
  toBody: sliderBody,
};

/** Multipart: the fields, and the image only when a new one was picked (on edit it replaces the stored one). */
function sliderBody(payload: Record<string, unknown>, _ctx: BodyContext<SliderRecord>): FormData {
  const { image, ...fields } = payload;
  const body = toFormData(fields);
  const items = Array.isArray(image) ? (image as ImageItem[]) : [];
  for (const item of items) if (item.kind === 'new') body.append('image', item.file, item.file.name);
  return body;
}

export default slidersPage;
