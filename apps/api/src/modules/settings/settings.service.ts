import type { PlatformSeller, SubscriptionType } from '@sufra/contract/payments';
import {
  DEFAULT_LOGO,
  htmlText,
  type LegalPage,
  LOGO_KEY,
  type PublicSettings,
  SETTING_DEFAULTS,
  SETTING_GROUPS,
  type SettingGroup,
  type SettingKey,
  type SettingsRecord,
  type SettingsUpdate,
  type SettingValues,
  settingGroups,
  settingLabels,
} from '@sufra/contract/settings';
import type { Locale } from '@sufra/contract/user-types';
import type { FieldIssue } from '@sufra/contract/validation';
import type { UploadedFile } from '../../core/http/body.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { AppError, validationFailed } from '../../core/http/errors.ts';
import { audit } from '../../core/sessions/audit.ts';
import type { Storage } from '../../core/storage/storage.ts';
import { removeImages, storeImages, uploadUrl } from '../../core/storage/uploads.ts';
import type { Database } from '../../db/database.ts';
import { sanitizeRichText } from './rich-text.ts';
import { SettingsRepository } from './settings.repository.ts';

/** Every field of every group, with its group. */
const FIELDS: readonly { group: SettingGroup; key: string }[] = SETTING_GROUPS.flatMap((group) =>
  Object.keys(settingGroups[group].shape).map((key) => ({ group, key })),
);
/** Uploaded logos live here (`/uploads/settings/…`). */
const LOGO_FOLDER = 'settings';

/** A stored JSON value as the text a setting holds (money was once kept as a number). */
function storedText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * A setting's value: the stored one while it still passes its rule (as the rule writes it), else
 * the default, so a value saved by hand or under an older rule never reaches a price or a page.
 */
function effective(group: SettingGroup, key: string, stored: unknown): string | null {
  const fallback = (SETTING_DEFAULTS[group] as Record<string, string | null>)[key] ?? null;
  const text = storedText(stored);
  if (text === null) return fallback;
  const rule = (
    settingGroups[group].shape as Record<
      string,
      { safeParse(v: unknown): { success: boolean; data?: unknown } }
    >
  )[key];
  const parsed = rule?.safeParse(text);
  return parsed?.success && (typeof parsed.data === 'string' || parsed.data === null)
    ? (parsed.data ?? fallback)
    : fallback;
}

const repo = (db: Database) => new SettingsRepository(db);

/** Every group's values (defaults where nothing is saved) and the logo. */
export async function readSettings(db: Database): Promise<SettingsRecord> {
  const stored = await repo(db).values([...FIELDS.map((field) => field.key), LOGO_KEY]);
  const groups = Object.fromEntries(
    SETTING_GROUPS.map((group) => [
      group,
      Object.fromEntries(
        FIELDS.filter((field) => field.group === group).map(({ key }) => [
          key,
          effective(group, key, stored.get(key)?.value),
        ]),
      ),
    ]),
  ) as SettingValues;
  return {
    ...groups,
    general: { ...groups.general, sys_logo: logoOf(stored.get(LOGO_KEY)?.value) },
  };
}

/** One setting's value (default included). */
export async function readSetting<G extends SettingGroup>(
  db: Database,
  group: G,
  key: SettingKey<G>,
): Promise<string | null> {
  return effective(group, key, await repo(db).value(key));
}

function logoOf(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value : DEFAULT_LOGO;
}

/** The platform's logo (the sign-in answers' `sys_logo`). */
export async function systemLogo(db: Database): Promise<string> {
  return logoOf(await repo(db).value(LOGO_KEY));
}

/** A plan's price today (SAR, "299.00"). */
export async function subscriptionPrice(db: Database, plan: SubscriptionType): Promise<string> {
  const price = await readSetting(db, 'subscriptions', `subscription_${plan}_price`);
  return price ?? (SETTING_DEFAULTS.subscriptions[`subscription_${plan}_price`] as string);
}

/** What a new brand pays the platform when it is created without its own commission. */
export async function defaultCommission(db: Database): Promise<{ rate: string; amount: string }> {
  const stored = await repo(db).values(['default_commission_rate', 'default_commission_amount']);
  return {
    rate:
      effective('commission', 'default_commission_rate', stored.get('default_commission_rate')?.value) ??
      '0.00',
    amount:
      effective('commission', 'default_commission_amount', stored.get('default_commission_amount')?.value) ??
      '0.00',
  };
}

/** The platform as the seller on what it bills brands: null until its legal names are set. */
export async function platformSeller(db: Database, locale: Locale): Promise<PlatformSeller | null> {
  const keys = ['platform_legal_name_ar', 'platform_legal_name_en', 'platform_vat_number'] as const;
  const stored = await repo(db).values(keys);
  const [nameAr, nameEn, vatNumber] = keys.map((key) => effective('invoices', key, stored.get(key)?.value));
  if (!nameAr || !nameEn) return null;
  return {
    name: locale === 'ar' ? nameAr : nameEn,
    name_ar: nameAr,
    name_en: nameEn,
    vat_number: vatNumber ?? null,
  };
}

/** What the sign-in pages and the apps show before anyone signs in. */
export async function publicSettings(db: Database, locale: Locale): Promise<PublicSettings> {
  const { general, contact } = await readSettings(db);
  const nameAr = general.platform_name_ar ?? SETTING_DEFAULTS.general.platform_name_ar ?? '';
  const nameEn = general.platform_name_en ?? SETTING_DEFAULTS.general.platform_name_en ?? '';
  return {
    platform_name: locale === 'ar' ? nameAr : nameEn,
    platform_name_ar: nameAr,
    platform_name_en: nameEn,
    sys_logo: general.sys_logo,
    support_email: contact.support_email,
    support_phone: contact.support_phone,
    support_whatsapp: contact.support_whatsapp,
    support_address: locale === 'ar' ? contact.support_address_ar : contact.support_address_en,
  };
}

/** A legal page in the request's language; 404 until the platform has written it. */
export async function legalPage(db: Database, page: LegalPage, locale: Locale) {
  const key = `${page}_${locale}` as SettingKey<'legal'>;
  const stored = (await repo(db).values([key])).get(key);
  const content = effective('legal', key, stored?.value);
  if (!content) throw new AppError(404, 'settings.page_not_written');
  return {
    page,
    locale,
    titleKey: `settings.page_${page}`,
    content,
    updated_at: stored ? stored.updatedAt.toISOString() : null,
  };
}

/** The rich texts sent, sanitised; blank once sanitised is none (the rules below then speak). */
async function sanitized(input: SettingsUpdate): Promise<SettingsUpdate> {
  if (!input.legal) return input;
  const legal: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(input.legal)) {
    if (value === undefined) continue;
    const clean = value === null ? null : await sanitizeRichText(value);
    legal[key] = clean !== null && htmlText(clean) !== '' ? clean : null;
  }
  return { ...input, legal };
}

/**
 * Save the groups and fields sent (each already checked by its rule): rich text sanitised, the
 * terms still in both languages afterwards, every change written to the audit trail with its old
 * and new value in the same transaction. Answers every group as saved.
 */
export async function updateSettings(ctx: RequestContext, input: SettingsUpdate): Promise<SettingsRecord> {
  const clean = await sanitized(input);
  const entries: [string, string | null][] = [];
  for (const group of SETTING_GROUPS)
    for (const [key, value] of Object.entries(clean[group] ?? {}))
      if (value !== undefined) entries.push([key, value as string | null]);

  await ctx.db.transaction().execute(async (trx) => {
    const settings = repo(trx);
    const terms = clean.legal ? ['terms_ar', 'terms_en'] : [];
    const old = await settings.lockValues(ctx.scope, [
      ...new Set([...entries.map(([key]) => key), ...terms]),
    ]);
    if (clean.legal) {
      // The terms are required in both languages, whichever of them this request changes.
      const issues: FieldIssue[] = [];
      for (const locale of ['ar', 'en'] as const) {
        const key = `terms_${locale}`;
        const sent = clean.legal[key as keyof typeof clean.legal];
        const after = sent === undefined ? effective('legal', key, old.get(key)) : sent;
        if (!after)
          issues.push({
            field: `legal.${key}`,
            key: `settings.terms_${locale}_required`,
            params: { field: key },
          });
      }
      if (issues.length > 0) throw validationFailed(issues, settingLabels);
    }
    const changes: Record<string, { old: string | null; new: string | null }> = {};
    for (const [key, value] of entries) {
      const before = storedText(old.get(key));
      if (before !== value) changes[key] = { old: before, new: value };
    }
    await settings.write(ctx.scope, entries);
    if (Object.keys(changes).length > 0)
      await audit(
        trx,
        ctx.actor,
        { action: 'settings.updated', entity: 'settings', details: { changes } },
        ctx.ip,
      );
  });
  return readSettings(ctx.db);
}

/** Whether a logo address is one of our uploads (removed when replaced). */
function uploadedLogoKey(url: string | null): string | null {
  return url?.startsWith(`/uploads/${LOGO_FOLDER}/`) ? url.slice('/uploads/'.length) : null;
}

/** Put a logo (or the bundled one) in place, audited with the one it replaces, and drop the old file. */
async function replaceLogo(ctx: RequestContext, storage: Storage, next: string): Promise<string> {
  const previous = await ctx.db.transaction().execute(async (trx) => {
    const settings = repo(trx);
    const before = storedText((await settings.lockValues(ctx.scope, [LOGO_KEY])).get(LOGO_KEY));
    await settings.write(ctx.scope, [[LOGO_KEY, next]]);
    await audit(
      trx,
      ctx.actor,
      {
        action: 'settings.logo',
        entity: 'settings',
        details: { changes: { [LOGO_KEY]: { old: before, new: next } } },
      },
      ctx.ip,
    );
    return before;
  });
  const old = uploadedLogoKey(previous);
  if (old && previous !== next) await removeImages(storage, [{ path: old, thumbnail_path: null }]);
  return next;
}

/**
 * A new logo by SPEC §5's image rules (type by its bytes, 2 MB, SVG sanitised). A raster is kept
 * as its 320 px WebP thumbnail (the logo is shown small on every page), an SVG as it is.
 */
export async function uploadLogo(ctx: RequestContext, storage: Storage, file: UploadedFile | undefined) {
  if (!file)
    throw validationFailed(
      [{ field: 'logo', key: 'validation.required', params: { field: 'logo' } }],
      settingLabels,
    );
  const [stored] = await storeImages(storage, [{ field: 'logo', file }], LOGO_FOLDER);
  if (!stored) throw new Error('the logo was not stored');
  const keep = stored.thumbnail_path ?? stored.path;
  if (stored.thumbnail_path) await storage.remove(stored.path).catch(() => {});
  const url = uploadUrl(keep) ?? DEFAULT_LOGO;
  try {
    return await replaceLogo(ctx, storage, url);
  } catch (error) {
    await removeImages(storage, [{ path: keep, thumbnail_path: null }]);
    throw error;
  }
}

/** Back to the bundled logo. */
export function resetLogo(ctx: RequestContext, storage: Storage): Promise<string> {
  return replaceLogo(ctx, storage, DEFAULT_LOGO);
}
