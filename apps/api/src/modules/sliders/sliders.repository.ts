import { type SliderDisplay, sliders } from '@sufra/contract/resources/sliders';
import type { Locale } from '@sufra/contract/user-types';
import { type RawBuilder, sql } from 'kysely';
import { listOf, sortColumns } from '../../core/lists/list-query.ts';
import { Repository } from '../../core/lists/repository.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { assertPlatform, platformOnly } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';

const slidersList = listOf(sliders)({
  query: (db: Database, scope: Scope, now: Date) =>
    db
      .selectFrom('sliders as s')
      .selectAll('s')
      .select(displayAt(now).as('display'))
      .where(platformOnly(scope)),
  sorts: sortColumns('s', sliders.sorts),
  filters: (c, _scope, now) => ({
    title: c.match(['s.title_ar', 's.title_en']),
    blocked: c.flag('s.blocked'),
    display: (v) => sql<boolean>`${displayAt(now)} = ${v}`,
    // The period meets the days from…to: it does not end before the first nor start after the last.
    period_from: (v) => sql<boolean>`(s.ends_at IS NULL OR ${c.range('s.ends_at', 'date', 'from', v)})`,
    period_to: (v) => sql<boolean>`(s.starts_at IS NULL OR ${c.range('s.starts_at', 'date', 'to', v)})`,
    ...c.between('created_at', 's.created_at', 'date'),
  }),
  tiebreak: 's.id',
});

/** Showing at `now`: not blocked, and inside its period (either end may be open; the end is exclusive). */
function showingAt(now: Date): RawBuilder<boolean> {
  return sql<boolean>`(NOT s.blocked
    AND (s.starts_at IS NULL OR s.starts_at <= ${now})
    AND (s.ends_at IS NULL OR s.ends_at > ${now}))`;
}

/** Where a slider stands for customers at `now` (SLIDER_DISPLAY). */
function displayAt(now: Date): RawBuilder<SliderDisplay> {
  return sql<SliderDisplay>`CASE
    WHEN s.blocked THEN 'hidden'
    WHEN s.ends_at IS NOT NULL AND s.ends_at <= ${now} THEN 'ended'
    WHEN s.starts_at IS NOT NULL AND s.starts_at > ${now} THEN 'scheduled'
    ELSE 'showing' END`;
}

export interface SliderValues {
  title_ar?: string;
  title_en?: string;
  link?: string | null;
  position?: number;
  starts_at?: string | null;
  ends_at?: string | null;
  blocked?: boolean;
}

export interface SliderFiles {
  image_path: string;
  thumbnail_path: string | null;
}

/**
 * Sliders are platform data: the platform's scope reads and changes them; for any other scope every
 * method matches no row (the routes already let only admins in).
 */
export class SlidersRepository extends Repository {
  /** The list's page, every row and export batches over the caller's filters, in its order; one row of it. */
  readonly list = slidersList.on(this.db).list;
  readonly find = slidersList.on(this.db).find;

  options(scope: Scope, locale: Locale) {
    return this.db
      .selectFrom('sliders as s')
      .select(['s.id', sql<string>`${sql.ref(locale === 'ar' ? 's.title_ar' : 's.title_en')}`.as('name')])
      .where(platformOnly(scope))
      .orderBy('s.position')
      .orderBy('s.id')
      .limit(1000)
      .execute();
  }

  /** The row's period and files, locked in the caller's transaction (an edit or a delete under way). */
  lock(scope: Scope, id: number) {
    return this.db
      .selectFrom('sliders as s')
      .select(['s.id', 's.starts_at', 's.ends_at', 's.image_path', 's.thumbnail_path'])
      .where('s.id', '=', id)
      .where(platformOnly(scope))
      .forUpdate()
      .executeTakeFirst();
  }

  async insert(scope: Scope, values: Required<SliderValues> & SliderFiles): Promise<number> {
    assertPlatform(scope);
    const row = await this.db.insertInto('sliders').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async update(scope: Scope, id: number, values: SliderValues & Partial<SliderFiles>): Promise<boolean> {
    const result = await this.db
      .updateTable('sliders as s')
      .set({ ...values, updated_at: sql`now()` })
      .where('s.id', '=', id)
      .where(platformOnly(scope))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The removed row's files (to delete once it is gone), or undefined when no row was removed. */
  remove(scope: Scope, id: number): Promise<SliderFiles | undefined> {
    return this.db
      .deleteFrom('sliders as s')
      .where('s.id', '=', id)
      .where(platformOnly(scope))
      .returning(['s.image_path', 's.thumbnail_path'])
      .executeTakeFirst();
  }

  async toggle(scope: Scope, id: number): Promise<boolean> {
    const result = await this.db
      .updateTable('sliders as s')
      .set({ blocked: sql`NOT s.blocked`, updated_at: sql`now()` })
      .where('s.id', '=', id)
      .where(platformOnly(scope))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** What customers see at `now`: the sliders showing, in display order. */
  showing(locale: Locale, now: Date, limit = 50) {
    return this.db
      .selectFrom('sliders as s')
      .select([
        's.id',
        sql<string>`${sql.ref(locale === 'ar' ? 's.title_ar' : 's.title_en')}`.as('title'),
        's.image_path',
        's.thumbnail_path',
        's.link',
        's.position',
      ])
      .where(showingAt(now))
      .orderBy('s.position')
      .orderBy('s.id')
      .limit(limit)
      .execute();
  }
}
