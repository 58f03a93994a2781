import { ApartmentOutlined, SafetyCertificateOutlined, ShopOutlined } from '@ant-design/icons';
import type { UserType } from '@sufra/contract/user-types';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setUserType } from '../../lib/session.ts';
import { AuthLine, AuthLink, AuthTitle } from './auth-text.tsx';

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
      <AuthTitle>{t('auth.choose_title')}</AuthTitle>
      <AuthLine className="auth-subtitle" secondary>
        {t('auth.choose_subtitle')}
      </AuthLine>
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
      <AuthLine className="auth-footer">
        {t('auth.join_prompt')} <AuthLink to="/join-us">{t('routes.join_us')}</AuthLink>
      </AuthLine>
    </Flex>
  );
}
