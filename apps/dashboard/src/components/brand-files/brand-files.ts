import { FILE_MAX_BYTES, MAX_IMAGES } from '@sufra/contract/validation';
import { apiHeaders, apiUrl } from '../../lib/api-client.ts';
import { imageFileProblem } from '../../lib/image-files.ts';

/** A logo slot (`logo_1` … `logo_5`): the stored image, a picked file, or nothing. */
export type LogoSlot =
  | { kind: 'stored'; position: number; url: string; thumbnailUrl: string | null }
  | { kind: 'new'; file: File; url: string }
  | null;

export interface StoredLogo {
  position: number;
  url: string;
  thumbnail_url: string | null;
}

/** The five slots of a record's logos, by position. */
export function logoSlots(logos: readonly StoredLogo[] = []): LogoSlot[] {
  return Array.from({ length: MAX_IMAGES }, (_, index) => {
    const stored = logos.find((logo) => logo.position === index + 1);
    return stored
      ? { kind: 'stored', position: stored.position, url: stored.url, thumbnailUrl: stored.thumbnail_url }
      : null;
  });
}

/** The multipart parts of the logos: new files at their positions, stored ones emptied as removed. */
export function appendLogos(body: FormData, slots: readonly LogoSlot[], stored: readonly StoredLogo[]): void {
  slots.forEach((slot, index) => {
    if (slot?.kind === 'new') body.append(`logo_${index + 1}`, slot.file, slot.file.name);
  });
  for (const logo of stored) {
    const slot = slots[logo.position - 1];
    if (!slot) body.append('deleted_logos[]', String(logo.position));
  }
}

/** A brand form's parsed fields without its files (the bank letter, the logos), sent as parts of their own. */
export function withoutBrandFiles(payload: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(payload).filter(([key]) => key !== 'bank_account_letter' && !key.startsWith('logo_')),
  );
}

export type LetterProblem = 'validation.document_type' | 'validation.file_size';

const LETTER_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
export const LETTER_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The first rule a picked bank letter breaks: PDF or JPG/PNG (SPEC §5 file rule), at most 5 MB. */
export function letterProblem(file: Pick<File, 'name' | 'type' | 'size'>): LetterProblem | null {
  const named = /\.(pdf|jpe?g|png)$/i.test(file.name);
  if (!named || (file.type !== '' && !LETTER_TYPES.includes(file.type))) return 'validation.document_type';
  if (file.size > FILE_MAX_BYTES) return 'validation.file_size';
  return null;
}

export { imageFileProblem };

/** Download a brand's document through the API (it needs the session's token), as its own name. */
export async function downloadDocument(path: string, name: string): Promise<void> {
  const response = await fetch(apiUrl(path), { headers: apiHeaders() });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
