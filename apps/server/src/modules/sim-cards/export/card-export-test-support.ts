import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { CellValue } from 'exceljs';
import { downloadTaskFile, isFinished, waitForTask, type TaskTestApp } from '../../task/testing';

/** A spreadsheet read back: the header and the data rows as text. */
export interface ReadSheet {
  header: string[];
  rows: string[][];
}

/** The rows of a CSV file we wrote: byte order mark first, CRLF lines. */
export function readCsv(body: Buffer | string): ReadSheet {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header = [], ...rows] = parse(text.slice(1), { relaxColumnCount: false }) as string[][];
  return { header, rows };
}

const cellText = (value: CellValue): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The rows of every sheet of an XLSX file, read with exceljs, one after the other. */
export async function readXlsx(
  body: Buffer,
): Promise<ReadSheet & { sheets: string[]; values: CellValue[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  const sheets = workbook.worksheets.map((sheet) => sheet.name);
  let header: string[] = [];
  const values: CellValue[][] = [];
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row, rowNumber) => {
      // row.values is 1-based: the first slot is empty.
      const cells = (row.values as CellValue[]).slice(1);
      if (rowNumber === 1) header = cells.map(cellText);
      else values.push(cells);
    });
  }
  return { header, sheets, values, rows: values.map((cells) => cells.map(cellText)) };
}

/** Starts an export as the token's operator and answers the envelope (refusals included). */
export async function startExport(testApp: TaskTestApp, token: string, obj: Record<string, unknown>) {
  return testApp.call<{ taskId: number; fileName: string }>('simcard-list/export', obj, { token });
}

/** Exports, waits for the task and downloads its file. */
export async function exportAndDownload(testApp: TaskTestApp, token: string, obj: Record<string, unknown>) {
  const answer = await startExport(testApp, token, obj);
  expect(answer.status, answer.msg).toBe('0');
  const taskId = answer.rows[0]?.taskId ?? 0;
  const task = await waitForTask(testApp.database.db, taskId, isFinished);
  expect(task.taskStatus, task.failReason ?? '').toBe(1);
  const response = await downloadTaskFile(testApp, token, taskId);
  expect(response.statusCode).toBe(200);
  return { task, answer: answer.rows[0], response, body: response.rawPayload };
}
