import { reverseGeocode } from '@sufra/contract/endpoints/geo';
import type { Locale } from '@sufra/contract/user-types';
import { ApiError, call } from '../../lib/api-client.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

/** What reverse geocoding found: the address, nothing at that point, or the server's reason it could not look. */
export type AddressLookup =
  | { kind: 'found'; address: string }
  | { kind: 'none' }
  | { kind: 'failed'; message: string };

/**
 * The address at a point in one language, through the server (`GET geocode/reverse`, SPEC §7's
 * `results[0].formatted_address`). Failures are answers, not toasts: the picker decides what to say.
 */
export async function lookupAddress(point: LatLng, lang: Locale): Promise<AddressLookup> {
  try {
    const answer = await call(reverseGeocode, {
      query: { lat: point.lat.toFixed(6), lng: point.lng.toFixed(6) },
      lang,
      notify: false,
    });
    const address = answer.results[0]?.formatted_address;
    return address ? { kind: 'found', address } : { kind: 'none' };
  } catch (error) {
    return { kind: 'failed', message: error instanceof ApiError ? error.message : '' };
  }
}

/** A point as the form stores it (6 decimals), or null when either coordinate is missing or not a number. */
export function toLatLng(lat: unknown, lng: unknown): LatLng | null {
  const a = typeof lat === 'number' ? lat : typeof lat === 'string' && lat.trim() ? Number(lat) : Number.NaN;
  const b = typeof lng === 'number' ? lng : typeof lng === 'string' && lng.trim() ? Number(lng) : Number.NaN;
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
  return { lat: a, lng: b };
}
