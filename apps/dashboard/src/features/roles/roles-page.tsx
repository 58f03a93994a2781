import { isPermission } from '@sufra/contract/permissions';
import {
  MATRIX_PERMISSIONS,
  permissionLabel,
  type roles,
  SUPER_ADMIN_ROLE_ID,
} from '@sufra/contract/resources/roles';
import { Flex, Tag } from 'antd';
import type { z } from 'zod';
import { bilingualColumn, idAndNames } from '../../components/resource/common-columns.ts';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { rolesKey } from './keys.ts';

type Role = z.infer<typeof roles.record>;

const shown = new Set<string>(MATRIX_PERMISSIONS);

const columns: ResourceColumn<Role>[] = [
  { key: 'id', width: 64 },
  bilingualColumn('name', 'name_ar', 'name_en', { titleKey: 'resources.roles.name', width: 200 }),
  { key: 'users_count', width: 100 },
  {
    key: 'permissions_list',
    width: 130,
    // Of the matrix's permissions: a super admin reads "all", another role how many of them it has.
    render: (record, { t }) => {
      const held = record.permissions_list.filter((p) => isPermission(p) && shown.has(p)).length;
      return held === shown.size
        ? t('resources.roles.all_permissions')
        : t('resources.roles.permissions_count', { count: held, total: shown.size });
    },
  },
  {
    key: 'is_system',
    width: 120,
    render: (record, { t }) =>
      record.is_system ? <Tag color="blue">{t('resources.roles.system')}</Tag> : t('common.no'),
  },
  { key: 'created_at' },
];

/** `/roles/record`: the generic list (edit and delete per permission); editing is the matrix page. */
export const rolesPage: ResourcePageConfig<Role> = {
  ...rolesKey,
  columns,
  // Role 1 (the super admin) is never edited nor deleted (SPEC §6): its row offers its details only.
  lockedRow: (record) => record.id === SUPER_ADMIN_ROLE_ID,
  details: [
    ...idAndNames('name_ar', 'name_en'),
    ...columns.filter((column) => !['id', 'name', 'permissions_list', 'created_at'].includes(column.key)),
    {
      key: 'permissions_list',
      // Each permission by name, in the matrix's order (sidebar sections), or "all" for the super admin.
      render: (record, { lang, t }) => {
        const own = new Set(record.permissions_list);
        const names = MATRIX_PERMISSIONS.filter((p) => own.has(p));
        if (names.length === MATRIX_PERMISSIONS.length) return t('resources.roles.all_permissions');
        if (names.length === 0) return t('common.none');
        return (
          <Flex wrap gap={4}>
            {names.map((p) => (
              <Tag key={p}>{permissionLabel(p, lang)}</Tag>
            ))}
          </Flex>
        );
      },
    },
    { key: 'created_at' },
    { key: 'updated_at' },
  ],
  // The edit page is the permission matrix (role-edit-page.tsx), not the generic form.
  form: [],
};

export default rolesPage;
