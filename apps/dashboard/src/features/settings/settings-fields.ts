import type { SettingGroup } from '@sufra/contract/settings';
import type { FormFieldDef } from '../../components/resource/resource-config.ts';

/** A settings field on the page: a generic form field, or the rich-text editor (terms, privacy). */
export type SettingField =
  | FormFieldDef
  | { name: string; kind: 'rich'; dir: 'rtl' | 'ltr'; lang: 'ar' | 'en' };

export function isRichField(field: SettingField): field is Extract<SettingField, { kind: 'rich' }> {
  return field.kind === 'rich';
}

/** How each group's fields are entered (their rules and labels come from the contract's declaration). */
export const SETTING_FIELDS: Record<SettingGroup, readonly SettingField[]> = {
  general: [
    { name: 'platform_name_ar', kind: 'text', dir: 'rtl', maxLength: 100 },
    { name: 'platform_name_en', kind: 'text', dir: 'ltr', maxLength: 100 },
  ],
  legal: [
    { name: 'terms_ar', kind: 'rich', dir: 'rtl', lang: 'ar' },
    { name: 'terms_en', kind: 'rich', dir: 'ltr', lang: 'en' },
    { name: 'privacy_ar', kind: 'rich', dir: 'rtl', lang: 'ar' },
    { name: 'privacy_en', kind: 'rich', dir: 'ltr', lang: 'en' },
  ],
  subscriptions: [
    { name: 'subscription_monthly_price', kind: 'money' },
    { name: 'subscription_yearly_price', kind: 'money' },
  ],
  invoices: [
    { name: 'platform_vat_number', kind: 'text', filter: 'digits', maxLength: 15, dir: 'ltr' },
    { name: 'platform_legal_name_ar', kind: 'text', filter: 'none', dir: 'rtl', maxLength: 200 },
    { name: 'platform_legal_name_en', kind: 'text', filter: 'none', dir: 'ltr', maxLength: 200 },
  ],
  commission: [
    { name: 'default_commission_rate', kind: 'percent' },
    { name: 'default_commission_amount', kind: 'money' },
  ],
  contact: [
    { name: 'support_email', kind: 'email' },
    { name: 'support_phone', kind: 'phone' },
    { name: 'support_whatsapp', kind: 'phone' },
    { name: 'support_address_ar', kind: 'textarea', dir: 'rtl', maxLength: 500 },
    { name: 'support_address_en', kind: 'textarea', dir: 'ltr', maxLength: 500 },
  ],
};
