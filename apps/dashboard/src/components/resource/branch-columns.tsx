import type { ReactNode } from 'react';
import type { ResourceColumn, ResourceRecord } from './resource-config.ts';
import { TwoLines } from './two-lines.tsx';

/** A list's branch column: the platform admin sees the brand beneath the branch, a vendor the branch alone. */
export function branchColumns<T extends ResourceRecord & { branch_name: ReactNode; brand_name?: ReactNode }>(
  adminWidth: number,
  vendorWidth: number,
): ResourceColumn<T>[] {
  return [
    {
      key: 'branch_name',
      width: adminWidth,
      userTypes: ['admin'],
      render: (record) => <TwoLines main={record.branch_name} sub={record.brand_name} />,
    },
    { key: 'branch_name', width: vendorWidth, userTypes: ['vendor'] },
  ];
}
