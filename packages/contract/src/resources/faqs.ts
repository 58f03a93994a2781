import { z } from 'zod';
import { labelsOf, textPair } from '../bilingual.ts';
import { storedRecord } from '../common.ts';
import { defineResource } from '../resource.ts';
import { flag, integer } from '../validation.ts';

const question = textPair('question_ar', 'question_en', 500, { en: 'Question', ar: 'السؤال' });

const answer = textPair('answer_ar', 'answer_en', 5000, { en: 'Answer', ar: 'الإجابة' });

const input = z.object({
  ...question.input(),
  ...answer.input(),
  position: integer({ min: 0, max: 10_000 }).default(0),
  blocked: flag().default(false),
});

const pairLabels = labelsOf(question, answer);

export const faqs = defineResource({
  name: 'faqs',
  userTypes: ['admin'],
  record: storedRecord({
    ...question.record(),
    ...answer.record(),
    position: z.number().int(),
    blocked: z.boolean(),
  }),
  create: input,
  update: input.partial(),
  filters: { question: { type: 'text' }, blocked: { type: 'boolean' }, created_at: { type: 'date_range' } },
  sorts: ['id', 'position', 'created_at'],
  labels: {
    en: {
      ...pairLabels.en,
      question: 'Question',
      answer: 'Answer',
      position: 'Order',
    },
    ar: {
      ...pairLabels.ar,
      question: 'السؤال',
      answer: 'الإجابة',
      position: 'الترتيب',
    },
  },
});
