import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { fieldLabel, type Labels, translate } from '@sufra/contract/messages';
import type { Locale } from '@sufra/contract/user-types';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../http/errors.ts';

type Cell = string | number | null;

/** How a column's values are written: as the dashboard's list shows them. */
type Kind = 'text' | 'number' | 'status' | 'boolean' | 'enum' | 'datetime';

interface Column {
  key: string;
  kind: Kind;
}

/** Stored in UTC, shown in Asia/Riyadh, Gregorian, Latin digits (as the dashboard's lib/format.ts). */
const INTL_LOCALES: Record<Locale, string> = { ar: 'ar-SA-u-nu-latn-ca-gregory', en: 'en-GB' };
const TIME_ZONE = 'Asia/Riyadh';
const RIYADH_OFFSET_MS = 3 * 3_600_000;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * A time as the list shows it ("26 Nov 2026, 14:05"), in the request's language. An export writes
 * hundreds of thousands of them, and formatting one with Intl takes microseconds: the date part is
 * formatted once per Riyadh day and the time part once per minute of the day, then joined as the
 * full format joins them. The join is learned from a sample at start; where the full format is not
 * the two parts joined that way, every time goes through the full format.
 */
class TimeFormatter {
  readonly #full: Intl.DateTimeFormat;
  readonly #date: Intl.DateTimeFormat;
  readonly #time: Intl.DateTimeFormat;
  readonly #days = new Map<number, string>();
  readonly #minutes = new Map<number, string>();
  readonly #separator: string | undefined;

  constructor(locale: Locale) {
    const intl = INTL_LOCALES[locale];
    this.#full = new Intl.DateTimeFormat(intl, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: TIME_ZONE,
    });
    this.#date = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: TIME_ZONE });
    this.#time = new Intl.DateTimeFormat(intl, { timeStyle: 'short', timeZone: TIME_ZONE });
    this.#separator = this.#learnSeparator();
  }

  /** What joins the date and the time in the full format, if every sample is joined the same way. */
  #learnSeparator(): string | undefined {
    let separator: string | undefined;
    for (const sample of [
      Date.UTC(2026, 0, 5, 6, 7),
      Date.UTC(2026, 10, 26, 20, 59),
      Date.UTC(2030, 6, 1, 12, 0),
    ]) {
      const full = this.#full.format(sample);
      const date = this.#date.format(sample);
      const time = this.#time.format(sample);
      if (!full.startsWith(date) || !full.endsWith(time) || full.length < date.length + time.length)
        return undefined;
      const between = full.slice(date.length, full.length - time.length);
      if (separator !== undefined && between !== separator) return undefined;
      separator = between;
    }
    return separator;
  }

  format(date: Date): string {
    const ms = date.getTime();
    if (this.#separator === undefined) return this.#full.format(date);
    const local = ms + RIYADH_OFFSET_MS;
    const day = Math.floor(local / DAY_MS);
    const minute = Math.floor((local - day * DAY_MS) / MINUTE_MS);
    let datePart = this.#days.get(day);
    if (datePart === undefined) {
      if (this.#days.size > 10_000) this.#days.clear();
      datePart = this.#date.format(date);
      this.#days.set(day, datePart);
    }
    let timePart = this.#minutes.get(minute);
    if (timePart === undefined) {
      timePart = this.#time.format(date);
      this.#minutes.set(minute, timePart);
    }
    return `${datePart}${this.#separator}${timePart}`;
  }
}

const timeFormats: Record<Locale, TimeFormatter> = {
  ar: new TimeFormatter('ar'),
  en: new TimeFormatter('en'),
};

/** A time as an export writes it (see {@link TimeFormatter}). */
export function formatExportTime(date: Date, locale: Locale): string {
  return timeFormats[locale].format(date);
}

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

/**
 * The columns' labels, each once: a list shows a related record by its name, and the export also
 * writes its id ("Brand" and "Brand (ID)"). Where two columns would still share a label, the later
 * one is numbered ("Image", "Image (2)").
 */
export function exportHeaders(columns: readonly Column[], locale: Locale, labels?: Labels): string[] {
  const base = columns.map((c) => fieldLabel(locale, c.key, labels));
  const idLabel = fieldLabel(locale, 'id');
  const repeated = (label: string) => base.filter((l) => l === label).length > 1;
  const seen = new Set<string>();
  return columns.map((c, i) => {
    const label = base[i] ?? c.key;
    let header = repeated(label) && c.key.endsWith('_id') ? `${label} (${idLabel})` : label;
    for (let n = 2; seen.has(header); n++) header = `${label} (${n})`;
    seen.add(header);
    return header;
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
      const date = value instanceof Date ? value : new Date(String(value));
      return Number.isNaN(date.getTime()) ? String(value) : formatExportTime(date, locale);
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

/** Rows for an export: all at once, or batches as they come from the database (no cap). */
export type ExportRows =
  | readonly Record<string, unknown>[]
  | AsyncIterable<readonly Record<string, unknown>[]>;

/**
 * Empties a batch that has been written. V8 moves what is alive when it collects the young
 * generation to the old one, where it stays until a full collection, even once dead. A batch being
 * read at that moment moves there, and its array goes on pointing at the rows added after: each of
 * them then counts as alive at the next young collection and moves too. Every row of an export ended
 * in the old generation, which grew by 150 MB before a full collection (100,000 orders). An empty
 * array points at nothing.
 */
function release(batch: readonly unknown[]): void {
  (batch as unknown[]).length = 0;
}

/**
 * Rows handled between two turns of the event loop: an export works through its rows a slice at a
 * time, so a request for thousands of rows never holds the loop (a few milliseconds a slice, where a
 * whole XLSX batch held it 200–400 ms here and seconds on a busy machine).
 */
const SLICE_ROWS = 100;

/** `fn` over the rows, a slice at a time, letting the event loop turn between slices. */
async function inSlices<T>(rows: readonly T[], fn: (row: T) => void): Promise<void> {
  for (let start = 0; start < rows.length; start += SLICE_ROWS) {
    if (start > 0) await setImmediate();
    const end = Math.min(rows.length, start + SLICE_ROWS);
    for (let i = start; i < end; i += 1) fn(rows[i] as T);
  }
}

/** Each batch's rows through `fn`, batch by batch (nothing read ahead); a source batch is released once mapped. */
export async function* mapBatches<T, U>(
  batches: AsyncIterable<readonly T[]>,
  fn: (row: T) => U,
): AsyncGenerator<U[], void, undefined> {
  for await (const batch of batches) {
    const mapped: U[] = [];
    await inSlices(batch, (row) => mapped.push(fn(row)));
    release(batch);
    yield mapped;
  }
}

function isBatches(rows: ExportRows): rows is AsyncIterable<readonly Record<string, unknown>[]> {
  return !Array.isArray(rows);
}

/** The batches with the first one read already (its rows name the columns of a schema-less record). */
async function peeked(rows: ExportRows): Promise<{
  first: readonly Record<string, unknown>[];
  rest: AsyncIterator<readonly Record<string, unknown>[]> | undefined;
}> {
  if (!isBatches(rows)) return { first: rows as readonly Record<string, unknown>[], rest: undefined };
  const iterator = rows[Symbol.asyncIterator]();
  const head = await iterator.next();
  return { first: head.done ? [] : head.value, rest: head.done ? undefined : iterator };
}

/** CSV text of the rows (header line first), one chunk per batch; BOM so spreadsheets read UTF-8. */
async function* csvChunks(
  headers: readonly string[],
  first: readonly Record<string, unknown>[],
  rest: AsyncIterator<readonly Record<string, unknown>[]> | undefined,
  cells: (row: Record<string, unknown>) => Cell[],
): AsyncGenerator<string, void, undefined> {
  const lines = async (batch: readonly Record<string, unknown>[]) => {
    let text = '';
    await inSlices(batch, (row) => {
      text += `${cells(row).map(safeText).join(',')}\r\n`;
    });
    return text;
  };
  try {
    const head = `\uFEFF${headers.map((h) => safeText(h)).join(',')}\r\n${await lines(first)}`;
    if (!rest) {
      yield head;
      return;
    }
    release(first);
    yield head;
    for (let next = await rest.next(); !next.done; next = await rest.next()) {
      const text = await lines(next.value);
      release(next.value);
      yield text;
    }
  } finally {
    // The client went away (or a write failed): stop the source (closes a database cursor).
    await rest?.return?.();
  }
}

/**
 * A CSV or XLSX file of the rows as the list page shows them: headers are the fields' labels,
 * statuses, flags and choices are words, and times are Asia/Riyadh, all in the request's language.
 *
 * `rows` is an array, or an async iterable of batches (e.g. `fetchBatches` through `mapBatches`):
 * batches are written as they come, with backpressure, so memory stays bounded whatever the count;
 * each batch is emptied once written (see {@link release}); an array is left as it is.
 * An error after the first bytes were sent aborts the response (the file is then incomplete).
 */
/**
 * Exports one account may have under way at once in a process: each holds a database connection
 * (a cursor on PostgreSQL) and a share of the CPU for as long as it streams, so a third answers 429
 * until one has finished.
 */
export const EXPORTS_AT_ONCE = 2;
const exporting = new Map<string, number>();

/** Counts the caller's export in; the returned function counts it out (once). */
function exportSlot(reply: FastifyReply): () => void {
  const request = reply.request;
  const who = request.actor ? `user:${request.actor.userId}` : `ip:${request.ip}`;
  const under = exporting.get(who) ?? 0;
  if (under >= EXPORTS_AT_ONCE)
    throw new AppError(429, 'errors.exports_busy', {
      params: { max: EXPORTS_AT_ONCE },
      headers: { 'retry-after': '5' },
    });
  exporting.set(who, under + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const left = (exporting.get(who) ?? 1) - 1;
    if (left > 0) exporting.set(who, left);
    else exporting.delete(who);
  };
}

export async function sendExport(
  reply: FastifyReply,
  options: {
    format: 'csv' | 'xlsx';
    name: string;
    locale: Locale;
    rows: ExportRows;
    /** The resource's record schema: which fields are columns, and what kind each is. */
    record: z.ZodType;
    labels?: Labels;
  },
): Promise<FastifyReply> {
  const { locale, labels } = options;
  const endSlot = exportSlot(reply);
  // Until the answer has gone, or the client has gone.
  reply.raw.once('close', endSlot);
  let peek: Awaited<ReturnType<typeof peeked>>;
  try {
    peek = await peeked(options.rows);
  } catch (error) {
    endSlot();
    throw error;
  }
  const { first, rest } = peek;
  const columns = exportColumns(options.record, first);
  const headers = exportHeaders(columns, locale, labels);
  const cells = (row: Record<string, unknown>) =>
    columns.map((c) => cellValue(row[c.key], c, locale, labels));
  const stamp = new Date().toISOString().slice(0, 10);
  const filename = `${options.name}-${stamp}.${options.format}`;
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  if (options.format === 'csv') {
    const body = Readable.from(csvChunks(headers, first, rest, cells), { objectMode: false });
    return reply.type('text/csv; charset=utf-8').send(body);
  }
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(options.name, { views: [{ rightToLeft: locale === 'ar' }] });
  sheet.columns = columns.map((c, i) => ({ header: headers[i] ?? c.key, key: c.key, width: 20 }));
  const write = async (batch: readonly Record<string, unknown>[]) => {
    await inSlices(batch, (row) => sheet.addRow(cells(row)).commit());
    // Backpressure: wait while the response has not taken what was written.
    if (stream.writableNeedDrain) await once(stream, 'drain');
  };
  const done = (async () => {
    try {
      await write(first);
      if (rest) {
        release(first);
        for (let next = await rest.next(); !next.done; next = await rest.next()) {
          if (stream.destroyed) break;
          await write(next.value);
          release(next.value);
        }
      }
    } finally {
      await rest?.return?.();
    }
    sheet.commit();
    await workbook.commit();
  })();
  done.catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(stream);
}
