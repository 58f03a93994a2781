import { fieldLabel } from '@sufra/contract/messages';
import type { ResourceDef } from '@sufra/contract/resource';
import {
  branchUsers,
  MANAGER_STAFF_SUB_ROLES,
  optionalStrongPassword,
  STAFF_BRANCHES_SOURCE,
} from '@sufra/contract/resources/branch-users';
import { BRANCH_SUB_ROLES } from '@sufra/contract/user-types';
import { Tag } from 'antd';
import type { z } from 'zod';
import { accountFields } from '../../components/resource/account-fields.ts';
import { branchColumns } from '../../components/resource/branch-columns.tsx';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { TwoLines } from '../../components/resource/two-lines.tsx';
import { phoneForDisplay } from '../../lib/phone.ts';
import { branchUsersKey } from './keys.ts';

type BranchUser = z.infer<typeof branchUsers.record>;

/** Dark enough for AA contrast in light and dark themes (antd's gold and volcano presets are not). */
const SUB_ROLE_COLORS = { manager: '#874d00', kitchen: '#ad2102', cashier: '#0958d9' } as const;

/** Emails and phones read left to right in both languages (antd's cell direction wins over `dir`). */
const LTR = { direction: 'ltr', unicodeBidi: 'isolate', whiteSpace: 'nowrap' } as const;

const id: ResourceColumn<BranchUser> = { key: 'id', width: 64 };
const phone: ResourceColumn<BranchUser> = {
  key: 'phone',
  width: 150,
  render: (record) =>
    record.phone ? <bdi dir="ltr" style={LTR}>{`+966 ${phoneForDisplay(record.phone)}`}</bdi> : '—',
};
const job: ResourceColumn<BranchUser> = {
  key: 'sub_role',
  width: 140,
  render: (record, { lang, labels }) => (
    <Tag color={SUB_ROLE_COLORS[record.sub_role]}>{fieldLabel(lang, record.sub_role, labels)}</Tag>
  ),
};
const email: ResourceColumn<BranchUser> = {
  key: 'email',
  render: (record) => (
    <bdi dir="ltr" style={LTR}>
      {record.email}
    </bdi>
  ),
};

/**
 * At 1366 px every column fits beside the sider for every role: the email sits beneath the name, and
 * the platform sees each branch with its brand beneath it.
 */
const columns: ResourceColumn<BranchUser>[] = [
  id,
  {
    key: 'name',
    width: 220,
    render: (record) => <TwoLines main={record.name} sub={record.email} subDir="ltr" />,
  },
  phone,
  job,
  ...branchColumns(200, 180),
  { key: 'blocked' },
];

/** The drawer gives each fact its line, and when the account last signed in and since when it exists. */
const details: ResourceColumn<BranchUser>[] = [
  id,
  { key: 'name' },
  email,
  phone,
  job,
  { key: 'branch_name', userTypes: ['admin', 'vendor'] },
  { key: 'brand_name', userTypes: ['admin'] },
  { key: 'blocked' },
  { key: 'last_login_at' },
  { key: 'created_at' },
];

/** A branch manager adds staff to their own branch: the server takes it from the token. */
const branchRealm: ResourceDef = {
  ...branchUsers,
  create: branchUsers.createFor?.branch ?? branchUsers.create,
};

/**
 * Branch staff. The admin and a vendor pick the branch and any job; a branch manager's branch is
 * fixed (their own) and they add kitchen and cashier accounts only. The password is required on add
 * and optional on edit (left empty, the current one stays).
 */
export const branchUsersPage: ResourcePageConfig<BranchUser> = {
  ...branchUsersKey,
  realms: { branch: branchRealm },
  columns,
  details,
  filterUserTypes: { branch_id: ['admin', 'vendor'] },
  form: [
    ...accountFields('resources.branch_users.new_password'),
    { name: 'sub_role', kind: 'select', options: BRANCH_SUB_ROLES, userTypes: ['admin', 'vendor'] },
    { name: 'sub_role', kind: 'select', options: MANAGER_STAFF_SUB_ROLES, userTypes: ['branch'] },
    { name: 'branch_id', kind: 'select', source: STAFF_BRANCHES_SOURCE, userTypes: ['admin', 'vendor'] },
  ],
  defaults: {},
  editSchema: branchUsers.create.extend({ password: optionalStrongPassword() }),
};

export default branchUsersPage;
