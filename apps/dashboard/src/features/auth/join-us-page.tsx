import { CalendarOutlined, LineChartOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { joinUs } from '@sufra/contract/endpoints/contacts';
import { joinUsInput, joinUsLabels, MESSAGE_MAX } from '@sufra/contract/resources/contacts';
import { Button, Col, Divider, Flex, Form, Result, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TopLevelField } from '../../components/form/form-field.tsx';
import { useSchemaSubmit } from '../../components/form/schema-form.tsx';
import type { FormFieldDef } from '../../components/resource/resource-config.ts';
import { call } from '../../lib/api-client.ts';
import { setUserType } from '../../lib/session.ts';
import { AuthHeading } from './auth-heading.tsx';

const BENEFITS = [
  { key: 'orders', icon: <ShoppingCartOutlined /> },
  { key: 'reservations', icon: <CalendarOutlined /> },
  { key: 'reports', icon: <LineChartOutlined /> },
] as const;

/** The restaurant's message to the platform, checked by the same rules as the server's. */
const FIELDS: FormFieldDef[] = [
  { name: 'restaurant_name', kind: 'text', maxLength: 150, autoComplete: 'organization' },
  { name: 'name', kind: 'text', maxLength: 100, autoComplete: 'name' },
  { name: 'phone', kind: 'phone' },
  { name: 'email', kind: 'email' },
  { name: 'city', kind: 'text', maxLength: 100, autoComplete: 'address-level2' },
  { name: 'message', kind: 'textarea', maxLength: MESSAGE_MAX, wide: true },
];

/** The contact form of `/join-us`: sent to the public `POST /vendor/join-us`, then a thank-you. */
function JoinUsForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [sent, setSent] = useState<string | null>(null);
  const { submit, busy } = useSchemaSubmit(
    form,
    joinUsInput,
    (payload) => call(joinUs, { userType: 'vendor', body: payload }),
    (answer) => {
      form.resetFields();
      setSent(answer.message);
    },
  );
  if (sent !== null)
    return (
      <Result
        status="success"
        role="status"
        title={t('contacts.sent_title')}
        subTitle={sent}
        extra={<Button onClick={() => setSent(null)}>{t('contacts.send_another')}</Button>}
      />
    );
  return (
    <Form
      form={form}
      layout="vertical"
      className="join-form"
      onFinish={() => void submit()}
      noValidate
      scrollToFirstError
      aria-label={t('contacts.form_title')}
    >
      <Row gutter={12}>
        {FIELDS.map((field) => (
          <Col key={field.name} xs={24} sm={field.wide ? 24 : 12}>
            <TopLevelField def={field} schema={joinUsInput} form={form} labels={joinUsLabels} />
          </Col>
        ))}
      </Row>
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        {t('contacts.send')}
      </Button>
    </Form>
  );
}

/** Invitation for restaurants: a message to the platform's team, or the brand registration. */
export function JoinUsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Flex vertical gap={12}>
      <AuthHeading title={t('join.title')} subtitle={t('join.subtitle')} />
      <ul className="benefit-list">
        {BENEFITS.map((item) => (
          <li key={item.key}>
            <span className="benefit-icon" aria-hidden>
              {item.icon}
            </span>
            <div>
              <Typography.Text strong>{t(`join.${item.key}_title`)}</Typography.Text>
              <Typography.Paragraph type="secondary">{t(`join.${item.key}_body`)}</Typography.Paragraph>
            </div>
          </li>
        ))}
      </ul>
      <section aria-labelledby="join-form-title">
        <Divider titlePlacement="start">
          <span id="join-form-title">{t('contacts.form_title')}</span>
        </Divider>
        <Typography.Paragraph type="secondary">{t('contacts.form_intro')}</Typography.Paragraph>
        <JoinUsForm />
      </section>
      <Divider />
      <Typography.Paragraph type="secondary" className="auth-subtitle">
        {t('contacts.or_register')}
      </Typography.Paragraph>
      <Button
        size="large"
        block
        onClick={() => {
          setUserType('vendor');
          navigate('/register');
        }}
      >
        {t('join.register')}
      </Button>
      <Button size="large" block onClick={() => navigate('/choose-user-type')}>
        {t('auth.login')}
      </Button>
    </Flex>
  );
}
