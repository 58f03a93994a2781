import { sql } from 'kysely';
import { Repository } from '../../core/lists/repository.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { assertPlatform } from '../../core/sessions/tenancy.ts';

/** A stored setting: its JSON value and when it last changed. */
export interface StoredSetting {
  value: unknown;
  updatedAt: Date;
}

/**
 * The `settings` table (key → JSON value): the one reader of the platform's settings (the logo in
 * the sign-in answers, the plans' prices, a new brand's commission, the seller on payments) and
 * their one writer. Settings are platform data: anyone may read them through the services that
 * show them, only the platform's scope writes them.
 */
export class SettingsRepository extends Repository {
  /** The stored rows of these keys (a key never saved is absent). */
  async values(keys: readonly string[]): Promise<Map<string, StoredSetting>> {
    if (keys.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('settings')
      .select(['key', 'value', 'updated_at'])
      .where('key', 'in', keys)
      .execute();
    return new Map(rows.map((row) => [row.key, { value: row.value, updatedAt: new Date(row.updated_at) }]));
  }

  /** One stored value (undefined when never saved). */
  async value(key: string): Promise<unknown> {
    return (await this.values([key])).get(key)?.value;
  }

  /**
   * The stored values of the keys about to change, locked until the transaction ends, so two
   * admins saving at once each record what they really replaced (call inside a transaction).
   */
  async lockValues(scope: Scope, keys: readonly string[]): Promise<Map<string, unknown>> {
    assertPlatform(scope);
    if (keys.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', 'in', keys)
      .forUpdate()
      .execute();
    return new Map(rows.map((row) => [row.key, row.value]));
  }

  /** Save values (null clears a setting to nothing); the platform's scope only. */
  async write(scope: Scope, entries: readonly (readonly [string, unknown])[]): Promise<void> {
    assertPlatform(scope);
    if (entries.length === 0) return;
    await this.db
      .insertInto('settings')
      .values(entries.map(([key, value]) => ({ key, value: JSON.stringify(value) })))
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ value: sql`excluded.value`, updated_at: sql`now()` }),
      )
      .execute();
  }
}
