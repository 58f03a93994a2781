import { ALL_PERMISSIONS, PERMISSION_RESOURCES, type Permission } from '@sufra/contract/permissions';
import { MATRIX_PERMISSIONS, PERMISSION_SECTIONS, permissionLabel } from '@sufra/contract/resources/roles';
import { describe, expect, it } from 'vitest';
import { NAV_SECTIONS } from '../../components/feature-manifest.tsx';
import { cellsOf, groupState, MATRIX_ROWS, toggleGroup } from './permission-matrix.ts';

describe('the permission matrix', () => {
  it('has every resource of the catalogue once, in the sidebar sections', () => {
    expect(MATRIX_ROWS.map((row) => row.resource).sort()).toEqual([...PERMISSION_RESOURCES].sort());
    expect([...PERMISSION_SECTIONS]).toEqual([...NAV_SECTIONS]);
    expect(MATRIX_PERMISSIONS.every((p) => ALL_PERMISSIONS.includes(p))).toBe(true);
  });

  it('has a cell only where the permission exists (notifications are read, payments made)', () => {
    const row = (resource: string) => MATRIX_ROWS.find((r) => r.resource === resource);
    expect(row('send-notifications')?.cells).toEqual({
      read: 'read-send-notifications',
      create: null,
      update: null,
      delete: null,
    });
    expect(row('payments')?.cells.create).toBe('create-payments');
    expect(row('payments')?.cells.read).toBeNull();
    expect(cellsOf({ kind: 'column', action: 'create' })).not.toContain('create-reports');
  });

  it('toggles only what the editor may change, and keeps the rest as it was', () => {
    const editable = (p: Permission) => p.endsWith('-faqs') && p !== 'create-faqs';
    const start = new Set<Permission>(['delete-orders', 'read-faqs']);
    const on = toggleGroup({ kind: 'row', resource: 'faqs' }, start, editable);
    expect([...on].sort()).toEqual(['delete-faqs', 'delete-orders', 'read-faqs', 'update-faqs']);
    expect(groupState({ kind: 'row', resource: 'faqs' }, on, editable)).toEqual({
      checked: true,
      indeterminate: false,
      disabled: false,
    });
    const off = toggleGroup({ kind: 'all' }, on, editable);
    expect([...off]).toEqual(['delete-orders']);
    expect(groupState({ kind: 'row', resource: 'orders' }, off, editable)).toEqual({
      checked: false,
      indeterminate: true,
      disabled: true,
    });
  });

  it('names a permission in both languages', () => {
    expect(permissionLabel('delete-orders', 'en')).toBe('Delete orders');
    expect(permissionLabel('update-faqs', 'en')).toBe('Edit FAQs');
    expect(permissionLabel('read-send-notifications', 'ar')).toBe('عرض الإشعارات');
  });
});
