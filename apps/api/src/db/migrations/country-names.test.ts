import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness.ts';
import type { DatabaseHandle } from '../database.ts';
import { migrations } from './index.ts';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
const migrator = () => new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });

beforeAll(async () => {
  ({ handle, drop } = await freshDatabase('empty'));
});
afterAll(async () => {
  await handle.close();
  await drop();
});

describe('0003 country names', () => {
  it('fills the Arabic and English names from the single name and the description, and back', async () => {
    const before = await migrator().migrateTo('0002-domain');
    expect(before.error).toBeUndefined();
    await sql`INSERT INTO countries (country_name, country_desc, country_code, country_key) VALUES
      ('Saudi Arabia', 'المملكة العربية السعودية', 'SA', '966'),
      ('Egypt', 'A country on the Nile', 'EG', '20'),
      ('الأردن', NULL, 'JO', '962')`.execute(handle.db);

    const after = await migrator().migrateTo('0003-country-names');
    expect(after.error).toBeUndefined();
    const rows = await sql<{ country_code: string; country_name_ar: string; country_name_en: string }>`
      SELECT country_code, country_name_ar, country_name_en FROM countries ORDER BY country_code`.execute(
      handle.db,
    );
    expect(rows.rows).toEqual([
      { country_code: 'EG', country_name_ar: 'Egypt', country_name_en: 'Egypt' },
      { country_code: 'JO', country_name_ar: 'الأردن', country_name_en: 'الأردن' },
      { country_code: 'SA', country_name_ar: 'المملكة العربية السعودية', country_name_en: 'Saudi Arabia' },
    ]);
    await expect(
      sql`INSERT INTO countries (country_name_ar, country_code, country_key) VALUES ('قطر', 'QA', '974')`.execute(
        handle.db,
      ),
    ).rejects.toThrow();

    const down = await migrator().migrateTo('0002-domain');
    expect(down.error).toBeUndefined();
    const back = await sql<{ country_name: string }>`
      SELECT country_name FROM countries WHERE country_code = 'SA'`.execute(handle.db);
    expect(back.rows).toEqual([{ country_name: 'Saudi Arabia' }]);
  });
});
