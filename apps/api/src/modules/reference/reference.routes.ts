import { cancelReasons } from '@sufra/contract/resources/cancel-reasons';
import { countries } from '@sufra/contract/resources/countries';
import { faqs } from '@sufra/contract/resources/faqs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerResource } from '../../core/lists/crud.ts';
import { equals, isTrue, rangeBound, textMatch } from '../../core/lists/list-query.ts';
import { tableService } from '../../core/lists/table-service.ts';
import { countriesService } from './countries.service.ts';

/** Platform reference data: countries, cancel reasons and FAQs (plain tables, admin-managed). */
export function registerReferenceRoutes(app: FastifyInstance): void {
  registerResource(app, countries, countriesService);

  registerResource(
    app,
    cancelReasons,
    tableService(cancelReasons, {
      table: 'cancel_reasons',
      sorts: {
        id: 'cancel_reasons.id',
        ar_reason: 'ar_reason',
        en_reason: 'en_reason',
        type: 'type',
        created_at: 'created_at',
      },
      filters: {
        reason: (v) => textMatch(['ar_reason', 'en_reason'], v),
        type: (v) => equals('type', v),
        blocked: (v) => equals('blocked', isTrue(v)),
      },
      optionLabel: (locale) => (locale === 'ar' ? sql<string>`ar_reason` : sql<string>`en_reason`),
      // Brands and branches choose from the active reasons only; the platform manages them all.
      hidden: (scope) => (scope.kind === 'all' ? undefined : sql<boolean>`blocked`),
      toggle: true,
    }),
  );

  registerResource(
    app,
    faqs,
    tableService(faqs, {
      table: 'faqs',
      sorts: { id: 'faqs.id', position: 'position', created_at: 'created_at' },
      filters: {
        question: (v) => textMatch(['question_ar', 'question_en', 'answer_ar', 'answer_en'], v),
        blocked: (v) => equals('blocked', isTrue(v)),
        created_at_from: (v) => rangeBound('created_at', 'date', 'from', v),
        created_at_to: (v) => rangeBound('created_at', 'date', 'to', v),
      },
      optionLabel: (locale) => (locale === 'ar' ? sql<string>`question_ar` : sql<string>`question_en`),
      toggle: true,
    }),
  );
}
