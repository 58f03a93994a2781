import { CalendarOutlined, LineChartOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setUserType } from '../../lib/session.ts';

const BENEFITS = [
  { key: 'orders', icon: <ShoppingCartOutlined /> },
  { key: 'reservations', icon: <CalendarOutlined /> },
  { key: 'reports', icon: <LineChartOutlined /> },
] as const;

/** Invitation for restaurants: leads to the brand registration. */
export function JoinUsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={1} className="auth-title">
        {t('join.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="auth-subtitle">
        {t('join.subtitle')}
      </Typography.Paragraph>
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
      <Button
        type="primary"
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
