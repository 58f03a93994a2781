import { PassThrough } from 'node:stream';
import { fieldLabel, type Labels, translate } from '@sufra/contract/messages';
import type { Locale } from '@sufra/contract/user-types';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

type Cell = string | number | null;

/** How a column's values are written: as the dashboard's list shows them. */
type Kind = 'text' | 'number' | 'status' | 'boolean' | 'enum' | 'datetime';

interface Column {
  key: string;
  kind: Kind;
}

/** Stored in UTC, shown in Asia/Riyadh, Gregorian, Latin digits (as the dashboard's lib/format.ts). */
const dateTimeFormats: Record<Locale, Intl.DateTimeFormat> = {
  ar: new Intl.DateTimeFormat('ar-SA-u-nu-latn-ca-gregory', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Riyadh',
  }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }),
};

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (
    current instanceof z.ZodNullable ||
    current instanceof z.ZodOptional ||
    current instanceof z.ZodDefault
  ) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

function kindOf(key: string, schema: z.ZodType): Kind | undefined {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodArray || inner instanceof z.ZodObject || inner instanceof z.ZodRecord)
    return undefined;
  if (inner instanceof z.ZodBoolean) return key === 'blocked' ? 'status' : 'boolean';
  if (inner instanceof z.ZodEnum) return 'enum';
  if (inner instanceof z.ZodNumber) return 'number';
  if (key.endsWith('_at')) return 'datetime';
  return 'text';
}

/** The scalar fields of the record schema, in its order (lists, nested objects and images stay out). */
export function exportColumns(record: z.ZodType, rows: readonly Record<string, unknown>[]): Column[] {
  if (record instanceof z.ZodObject) {
    const shape = record.shape as Record<string, z.ZodType>;
    return Object.entries(shape).flatMap(([key, schema]) => {
      const kind = kindOf(key, schema);
      return kind ? [{ key, kind }] : [];
    });
  }
  const first = rows[0] ?? {};
  return Object.entries(first).flatMap(([key, value]): Column[] => {
    if (typeof value === 'boolean') return [{ key, kind: key === 'blocked' ? 'status' : 'boolean' }];
    if (typeof value === 'number') return [{ key, kind: 'number' }];
    if (value === null || typeof value === 'string')
      return [{ key, kind: key.endsWith('_at') ? 'datetime' : 'text' }];
    return [];
  });
}

/** One value as the page shows it, in the request's language. */
function cellValue(value: unknown, column: Column, locale: Locale, labels: Labels | undefined): Cell {
  if (value === null || value === undefined || value === '') return null;
  switch (column.kind) {
    case 'status':
      return translate(locale, value ? 'values.inactive' : 'values.active');
    case 'boolean':
      return translate(locale, value ? 'values.yes' : 'values.no');
    case 'enum':
      return fieldLabel(locale, String(value), labels);
    case 'datetime': {
      const date = new Date(String(value));
      return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormats[locale].format(date);
    }
    case 'number':
      return typeof value === 'number' ? value : String(value);
    default:
      return typeof value === 'string' ? value : String(value);
  }
}

/** Neutralise spreadsheet formulas (CSV injection): a cell starting with = + - @ is prefixed with '. */
function safeText(value: Cell): string {
  if (value === null) return '';
  const text = String(value);
  const guarded = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/**
 * A CSV or XLSX file of the rows as the list page shows them: headers are the fields' labels,
 * statuses, flags and choices are words, and times are Asia/Riyadh, all in the request's language.
 */
export async function sendExport(
  reply: FastifyReply,
  options: {
    format: 'csv' | 'xlsx';
    name: string;
    locale: Locale;
    rows: readonly Record<string, unknown>[];
    /** The resource's record schema: which fields are columns, and what kind each is. */
    record: z.ZodType;
    labels?: Labels;
  },
): Promise<FastifyReply> {
  const { locale, labels } = options;
  const columns = exportColumns(options.record, options.rows);
  const headers = columns.map((c) => fieldLabel(locale, c.key, labels));
  const cells = (row: Record<string, unknown>) =>
    columns.map((c) => cellValue(row[c.key], c, locale, labels));
  const stamp = new Date().toISOString().slice(0, 10);
  const filename = `${options.name}-${stamp}.${options.format}`;
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  if (options.format === 'csv') {
    const lines = [headers.map((h) => safeText(h)).join(',')];
    for (const row of options.rows) lines.push(cells(row).map(safeText).join(','));
    // BOM so spreadsheet programs read Arabic as UTF-8
    return reply.type('text/csv; charset=utf-8').send(`\uFEFF${lines.join('\r\n')}\r\n`);
  }
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(options.name, { views: [{ rightToLeft: locale === 'ar' }] });
  sheet.columns = columns.map((c, i) => ({ header: headers[i] ?? c.key, key: c.key, width: 20 }));
  const done = (async () => {
    for (const row of options.rows) sheet.addRow(cells(row)).commit();
    sheet.commit();
    await workbook.commit();
  })();
  done.catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(stream);
}
