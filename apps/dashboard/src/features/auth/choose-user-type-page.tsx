import { ApartmentOutlined, SafetyCertificateOutlined, ShopOutlined } from '@ant-design/icons';
import type { UserType } from '@sufra/contract/user-types';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { setUserType } from '../../lib/session.ts';

const TYPES: { type: UserType; icon: ReactNode }[] = [
  { type: 'admin', icon: <SafetyCertificateOutlined /> },
  { type: 'vendor', icon: <ShopOutlined /> },
  { type: 'branch', icon: <ApartmentOutlined /> },
];

/** Shown when no token is stored: the chosen type prefixes every API path (SPEC §6). */
export function ChooseUserTypePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} className="auth-title">
        {t('auth.choose_title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="auth-subtitle">
        {t('auth.choose_subtitle')}
      </Typography.Paragraph>
      {TYPES.map(({ type, icon }) => (
        <Button
          key={type}
          size="large"
          block
          icon={icon}
          className="user-type-button"
          data-user-type={type}
          onClick={() => {
            setUserType(type);
            navigate('/login');
          }}
        >
          {t(`user_types.${type}`)}
        </Button>
      ))}
      <Typography.Paragraph className="auth-footer">
        {t('auth.join_prompt')} <Link to="/join-us">{t('routes.join_us')}</Link>
      </Typography.Paragraph>
    </Flex>
  );
}
