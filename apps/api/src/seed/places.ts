import type { Database } from '../db/database.ts';

export interface Place {
  city_id: number | null;
  district_id: number | null;
}

/**
 * Finds cities and districts by their English names (as seeded by `seedReference`); a name that is
 * not there gives nulls, so accounts can be seeded without the reference data too.
 */
export async function placeFinder(db: Database): Promise<(city: string, district?: string) => Place> {
  const rows = await db
    .selectFrom('cities')
    .leftJoin('districts', 'districts.city_id', 'cities.id')
    .select([
      'cities.id as city_id',
      'cities.en_city_name',
      'districts.id as district_id',
      'districts.en_district_name',
    ])
    .execute();
  return (city, district) => {
    const inCity = rows.filter((row) => row.en_city_name === city);
    const match = inCity.find((row) => row.en_district_name === district);
    return { city_id: inCity[0]?.city_id ?? null, district_id: match?.district_id ?? null };
  };
}
