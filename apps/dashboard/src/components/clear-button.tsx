import { CloseCircleFilled } from '@ant-design/icons';

/**
 * antd's clear buttons, named in the page's language (`label`: `t('actions.clear')`). Left to
 * themselves a select's says "Clear" and an input's is named by nothing but its (decorative) icon.
 * A select takes the name itself; an input's button takes its icon's.
 */
export const selectClear = (label: string) => ({ clearIcon: <CloseCircleFilled />, label });
export const inputClear = (label: string) => ({ clearIcon: <CloseCircleFilled aria-label={label} /> });
