import { VENDOR_CATEGORIES, vendors } from '@sufra/contract/resources/vendors';
import { Col, Divider, Form, type FormInstance, Row } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  appendLogos,
  type LogoSlot,
  logoSlots,
  type StoredLogo,
  withoutBrandFiles,
} from '../../components/brand-files/brand-files.ts';
import { LetterField, LogoSlots } from '../../components/brand-files/brand-uploads.tsx';
import { TopLevelField } from '../../components/form/form-field.tsx';
import type { FormFieldDef, FormMode } from '../../components/resource/resource-config.ts';
import { toFormData } from '../../lib/form-data.ts';
import { phoneForDisplay } from '../../lib/phone.ts';

/** The sections of a brand's form; `letter` and `logos` are the upload fields. */
export interface VendorSection {
  titleKey: string;
  fields: readonly (FormFieldDef | { name: 'letter' | 'logos'; kind: 'upload' })[];
  /** Only in these modes (the manager's password on add). */
  modes?: readonly FormMode[];
}

const bank: VendorSection = {
  titleKey: 'resources.vendors.section_bank',
  fields: [
    { name: 'bank', kind: 'text', maxLength: 100 },
    { name: 'bank_account_holder_name', kind: 'text', maxLength: 150 },
    { name: 'bank_account', kind: 'text', filter: 'digits', maxLength: 34, dir: 'ltr' },
    { name: 'iban', kind: 'text', filter: 'none', maxLength: 34, dir: 'ltr' },
    { name: 'letter', kind: 'upload' },
  ],
};

const contact: VendorSection = {
  titleKey: 'resources.vendors.section_contact',
  fields: [
    { name: 'whatsapp_number', kind: 'phone' },
    { name: 'facebook', kind: 'text', filter: 'none', maxLength: 255, dir: 'ltr' },
    { name: 'twitter', kind: 'text', filter: 'none', maxLength: 255, dir: 'ltr' },
    { name: 'linkedin', kind: 'text', filter: 'none', maxLength: 255, dir: 'ltr' },
  ],
};

const logos: VendorSection = {
  titleKey: 'resources.vendors.section_logos',
  fields: [{ name: 'logos', kind: 'upload' }],
};

/** Every field the admin sets (SPEC §3 vendor fields and the manager's account). */
export const ADMIN_SECTIONS: readonly VendorSection[] = [
  {
    titleKey: 'resources.vendors.section_brand',
    fields: [
      { name: 'brand_ar', kind: 'text', maxLength: 150, dir: 'rtl' },
      { name: 'brand_en', kind: 'text', maxLength: 150, dir: 'ltr' },
      { name: 'commercial_register', kind: 'text', filter: 'digits', maxLength: 10, dir: 'ltr' },
      { name: 'tax_no', kind: 'text', filter: 'digits', maxLength: 15, dir: 'ltr' },
      { name: 'category', kind: 'select', options: VENDOR_CATEGORIES },
      { name: 'owners', kind: 'text', filter: 'none', maxLength: 500 },
      { name: 'commission_rate', kind: 'percent' },
      { name: 'commission_amount', kind: 'money' },
      { name: 'single_branch', kind: 'switch' },
      { name: 'blocked', kind: 'active' },
    ],
  },
  {
    titleKey: 'resources.vendors.section_manager',
    fields: [
      { name: 'name', kind: 'text', maxLength: 100, autoComplete: 'off' },
      { name: 'email', kind: 'email', autoComplete: 'off' },
      { name: 'phone', kind: 'phone' },
    ],
  },
  {
    titleKey: 'resources.vendors.section_password',
    modes: ['add'],
    fields: [
      { name: 'password', kind: 'password', autoComplete: 'new-password' },
      { name: 'password_confirmation', kind: 'password', autoComplete: 'new-password' },
    ],
  },
  bank,
  contact,
  logos,
];

/** What the vendor completes of its own brand. */
export const OWN_SECTIONS: readonly VendorSection[] = [bank, contact, logos];

/** A record → the form's values: phones for display, the manager's account, the logos as slots. */
export function vendorFormValues(record: Record<string, unknown> & { logos?: StoredLogo[] }) {
  return {
    ...record,
    name: record.manager_name,
    email: record.manager_email,
    phone: phoneForDisplay(record.manager_phone as string | null),
    whatsapp_number: phoneForDisplay(record.whatsapp_number as string | null),
    logos: logoSlots(record.logos),
    letter: null,
  };
}

/** The multipart body: the fields the schema parsed, the letter, and the logos' changes. */
export function vendorBody(
  payload: Record<string, unknown>,
  values: { letter?: File | null; logos?: LogoSlot[] },
  stored: readonly StoredLogo[],
): FormData {
  const fields = withoutBrandFiles(payload);
  const body = toFormData(fields);
  if (values.letter) body.append('bank_account_letter', values.letter, values.letter.name);
  appendLogos(body, values.logos ?? [], stored);
  return body;
}

/** The sections of a brand's form, each field validated by `schema`. */
export function VendorSections({
  sections,
  schema,
  form,
  mode,
}: {
  sections: readonly VendorSection[];
  schema: z.ZodType;
  form: FormInstance;
  mode: FormMode;
}) {
  const { t } = useTranslation();
  const problems = useRef<Record<string, string | null>>({});
  const uploadRule = (name: string) => ({
    validator: async () => {
      const problem = problems.current[name];
      if (problem) throw new Error(problem);
    },
  });
  const onProblem = (name: string) => (problem: string | null) => {
    problems.current[name] = problem;
    void form.validateFields([name]).catch(() => undefined);
  };
  return sections
    .filter((section) => !section.modes || section.modes.includes(mode))
    .map((section) => (
      <section key={section.titleKey}>
        <Divider titlePlacement="start">{t(section.titleKey)}</Divider>
        <Row gutter={16}>
          {section.fields.map((field) =>
            field.kind === 'upload' ? (
              <Col key={field.name} xs={24} md={field.name === 'logos' ? 24 : 12}>
                <Form.Item
                  name={field.name}
                  label={t(`resources.vendors.${field.name}`)}
                  rules={[uploadRule(field.name)]}
                >
                  {field.name === 'logos' ? (
                    <LogoSlots onProblem={onProblem('logos')} />
                  ) : (
                    <LetterField onProblem={onProblem('letter')} />
                  )}
                </Form.Item>
              </Col>
            ) : (
              <Col key={field.name} xs={24} md={12}>
                <TopLevelField
                  def={field}
                  schema={schema}
                  form={form}
                  labels={vendors.labels}
                  ownBoundary={false}
                  {...(field.name === 'password_confirmation' ? { dependencies: [['password']] } : {})}
                />
              </Col>
            ),
          )}
        </Row>
      </section>
    ));
}
