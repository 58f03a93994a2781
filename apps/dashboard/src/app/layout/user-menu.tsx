import { EditOutlined, KeyOutlined, LogoutOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { logout } from '@sufra/contract/endpoints/auth';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Dropdown, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../lib/api-client.ts';
import { clearSession, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';

export function useLogout(): () => Promise<void> {
  const client = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const response = await call(logout, { notify: false }).catch(() => null);
    clearSession();
    client.clear();
    if (response?.message) toast.success(response.message);
    navigate('/choose-user-type', { replace: true });
  };
}

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, userType } = useSession();
  const logout = useLogout();
  return (
    <Dropdown
      menu={{
        items: [
          { key: '/profile', icon: <UserOutlined />, label: t('routes.profile') },
          { key: '/update-profile', icon: <EditOutlined />, label: t('routes.update_profile') },
          { key: '/password', icon: <KeyOutlined />, label: t('routes.password') },
          // A brand manager reaches its brand (approval, documents, bank and links) from here too.
          ...(userType === 'vendor'
            ? [{ key: '/my-brand', icon: <ShopOutlined />, label: t('routes.my_brand') }]
            : []),
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('auth.logout'), danger: true },
        ],
        onClick: ({ key }) => (key === 'logout' ? void logout() : navigate(key)),
      }}
    >
      <Button
        type="text"
        className="user-menu-button"
        aria-label={`${user?.name ?? ''} (${t('header.account')})`}
      >
        <Avatar size="small" icon={<UserOutlined />} />
        <Typography.Text className="user-menu-name" ellipsis>
          {user?.name}
        </Typography.Text>
      </Button>
    </Dropdown>
  );
}
