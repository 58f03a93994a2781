import { EditOutlined, KeyOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BrandApprovalNotice } from '../../components/brand-approval-notice.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { phoneForDisplay } from '../../lib/phone.ts';
import { useSession } from '../../lib/session.ts';

export function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const title = t('routes.profile');
  const phone = phoneForDisplay(user?.phone);
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={title}
        crumbs={[{ title }]}
        extra={
          <>
            <Button icon={<EditOutlined />} onClick={() => navigate('/update-profile')}>
              {t('routes.update_profile')}
            </Button>
            <Button icon={<KeyOutlined />} onClick={() => navigate('/password')}>
              {t('routes.password')}
            </Button>
          </>
        }
      />
      <BrandApprovalNotice />
      <Card>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          bordered
          items={[
            { key: 'name', label: t('profile.name'), children: user?.name },
            { key: 'email', label: t('profile.email'), children: <span dir="ltr">{user?.email}</span> },
            {
              key: 'phone',
              label: t('profile.phone'),
              children: phone ? <span dir="ltr">+966 {phone}</span> : '—',
            },
            { key: 'type', label: t('profile.type'), children: user ? t(`user_types.${user.type}`) : '' },
            { key: 'role', label: t('profile.role'), children: user?.role?.name ?? '—' },
            {
              key: 'permissions',
              label: t('profile.permissions'),
              children: t('common.count', { count: user?.permissions.length ?? 0 }),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
