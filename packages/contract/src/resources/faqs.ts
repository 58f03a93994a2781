import { z } from 'zod';
import { idField, timestamps } from '../common.ts';
import { defineResource } from '../resource.ts';
import { bilingualText, flag, integer } from '../validation.ts';

const input = z.object({
  question_ar: bilingualText({ max: 500 }),
  question_en: bilingualText({ max: 500 }),
  answer_ar: bilingualText({ max: 5000 }),
  answer_en: bilingualText({ max: 5000 }),
  position: integer({ min: 0, max: 10_000 }).default(0),
  blocked: flag().default(false),
});

export const faqs = defineResource({
  name: 'faqs',
  permission: 'faqs',
  userTypes: ['admin'],
  record: z.object({
    ...idField,
    question_ar: z.string(),
    question_en: z.string(),
    answer_ar: z.string(),
    answer_en: z.string(),
    position: z.number().int(),
    blocked: z.boolean(),
    ...timestamps,
  }),
  create: input,
  update: input.partial(),
  filters: { question: { type: 'text' }, blocked: { type: 'boolean' }, created_at: { type: 'date_range' } },
  sorts: ['id', 'position', 'created_at'],
  defaultSort: 'id',
  labels: {
    en: {
      question_ar: 'Question (Arabic)',
      question_en: 'Question (English)',
      answer_ar: 'Answer (Arabic)',
      answer_en: 'Answer (English)',
      question: 'Question',
      answer: 'Answer',
      position: 'Order',
    },
    ar: {
      question_ar: 'السؤال (عربي)',
      question_en: 'السؤال (إنجليزي)',
      answer_ar: 'الإجابة (عربي)',
      answer_en: 'الإجابة (إنجليزي)',
      question: 'السؤال',
      answer: 'الإجابة',
      position: 'الترتيب',
    },
  },
});
