import { vendorRegisterInput } from '@sufra/contract/auth';
import { register } from '@sufra/contract/endpoints/auth';
import { VENDOR_CATEGORIES } from '@sufra/contract/resources/vendors';
import { Button, Col, Divider, Flex, Form, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { appendLogos, type LogoSlot, withoutBrandFiles } from '../../components/brand-files/brand-files.ts';
import { LetterField, LogoSlots } from '../../components/brand-files/brand-uploads.tsx';
import { SchemaField, useSchemaSubmit } from '../../components/form/schema-form.tsx';
import type { FormFieldDef } from '../../components/resource/resource-config.ts';
import { call } from '../../lib/api-client.ts';
import { toFormData } from '../../lib/form-data.ts';
import { toast } from '../../lib/toast.ts';

const SECTIONS: { titleKey: string; fields: FormFieldDef[] }[] = [
  {
    titleKey: 'auth.register_brand',
    fields: [
      { name: 'brand_ar', kind: 'text', dir: 'rtl' },
      { name: 'brand_en', kind: 'text', dir: 'ltr' },
      { name: 'commercial_register', kind: 'text', filter: 'digits', maxLength: 10, dir: 'ltr' },
      { name: 'tax_no', kind: 'text', filter: 'digits', maxLength: 15, dir: 'ltr' },
      { name: 'category', kind: 'select', options: VENDOR_CATEGORIES },
      { name: 'single_branch', kind: 'switch' },
    ],
  },
  {
    titleKey: 'auth.register_manager',
    fields: [
      { name: 'name', kind: 'text', autoComplete: 'name' },
      { name: 'email', kind: 'email' },
      { name: 'phone', kind: 'phone' },
      { name: 'whatsapp_number', kind: 'phone' },
      { name: 'password', kind: 'password' },
      { name: 'password_confirmation', kind: 'password' },
    ],
  },
  {
    titleKey: 'auth.register_bank',
    fields: [
      { name: 'bank', kind: 'text', maxLength: 100 },
      { name: 'bank_account_holder_name', kind: 'text' },
      { name: 'bank_account', kind: 'text', filter: 'digits', maxLength: 34, dir: 'ltr' },
      { name: 'iban', kind: 'text', filter: 'none', maxLength: 34, dir: 'ltr' },
    ],
  },
];

/** The registration's body: JSON, or multipart when the bank letter or a logo is attached. */
function registrationBody(
  payload: Record<string, unknown>,
  files: { letter?: File | null; logos?: LogoSlot[] },
) {
  const fields = withoutBrandFiles(payload);
  // SPEC §7: single_branch is sent as 1 or 0.
  const body = { ...fields, single_branch: payload.single_branch ? 1 : 0 };
  if (!files.letter && !files.logos?.some(Boolean)) return body;
  const form = toFormData(body);
  if (files.letter) form.append('bank_account_letter', files.letter, files.letter.name);
  appendLogos(form, files.logos ?? [], []);
  return form;
}

/** Brand registration (vendor only): the brand starts as PendingAdminApproval, with its letter and logos. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const { submit, busy } = useSchemaSubmit(
    form,
    vendorRegisterInput,
    (payload) =>
      call(register, {
        userType: 'vendor',
        body: registrationBody(payload, form.getFieldsValue(['letter', 'logos'])),
      }),
    (response) => {
      if (response?.message) toast.success(response.message);
      navigate('/login', { replace: true });
    },
  );

  return (
    <Flex vertical gap={8}>
      <Typography.Title level={1} className="auth-title">
        {t('routes.register')}
      </Typography.Title>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ single_branch: true }}
        onFinish={() => void submit()}
        noValidate
        scrollToFirstError
      >
        {SECTIONS.map((section) => (
          <section key={section.titleKey}>
            <Divider titlePlacement="start">{t(section.titleKey)}</Divider>
            <Row gutter={12}>
              {section.fields.map((field) => (
                <Col key={field.name} xs={24} sm={12}>
                  <SchemaField
                    schema={vendorRegisterInput}
                    form={form}
                    {...field}
                    {...(field.name === 'password_confirmation' ? { dependencies: ['password'] } : {})}
                  />
                </Col>
              ))}
            </Row>
          </section>
        ))}
        <section>
          <Divider titlePlacement="start">{t('resources.vendors.documents')}</Divider>
          <Form.Item name="letter" label={t('resources.vendors.letter')}>
            <LetterField
              onProblem={(problem) => form.setFields([{ name: 'letter', errors: problem ? [problem] : [] }])}
            />
          </Form.Item>
          <Form.Item name="logos" label={t('resources.vendors.logos')}>
            <LogoSlots
              onProblem={(problem) => form.setFields([{ name: 'logos', errors: problem ? [problem] : [] }])}
            />
          </Form.Item>
        </section>
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t('auth.register_submit')}
        </Button>
      </Form>
      <Typography.Paragraph className="auth-footer">
        {t('auth.have_account')} <Link to="/login">{t('auth.login')}</Link>
      </Typography.Paragraph>
    </Flex>
  );
}
