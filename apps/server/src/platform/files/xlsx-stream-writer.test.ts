import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createXlsxStreamWriter } from './xlsx-stream-writer';

async function collect(stream: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function sheetsOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  return workbook.worksheets.map((sheet) => ({
    name: sheet.name,
    rows: sheet
      .getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1)),
  }));
}

describe('the streaming XLSX writer', () => {
  it('writes the header and typed cells, escaping formula text like CSV', async () => {
    const stream = new PassThrough();
    const body = collect(stream);
    const writer = createXlsxStreamWriter({ stream, sheetName: 'Cards', header: ['ICCID', 'MB', 'Remark'] });
    await writer.addRows([
      ['89860000000000000001', 12.5, '=1+1'],
      ['89860000000000000002', -3, null],
    ]);
    await writer.finish();
    expect(await sheetsOf(await body)).toEqual([
      {
        name: 'Cards',
        rows: [
          ['ICCID', 'MB', 'Remark'],
          ['89860000000000000001', 12.5, "'=1+1"],
          ['89860000000000000002', -3],
        ],
      },
    ]);
  });

  it('continues on a next sheet, header repeated, when a sheet is full', async () => {
    const stream = new PassThrough();
    const body = collect(stream);
    const writer = createXlsxStreamWriter({ stream, sheetName: 'Cards', header: ['n'], rowsPerSheet: 3 });
    await writer.addRows([[1], [2]]);
    await writer.addRows([[3], [4], [5], [6], [7]]);
    await writer.finish();
    const sheets = await sheetsOf(await body);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Cards', 'Cards 2', 'Cards 3']);
    expect(sheets.map((sheet) => sheet.rows.flat())).toEqual([
      ['n', 1, 2, 3],
      ['n', 4, 5, 6],
      ['n', 7],
    ]);
  });

  it('writes a valid empty workbook when no row came', async () => {
    const stream = new PassThrough();
    const body = collect(stream);
    const writer = createXlsxStreamWriter({ stream, sheetName: 'Cards', header: ['ICCID'] });
    await writer.finish();
    expect(await sheetsOf(await body)).toEqual([{ name: 'Cards', rows: [['ICCID']] }]);
  });
});
