import type { faqs } from '@sufra/contract/resources/faqs';
import type { z } from 'zod';
import {
  bilingualColumn,
  idAndNames,
  stateColumns,
  stateDetails,
} from '../../components/resource/common-columns.ts';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { truncate } from '../../lib/format.ts';
import { faqsKey } from './keys.ts';

type Faq = z.infer<typeof faqs.record>;

const columns: ResourceColumn<Faq>[] = [
  { key: 'id', width: 80 },
  bilingualColumn('question', 'question_ar', 'question_en'),
  {
    key: 'answer',
    render: (record, { lang }) => truncate(lang === 'ar' ? record.answer_ar : record.answer_en),
  },
  { key: 'position', width: 90 },
  ...stateColumns,
];

export const faqsPage: ResourcePageConfig<Faq> = {
  ...faqsKey,
  columns,
  details: [
    ...idAndNames('question_ar', 'question_en'),
    { key: 'answer_ar' },
    { key: 'answer_en' },
    { key: 'position' },
    ...stateDetails,
  ],
  form: [
    { name: 'question_ar', kind: 'text', filter: 'none', maxLength: 500, dir: 'rtl', wide: true },
    { name: 'question_en', kind: 'text', filter: 'none', maxLength: 500, dir: 'ltr', wide: true },
    { name: 'answer_ar', kind: 'textarea', maxLength: 5000, dir: 'rtl', wide: true },
    { name: 'answer_en', kind: 'textarea', maxLength: 5000, dir: 'ltr', wide: true },
    { name: 'position', kind: 'integer', maxLength: 5 },
    { name: 'blocked', kind: 'active' },
  ],
  defaults: { blocked: false, position: '0' },
};

export default faqsPage;
