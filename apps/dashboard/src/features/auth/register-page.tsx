import { vendorRegisterInput } from '@sufra/contract/auth';
import { Button, Col, Divider, Flex, Form, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SchemaField, useSchemaSubmit } from '../../components/form/schema-form.tsx';
import type { FormFieldDef } from '../../components/resource/resource-config.ts';
import { api } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';

const SECTIONS: { titleKey: string; fields: FormFieldDef[] }[] = [
  {
    titleKey: 'auth.register_brand',
    fields: [
      { name: 'brand_ar', kind: 'text', dir: 'rtl' },
      { name: 'brand_en', kind: 'text', dir: 'ltr' },
      { name: 'commercial_register', kind: 'text', filter: 'digits', maxLength: 10, dir: 'ltr' },
      { name: 'tax_no', kind: 'text', filter: 'digits', maxLength: 15, dir: 'ltr' },
      { name: 'category', kind: 'text', maxLength: 100 },
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

/** Brand registration (vendor only): the brand starts as PendingAdminApproval. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const { submit, busy } = useSchemaSubmit(
    form,
    vendorRegisterInput,
    (payload) =>
      api<{ message?: string }>('register', {
        method: 'POST',
        userType: 'vendor',
        // SPEC §7: single_branch is sent as 1 or 0.
        body: { ...payload, single_branch: payload.single_branch ? 1 : 0 },
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
