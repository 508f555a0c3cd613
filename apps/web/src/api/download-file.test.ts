import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiEnvironment, jsonResponse } from '../test/api-fixtures';
import { ApiError } from './api-error';
import { downloadFile, fileNameFromDisposition } from './download-file';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});

describe('downloadFile', () => {
  it("a JSON answer with status '0' says 'no data to download' and saves nothing", async () => {
    const environment = fakeApiEnvironment();
    fetchMock.mockResolvedValue(jsonResponse({ status: '0', msg: 'success', rows: [] }));
    await expect(
      downloadFile({ path: 'task/download-attachment', query: { taskId: 3 } }),
    ).resolves.toBeUndefined();
    expect(environment.notices).toEqual([{ kind: 'info', args: { title: 'no data to download' } }]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/ec/v0/task/download-attachment?taskId=3');
  });

  it("a JSON answer with status '500' is an error", async () => {
    const environment = fakeApiEnvironment();
    fetchMock.mockResolvedValue(jsonResponse({ status: '500', msg: 'request error', rows: [] }, 500));
    await expect(downloadFile({ path: 'task/download-attachment' })).rejects.toBeInstanceOf(ApiError);
    expect(environment.notices.map((notice) => [notice.kind, notice.args.title])).toEqual([
      ['error', 'request error'],
    ]);
  });

  it('any other JSON status goes through the catalogue', async () => {
    const environment = fakeApiEnvironment();
    fetchMock.mockResolvedValue(jsonResponse({ status: '403', msg: 'no export right', rows: [] }));
    await expect(
      downloadFile({ path: 'simcard/export', method: 'POST', body: { obj: {} } }),
    ).rejects.toMatchObject({
      status: '403',
    });
    expect(environment.notices[0]?.args.title).toBe('Forbidden');
  });

  it("saves a file under the server's file name, with the token and a request id", async () => {
    fakeApiEnvironment('token-9');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(
      new Response('a,b\n1,2\n', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition':
            'attachment; filename="cards.csv"; filename*=UTF-8\'\'%E5%8D%A1%E7%89%87.csv',
        },
      }),
    );
    const file = await downloadFile({ path: 'simcard/export', method: 'POST', body: { obj: { state: 2 } } });
    expect(file?.fileName).toBe('卡片.csv');
    expect(await file?.blob.text()).toBe('a,b\n1,2\n');
    expect(click).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ obj: { state: 2 } });
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-9');
    expect(headers['X-Request-Id']).toBeTruthy();
    click.mockRestore();
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers filename* and falls back to filename', () => {
    expect(fileNameFromDisposition('attachment; filename="report.xlsx"')).toBe('report.xlsx');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf")).toBe('résumé.pdf');
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
});
