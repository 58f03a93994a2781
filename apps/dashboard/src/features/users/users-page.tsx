import { optionalStrongPassword } from '@sufra/contract/resources/branch-users';
import { USER_ROLES_SOURCE, users } from '@sufra/contract/resources/users';
import type { z } from 'zod';
import { accountFields } from '../../components/resource/account-fields.ts';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { phoneForDisplay } from '../../lib/phone.ts';
import { usersKey } from './keys.ts';

type AdminUser = z.infer<typeof users.record>;

/** Emails and phones read left to right in both languages (antd's cell direction wins over `dir`). */
const LTR = { direction: 'ltr', unicodeBidi: 'isolate', whiteSpace: 'nowrap' } as const;

const columns: ResourceColumn<AdminUser>[] = [
  { key: 'id', width: 64 },
  { key: 'name', width: 160 },
  {
    key: 'email',
    width: 200,
    render: (record) => (
      <bdi dir="ltr" style={LTR}>
        {record.email}
      </bdi>
    ),
  },
  {
    key: 'phone',
    width: 150,
    render: (record) =>
      record.phone ? <bdi dir="ltr" style={LTR}>{`+966 ${phoneForDisplay(record.phone)}`}</bdi> : '—',
  },
  { key: 'role_name', width: 160 },
  { key: 'blocked' },
];

/** The drawer also tells when the account last signed in and since when it exists. */
const details: ResourceColumn<AdminUser>[] = [...columns, { key: 'last_login_at' }, { key: 'created_at' }];

/**
 * The administration's accounts, each with an admin role. The role select lists every admin role;
 * the server refuses one holding a permission the signed-in admin lacks, under the field.
 */
export const usersPage: ResourcePageConfig<AdminUser> = {
  ...usersKey,
  columns,
  details,
  form: [
    ...accountFields('resources.users.new_password'),
    { name: 'role_id', kind: 'select', source: USER_ROLES_SOURCE },
  ],
  editSchema: users.create.extend({ password: optionalStrongPassword() }),
};

export default usersPage;
