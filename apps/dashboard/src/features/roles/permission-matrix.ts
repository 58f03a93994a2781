import {
  PERMISSION_ACTIONS,
  type Permission,
  type PermissionAction,
  type PermissionResource,
  permission,
} from '@sufra/contract/permissions';
import {
  PERMISSION_GROUPS,
  PERMISSION_SECTIONS,
  type PermissionSection,
} from '@sufra/contract/resources/roles';

/** One row of the matrix: a resource and its cells, `null` where the permission does not exist. */
export interface MatrixRow {
  section: PermissionSection;
  resource: PermissionResource;
  cells: Record<PermissionAction, Permission | null>;
}

export const MATRIX_ROWS: readonly MatrixRow[] = PERMISSION_SECTIONS.flatMap((section) =>
  PERMISSION_GROUPS[section].map(({ resource, actions }) => ({
    section,
    resource,
    cells: Object.fromEntries(
      PERMISSION_ACTIONS.map((action) => [
        action,
        actions.includes(action) ? permission(action, resource) : null,
      ]),
    ) as Record<PermissionAction, Permission | null>,
  })),
);

/** The permissions a group of cells holds (a row, a column, a section, the whole matrix). */
export type CellGroup =
  | { kind: 'row'; resource: PermissionResource }
  | { kind: 'column'; action: PermissionAction }
  | { kind: 'section'; section: PermissionSection }
  | { kind: 'all' };

export function cellsOf(group: CellGroup): Permission[] {
  const rows = MATRIX_ROWS.filter(
    (row) =>
      group.kind === 'all' ||
      group.kind === 'column' ||
      (group.kind === 'row' && row.resource === group.resource) ||
      (group.kind === 'section' && row.section === group.section),
  );
  const actions = group.kind === 'column' ? [group.action] : PERMISSION_ACTIONS;
  return rows.flatMap((row) => actions.flatMap((action) => row.cells[action] ?? []));
}

/** The state of a group's "all" box: what it would toggle is only what the editor may change. */
export interface GroupState {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
}

export function groupState(
  group: CellGroup,
  selected: ReadonlySet<Permission>,
  editable: (p: Permission) => boolean,
): GroupState {
  const cells = cellsOf(group);
  const targets = cells.filter(editable);
  const allTargets = targets.length > 0 && targets.every((p) => selected.has(p));
  const some = cells.some((p) => selected.has(p));
  return { checked: allTargets, indeterminate: some && !allTargets, disabled: targets.length === 0 };
}

/**
 * Toggle a group: when every cell the editor may change is on, they all go off; otherwise they all
 * go on. Cells the editor may not change, and permissions outside the matrix, stay as they were.
 */
export function toggleGroup(
  group: CellGroup,
  selected: ReadonlySet<Permission>,
  editable: (p: Permission) => boolean,
): Set<Permission> {
  const targets = cellsOf(group).filter(editable);
  const next = new Set(selected);
  const on = !(targets.length > 0 && targets.every((p) => selected.has(p)));
  for (const p of targets) {
    if (on) next.add(p);
    else next.delete(p);
  }
  return next;
}

export function toggleCell(selected: ReadonlySet<Permission>, p: Permission): Set<Permission> {
  const next = new Set(selected);
  if (next.has(p)) next.delete(p);
  else next.add(p);
  return next;
}
