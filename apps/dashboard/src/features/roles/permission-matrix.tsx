import { PERMISSION_ACTIONS, type Permission } from '@sufra/contract/permissions';
import { PERMISSION_LABELS, PERMISSION_SECTIONS, permissionLabel } from '@sufra/contract/resources/roles';
import { Checkbox } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { type CellGroup, groupState, MATRIX_ROWS, toggleCell, toggleGroup } from './permission-matrix.ts';
import './roles.css';

interface MatrixProps {
  selected: ReadonlySet<Permission>;
  /** Whether the signed-in admin may change this cell (they hold the permission). */
  editable: (p: Permission) => boolean;
  onChange: (next: Set<Permission>) => void;
}

/**
 * The permission matrix of a role: resources in rows, grouped by the sidebar's sections, and the
 * actions read, create, update, delete in columns. A cell exists only where the permission does;
 * every row, column and section has an "all" box; cells the editor lacks are shown but disabled.
 */
export function PermissionMatrix({ selected, editable, onChange }: MatrixProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const labels = PERMISSION_LABELS[lang];

  const groupBox = (group: CellGroup, label: string, text?: string) => {
    const state = groupState(group, selected, editable);
    return (
      <Checkbox
        checked={state.checked}
        indeterminate={state.indeterminate}
        disabled={state.disabled}
        aria-label={label}
        onChange={() => onChange(toggleGroup(group, selected, editable))}
      >
        {text}
      </Checkbox>
    );
  };
  /** A column's title above its "all" box, both centred over the column's cells. */
  const columnHead = (group: CellGroup, label: string, text: string) => (
    <span className="permission-matrix-head">
      <span aria-hidden="true">{text}</span>
      {groupBox(group, label)}
    </span>
  );

  return (
    <section className="permission-matrix-scroll" aria-label={t('resources.roles.matrix')}>
      <table className="permission-matrix">
        <thead>
          <tr>
            <th scope="col" className="permission-matrix-resource">
              {t('resources.roles.resource')}
            </th>
            <th scope="col">
              {columnHead({ kind: 'all' }, t('resources.roles.all_permissions'), t('resources.roles.all'))}
            </th>
            {PERMISSION_ACTIONS.map((action) => (
              <th scope="col" key={action}>
                {columnHead(
                  { kind: 'column', action },
                  t('resources.roles.column_all', { action: labels.actions[action] }),
                  labels.actions[action],
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PERMISSION_SECTIONS.map((section) => (
            <Fragment key={section}>
              <tr className="permission-matrix-section">
                <th scope="rowgroup" colSpan={2 + PERMISSION_ACTIONS.length}>
                  {groupBox(
                    { kind: 'section', section },
                    t('resources.roles.section_all', { section: t(`nav.${section}`) }),
                    t(`nav.${section}`),
                  )}
                </th>
              </tr>
              {MATRIX_ROWS.filter((row) => row.section === section).map((row) => (
                <tr key={row.resource} data-resource={row.resource}>
                  <th scope="row" className="permission-matrix-resource">
                    {labels.resources[row.resource]}
                  </th>
                  <td data-label={t('resources.roles.all')}>
                    {groupBox(
                      { kind: 'row', resource: row.resource },
                      t('resources.roles.row_all', { resource: labels.resources[row.resource] }),
                    )}
                  </td>
                  {PERMISSION_ACTIONS.map((action) => {
                    const cell = row.cells[action];
                    if (cell === null)
                      return (
                        <td
                          key={action}
                          className="permission-matrix-none"
                          data-label={labels.actions[action]}
                        />
                      );
                    const locked = !editable(cell);
                    return (
                      <td
                        key={action}
                        data-label={labels.actions[action]}
                        title={locked ? t('resources.roles.not_yours') : undefined}
                      >
                        <Checkbox
                          checked={selected.has(cell)}
                          disabled={locked}
                          aria-label={permissionLabel(cell, lang)}
                          onChange={() => onChange(toggleCell(selected, cell))}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </section>
  );
}
