import type { FormFieldDef } from './resource-config.ts';

/** A staff account's sign-in fields: name, email, phone, a password on add and an optional new one on edit. */
export function accountFields(newPasswordLabelKey: string): FormFieldDef[] {
  return [
    { name: 'name', kind: 'text', maxLength: 100 },
    { name: 'email', kind: 'email', autoComplete: 'off' },
    { name: 'phone', kind: 'phone' },
    { name: 'password', kind: 'password', modes: ['add'] },
    { name: 'password', kind: 'password', modes: ['edit'], labelKey: newPasswordLabelKey },
  ];
}
