import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { csvLine } from './csv';
import { displayFileName, PartFile, resolveStoredPath, storedPath, writeFileAtomically } from './task-files';

const folder = mkdtempSync(path.join(os.tmpdir(), 'simdesk-task-files-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('part files', () => {
  it('resumes from exactly the checkpointed length of the previous run, dropping what came after', async () => {
    const first = await PartFile.create(path.join(folder, 'run-a', 'result.part'));
    await first.append('one\n');
    await first.sync();
    const checkpointed = first.bytes;
    await first.append('written after the checkpoint\n');
    await first.close();

    const resumed = await PartFile.restore(
      path.join(folder, 'run-b', 'result.part'),
      [path.join(folder, 'run-a', 'result.part')],
      checkpointed,
    );
    await resumed.append('two\n');
    await resumed.finish(path.join(folder, 'run-b', 'result.csv'));
    expect(readFileSync(path.join(folder, 'run-b', 'result.csv'), 'utf8')).toBe('one\ntwo\n');
    // The crashed run's own file is left alone (a late write there changes nothing).
    expect(readFileSync(path.join(folder, 'run-a', 'result.part'), 'utf8')).toContain('after');
  });

  it('refuses to resume from a file shorter than its checkpoint', async () => {
    writeFileSync(path.join(folder, 'short.part'), 'abc');
    await expect(
      PartFile.restore(path.join(folder, 'run-c', 'result.part'), [path.join(folder, 'short.part')], 10),
    ).rejects.toThrow(/missing/);
  });

  it('writes a whole file under a temporary name and renames it into place', async () => {
    const target = path.join(folder, 'whole', 'result.csv');
    const bytes = await writeFileAtomically(target, ['a,b\r\n', Buffer.from('1,2\r\n')]);
    expect(bytes).toBe(10);
    expect(readFileSync(target, 'utf8')).toBe('a,b\r\n1,2\r\n');
  });
});

describe('stored paths and names', () => {
  it('resolves only paths under the tasks folder', () => {
    const dataDir = '/srv/simdesk';
    expect(resolveStoredPath(dataDir, storedPath(dataDir, '/srv/simdesk/tasks/4/run-x/result.csv'))).toBe(
      '/srv/simdesk/tasks/4/run-x/result.csv',
    );
    expect(resolveStoredPath(dataDir, 'tasks/../pglite/base')).toBeUndefined();
    expect(resolveStoredPath(dataDir, '/etc/passwd')).toBeUndefined();
    expect(resolveStoredPath(dataDir, 'tasks')).toBeUndefined();
  });

  it('keeps a display name free of folders and control characters', () => {
    expect(displayFileName('../../etc/passwd', 'x')).toBe('passwd');
    expect(displayFileName('C:\\temp\\卡片.xlsx', 'x')).toBe('卡片.xlsx');
    expect(displayFileName('a\r\nb.csv', 'x')).toBe('ab.csv');
    expect(displayFileName('..', 'fallback.csv')).toBe('fallback.csv');
  });
});

describe('csv lines', () => {
  it('quotes what needs quoting and neutralises formulas (S14)', () => {
    expect(csvLine(['plain', 12, null, 'a,b', 'say "hi"'])).toBe('plain,12,,"a,b","say ""hi"""\r\n');
    expect(csvLine(['=SUM(A1)', '+1', '-2', '@cmd', '\tx'])).toBe("'=SUM(A1),'+1,'-2,'@cmd,'\tx\r\n");
    expect(csvLine([-5])).toBe('-5\r\n');
  });
});
