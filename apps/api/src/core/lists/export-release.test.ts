import { EventEmitter } from 'node:events';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseCsv } from '../../test/csv.ts';
import { mapBatches, sendExport } from './export.ts';

/**
 * An export empties each batch once written (a written batch that V8 had moved to the old
 * generation would otherwise keep the rows read after it alive: see `release` in export.ts), and
 * never touches rows given as one array.
 */
const record = z.object({ id: z.number(), name: z.string() });
type Row = z.infer<typeof record>;

const rowsOf = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `dish ${from + i}` }));

/** The reply's body as sendExport hands it over, read to the end. */
async function exported(format: 'csv' | 'xlsx', rows: readonly Row[] | AsyncIterable<readonly Row[]>) {
  let body: Readable | undefined;
  // The response: it closes once the body has been read (the export's slot is then given back).
  const raw = new EventEmitter();
  const reply = {
    request: { ip: '127.0.0.1' },
    raw,
    header: () => reply,
    type: () => reply,
    send: (sent: Readable) => {
      body = sent;
      return reply;
    },
  };
  await sendExport(reply as unknown as FastifyReply, { format, name: 'dishes', locale: 'en', rows, record });
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of body ?? []) chunks.push(Buffer.from(chunk as Buffer));
  } finally {
    raw.emit('close');
  }
  return Buffer.concat(chunks);
}

async function idsOf(format: 'csv' | 'xlsx', file: Buffer): Promise<number[]> {
  if (format === 'csv')
    return parseCsv(file.toString('utf8'))
      .slice(1)
      .map((line) => Number(line[0]));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const ids: number[] = [];
  workbook.worksheets[0]?.eachRow((row, n) => {
    if (n > 1) ids.push(Number(row.getCell(1).value));
  });
  return ids;
}

describe('an export and its batches', () => {
  for (const format of ['csv', 'xlsx'] as const) {
    it(`${format.toUpperCase()}: writes every row of every batch, and leaves each batch empty`, async () => {
      const batches = [rowsOf(1, 3), rowsOf(4, 3), rowsOf(7, 2)];
      const source = (async function* () {
        for (const batch of batches) yield batch;
      })();
      const file = await exported(format, source);
      expect(await idsOf(format, file)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(batches.map((batch) => batch.length)).toEqual([0, 0, 0]);
    });

    it(`${format.toUpperCase()}: leaves rows given as one array as they are`, async () => {
      const rows = rowsOf(1, 4);
      const file = await exported(format, rows);
      expect(await idsOf(format, file)).toEqual([1, 2, 3, 4]);
      expect(rows).toEqual(rowsOf(1, 4));
    });
  }

  it('mapBatches empties each source batch once mapped, and yields the mapped rows', async () => {
    const batches = [rowsOf(1, 2), rowsOf(3, 2)];
    const source = (async function* () {
      for (const batch of batches) yield batch;
    })();
    const seen: number[][] = [];
    for await (const mapped of mapBatches(source, (row) => ({ ...row, id: row.id * 10 })))
      seen.push(mapped.map((row) => row.id));
    expect(seen).toEqual([
      [10, 20],
      [30, 40],
    ]);
    expect(batches.map((batch) => batch.length)).toEqual([0, 0]);
  });
});
