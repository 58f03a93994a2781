import type { FormFieldDef } from '../resource/resource-config.ts';

/** A field's width in the form's two-column grid (antd's 24 columns, from the md breakpoint). */
export type FieldSpan = 12 | 24;

const twinOf = (name: string) => (name.endsWith('_ar') ? `${name.slice(0, -3)}_en` : undefined);

/**
 * The width of each shown field in the form's two columns: a wide field or a list takes the row, the
 * rest half of it. A bilingual pair (`x_ar` then `x_en`) always shares one row, Arabic first: when
 * the fields before it leave it the second column (a field shown only to some users is left out), the
 * field before the pair takes its whole row, so the pair's two names stand side by side, never
 * diagonally across two rows.
 */
export function fieldSpans(fields: readonly Pick<FormFieldDef, 'name' | 'kind' | 'wide'>[]): FieldSpan[] {
  const spans: FieldSpan[] = [];
  let column = 0;
  fields.forEach((field, index) => {
    const span: FieldSpan = field.wide || field.kind === 'list' ? 24 : 12;
    const twin = twinOf(field.name);
    const pairStarts = span === 12 && twin !== undefined && fields[index + 1]?.name === twin;
    if (pairStarts && column === 12 && spans.length > 0) {
      spans[spans.length - 1] = 24;
      column = 0;
    }
    spans.push(span);
    column = (column + span) % 24;
  });
  return spans;
}
