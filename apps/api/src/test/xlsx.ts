import ExcelJS from 'exceljs';

/** The cells of an XLSX export's first sheet, each row padded to `width` (trailing empty cells are not stored). */
export async function xlsxRows(payload: Buffer, width = 0): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells = (row.values as unknown[])
      .slice(1)
      .map((v) => (v === null || v === undefined ? '' : String(v)));
    rows.push([...cells, ...Array<string>(Math.max(0, width - cells.length)).fill('')]);
  });
  return rows;
}
