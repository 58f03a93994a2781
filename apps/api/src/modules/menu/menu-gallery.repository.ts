import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Scope } from '../../core/sessions/actor.ts';
import type { Database } from '../../db/database.ts';
import { MenuChildrenRepository } from './menu-children.repository.ts';
import { type OwnerTable, ownerInTenant } from './menu-sql.ts';

/** The image table of a meal or a combo. */
export interface GalleryTable {
  table: 'meal_images' | 'meals_together_images';
  owner: 'meal_id' | 'combo_id';
  ownerTable: OwnerTable;
}

/** An image row as stored. */
export interface ImageRow {
  id: number;
  position: number;
  path: string;
  thumbnail_path: string | null;
  mime: string;
}

/** The two gallery tables seen through plain rows; their names come from code only. */
type LooseDB = Record<string, Record<string, unknown>>;

/** Images of a meal or a combo; every method reaches them only through an owner of the caller's tenant. */
export class MenuGalleryRepository {
  readonly #db: Database;
  readonly #gallery: GalleryTable;
  constructor(db: Database, gallery: GalleryTable) {
    this.#db = db;
    this.#gallery = gallery;
  }

  get #loose() {
    return this.#db as unknown as Kysely<LooseDB>;
  }

  #owned(scope: Scope) {
    return ownerInTenant(scope, this.#gallery.owner, this.#gallery.ownerTable);
  }

  /** The owner's images in their order. */
  async images(scope: Scope, ownerId: number): Promise<ImageRow[]> {
    const rows = await this.#loose
      .selectFrom(this.#gallery.table)
      .select(['id', 'position', 'path', 'thumbnail_path', 'mime'])
      .where(this.#gallery.owner, '=', ownerId)
      .where(this.#owned(scope))
      .orderBy('position')
      .execute();
    return rows as unknown as ImageRow[];
  }

  /** When each of the owner's images was added (kept when an image is put back at another place). */
  async createdAt(scope: Scope, ownerId: number, ids: readonly number[]): Promise<Map<number, unknown>> {
    if (ids.length === 0) return new Map();
    const rows = await this.#loose
      .selectFrom(this.#gallery.table)
      .select(['id', 'created_at'])
      .where('id', 'in', ids)
      .where(this.#gallery.owner, '=', ownerId)
      .where(this.#owned(scope))
      .execute();
    return new Map(rows.map((row) => [Number(row.id), row.created_at]));
  }

  async remove(scope: Scope, ownerId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.#loose
      .deleteFrom(this.#gallery.table)
      .where('id', 'in', ids)
      .where(this.#gallery.owner, '=', ownerId)
      .where(this.#owned(scope))
      .execute();
  }

  /** Whether the owner is the caller's (and the images were added). */
  async insert(scope: Scope, ownerId: number, rows: readonly Record<string, unknown>[]): Promise<boolean> {
    if (rows.length === 0) return true;
    if (!(await new MenuChildrenRepository(this.#db).ownerVisible(scope, this.#gallery.ownerTable, ownerId)))
      return false;
    for (const values of rows)
      await this.#loose
        .insertInto(this.#gallery.table)
        .values({ ...values, [this.#gallery.owner]: ownerId })
        .execute();
    return true;
  }
}

/** The owner's images as JSON, in order: a correlated subquery on `ownerRef` (e.g. `m.id`). */
export function galleryJson(gallery: GalleryTable, ownerRef: string): RawBuilder<ImageRow[]> {
  return sql<ImageRow[]>`coalesce((
    SELECT json_agg(json_build_object('id', i.id, 'position', i.position, 'path', i.path,
      'thumbnail_path', i.thumbnail_path, 'mime', i.mime) ORDER BY i.position)
    FROM ${sql.table(gallery.table)} i WHERE ${sql.ref(`i.${gallery.owner}`)} = ${sql.ref(ownerRef)}), '[]'::json)`;
}
