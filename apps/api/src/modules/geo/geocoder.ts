import type { Locale } from '@sufra/contract/user-types';
import { AppError } from '../../core/http/errors.ts';

/** How long the geocoder may take before the picker is told it is unavailable (SPEC §9: 5 s). */
export const GEOCODER_TIMEOUT_MS = 5_000;

export interface ReverseResult {
  formatted_address: string;
}

/** Nominatim's reverse answer: `display_name`, or `error` when nothing lies at the point. */
interface NominatimAnswer {
  display_name?: unknown;
  error?: unknown;
}

const unavailable = () => new AppError(503, 'errors.geocoder_unavailable');

/**
 * The address at a point, through the configured geocoder (Nominatim's `/reverse`, SPEC §7's
 * `results[0].formatted_address` shape): an empty list when it knows none, 503 when it cannot be
 * reached, does not answer within 5 s, or answers something unreadable.
 */
export async function reverseGeocode(
  geocoderUrl: string,
  point: { lat: number; lng: number },
  locale: Locale,
): Promise<ReverseResult[]> {
  const url = new URL(geocoderUrl);
  url.searchParams.set('format', 'json');
  url.searchParams.set('lat', String(point.lat));
  url.searchParams.set('lon', String(point.lng));
  url.searchParams.set('zoom', '18');
  url.searchParams.set('accept-language', locale);
  let answer: NominatimAnswer;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': 'Sufra-dashboard/1.0 (reverse geocoding)' },
      signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS),
    });
    if (!response.ok) throw unavailable();
    answer = (await response.json()) as NominatimAnswer;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unavailable();
  }
  if (typeof answer !== 'object' || answer === null) throw unavailable();
  const name = typeof answer.display_name === 'string' ? answer.display_name.trim() : '';
  return name ? [{ formatted_address: name }] : [];
}
