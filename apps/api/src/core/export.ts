import { PassThrough } from 'node:stream';
import { fieldLabel, type Labels } from '@sufra/contract/messages';
import type { Locale } from '@sufra/contract/user-types';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

type Cell = string | number | boolean | null;

function cellValue(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** Neutralise spreadsheet formulas (CSV injection): a cell starting with = + - @ is prefixed with '. */
function safeText(value: Cell): string {
  if (value === null) return '';
  const text = String(value);
  const guarded = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** Top-level scalar columns of the records, in their order. */
export function exportColumns(rows: readonly Record<string, unknown>[]): string[] {
  const first = rows[0];
  if (!first) return [];
  return Object.keys(first).filter((key) => {
    const v = first[key];
    return v === null || ['string', 'number', 'boolean'].includes(typeof v);
  });
}

export async function sendExport(
  reply: FastifyReply,
  options: {
    format: 'csv' | 'xlsx';
    name: string;
    locale: Locale;
    rows: readonly Record<string, unknown>[];
    labels?: Labels;
  },
): Promise<FastifyReply> {
  const columns = exportColumns(options.rows);
  const headers = columns.map((c) => fieldLabel(options.locale, c, options.labels));
  const stamp = new Date().toISOString().slice(0, 10);
  const filename = `${options.name}-${stamp}.${options.format}`;
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  if (options.format === 'csv') {
    const lines = [headers.map((h) => safeText(h)).join(',')];
    for (const row of options.rows) lines.push(columns.map((c) => safeText(cellValue(row[c]))).join(','));
    // BOM so spreadsheet programs read Arabic as UTF-8
    return reply.type('text/csv; charset=utf-8').send(`\uFEFF${lines.join('\r\n')}\r\n`);
  }
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(options.name, { views: [{ rightToLeft: options.locale === 'ar' }] });
  sheet.columns = columns.map((c, i) => ({ header: headers[i] ?? c, key: c, width: 20 }));
  const done = (async () => {
    for (const row of options.rows)
      sheet.addRow(Object.fromEntries(columns.map((c) => [c, cellValue(row[c])]))).commit();
    sheet.commit();
    await workbook.commit();
  })();
  done.catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(stream);
}
