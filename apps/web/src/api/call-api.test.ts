import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentOperatorCall,
  companyInfoCall,
  passwordLoginCall,
  requestTimeoutMilliseconds,
} from '@simdesk/contract';
import { fakeApiEnvironment, jsonResponse } from '../test/api-fixtures';
import { ApiError } from './api-error';
import { callApi } from './call-api';
import { sessionEndDelayMilliseconds } from './session-end';

const fetchMock = vi.fn<typeof fetch>();
const login = { account: 'admin', password: 'c2VjcmV0LXBhc3N3b3JkLWNpcGhlcg==' };

function answer(status: string, msg = 'server says', rows: unknown[] = []) {
  return jsonResponse({ status, msg, rows });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  // Let any scheduled session end run, so the next test starts without one pending.
  vi.runAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('callApi request', () => {
  it('posts { obj, page } to the call path with a request id and the bearer token', async () => {
    fakeApiEnvironment('token-1');
    fetchMock.mockResolvedValue(answer('0', 'success', [{ companyId: 7 }]));
    const result = await callApi(companyInfoCall, { companyId: 7 }, { pageIndex: 1, pageSize: 10 });
    expect(result.rows).toEqual([{ companyId: 7 }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/ec/v0/company/get-info');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      obj: { companyId: 7 },
      page: { pageIndex: 1, pageSize: 10 },
    });
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-1');
    expect(headers['X-Request-Id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('sends no Authorization header without a token, and a fresh request id each time', async () => {
    fakeApiEnvironment(null);
    fetchMock.mockImplementation(async () => answer('0'));
    await callApi(passwordLoginCall, login);
    await callApi(passwordLoginCall, login);
    const first = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    const second = fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>;
    expect(first.Authorization).toBeUndefined();
    expect(first['X-Request-Id']).not.toBe(second['X-Request-Id']);
  });

  it('uses a token given for one call over the stored one', async () => {
    fakeApiEnvironment('stored');
    fetchMock.mockResolvedValue(answer('0'));
    await callApi(currentOperatorCall, {}, undefined, { token: 'pending' });
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBe(
      'Bearer pending',
    );
  });
});

describe('the error catalogue (spec §8)', () => {
  it('HTTP 401: an error notice with the status and the message', async () => {
    const environment = fakeApiEnvironment(null);
    fetchMock.mockResolvedValue(jsonResponse({ status: '401', msg: 'please log in', rows: [] }, 401));
    const error = await failure(callApi(currentOperatorCall, {}));
    expect(error).toMatchObject({ kind: 'http', status: '401', httpStatus: 401 });
    expect(environment.notices).toEqual([
      { kind: 'error', args: { title: 'Request failed (401)', description: 'please log in' } },
    ]);
    expect(environment.clearSession).not.toHaveBeenCalled();
  });

  it('HTTP 202: a warning with the msg', async () => {
    const environment = fakeApiEnvironment();
    fetchMock.mockResolvedValue(
      jsonResponse({ status: '0', msg: 'export is being prepared', rows: [] }, 202),
    );
    await failure(callApi(currentOperatorCall, {}));
    expect(environment.notices).toEqual([{ kind: 'warning', args: { title: 'export is being prepared' } }]);
  });

  it('another HTTP error without an envelope: the status and a generic message', async () => {
    const environment = fakeApiEnvironment();
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await failure(callApi(currentOperatorCall, {}));
    expect(error).toMatchObject({ kind: 'http', status: '502' });
    expect(environment.notices[0]).toEqual({
      kind: 'error',
      args: { title: 'Request failed (502)', description: 'The server gave no further details.' },
    });
  });

  it("body '403': a 'Forbidden' notice with the server's msg", async () => {
    const environment = fakeApiEnvironment();
    fetchMock.mockResolvedValue(answer('403', 'no query right on sysManagement'));
    const error = await failure(callApi(currentOperatorCall, {}));
    expect(error).toMatchObject({ kind: 'status', status: '403' });
    expect(environment.notices).toEqual([
      { kind: 'error', args: { title: 'Forbidden', description: 'no query right on sysManagement' } },
    ]);
  });

  it("body '500' (HTTP 500 or 200): an error notice titled 'request error'", async () => {
    const environment = fakeApiEnvironment();
    fetchMock.mockResolvedValueOnce(jsonResponse({ status: '500', msg: 'request error', rows: [] }, 500));
    fetchMock.mockResolvedValueOnce(answer('500', 'request error'));
    await failure(callApi(currentOperatorCall, {}));
    await failure(callApi(currentOperatorCall, {}));
    expect(environment.notices.map((notice) => [notice.kind, notice.args.title])).toEqual([
      ['error', 'request error'],
      ['error', 'request error'],
    ]);
  });

  it("any other status: an info notice with the server's msg, under the status's own text when errors.json has one", async () => {
    const environment = fakeApiEnvironment();
    fetchMock.mockResolvedValueOnce(answer('10035', 'a code was sent a moment ago'));
    fetchMock.mockResolvedValueOnce(answer('409', 'this name is taken'));
    fetchMock.mockResolvedValueOnce(answer('400', 'obj.mobile: rules:phone.format'));
    await failure(callApi(currentOperatorCall, {}));
    await failure(callApi(currentOperatorCall, {}));
    await failure(callApi(currentOperatorCall, {}));
    expect(environment.notices).toEqual([
      {
        kind: 'info',
        args: {
          title: 'Codes were requested too often for this number. Please wait before asking again.',
          description: 'a code was sent a moment ago',
        },
      },
      { kind: 'info', args: { title: 'this name is taken' } },
      { kind: 'info', args: { title: 'Invalid mobile number format' } },
    ]);
  });

  it('stays quiet about the statuses a caller shows itself, and still rejects with them', async () => {
    const environment = fakeApiEnvironment(null);
    fetchMock.mockResolvedValue(answer('10031', 'invalid account or password'));
    const error = await failure(callApi(passwordLoginCall, login, undefined, { silentStatuses: ['10031'] }));
    expect(error).toMatchObject({ status: '10031', message: 'invalid account or password' });
    expect(environment.notices).toEqual([]);
  });

  it("'10022': one notice, then after 2.5 s the session is cleared and the page reloads — once", async () => {
    const environment = fakeApiEnvironment('expired-token');
    fetchMock.mockImplementation(async () => answer('10022', 'login state has expired, please log in again'));
    await Promise.all([
      failure(callApi(currentOperatorCall, {})),
      failure(callApi(currentOperatorCall, {})),
      failure(callApi(currentOperatorCall, {}, undefined, { silentStatuses: ['10022'] })),
    ]);
    expect(environment.notices).toEqual([
      { kind: 'error', args: { key: 'session-end', title: 'login state has expired, please log in again' } },
    ]);
    vi.advanceTimersByTime(sessionEndDelayMilliseconds - 1);
    expect(environment.clearSession).not.toHaveBeenCalled();
    expect(environment.reloadPage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(environment.clearSession).toHaveBeenCalledTimes(1);
    expect(environment.reloadPage).toHaveBeenCalledTimes(1);
  });

  it("'10022' without a token: the notice, but no reload (no loop)", async () => {
    const environment = fakeApiEnvironment(null);
    fetchMock.mockResolvedValue(answer('10022'));
    await failure(callApi(currentOperatorCall, {}));
    vi.advanceTimersByTime(sessionEndDelayMilliseconds * 4);
    expect(environment.notices).toHaveLength(1);
    expect(environment.reloadPage).not.toHaveBeenCalled();
    expect(environment.clearSession).not.toHaveBeenCalled();
  });

  it("'10043': a notice, then after 2.5 s the session is cleared and the reset page opens with the ticket", async () => {
    const environment = fakeApiEnvironment(null);
    fetchMock.mockResolvedValue(
      answer('10043', 'your password has expired, please set a new one', [
        { resetTicket: 'ticket-0123456789abcdef', account: 'demo.company' },
      ]),
    );
    await failure(callApi(passwordLoginCall, login));
    expect(environment.notices).toEqual([
      {
        kind: 'warning',
        args: { key: 'session-end', title: 'Your password has expired. Please set a new one.' },
      },
    ]);
    vi.advanceTimersByTime(sessionEndDelayMilliseconds - 1);
    expect(environment.loadPage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(environment.clearSession).toHaveBeenCalledTimes(1);
    expect(environment.savePasswordResetTicket).toHaveBeenCalledWith({
      mode: 'expired',
      resetTicket: 'ticket-0123456789abcdef',
      account: 'demo.company',
    });
    expect(environment.loadPage).toHaveBeenCalledWith('/user/resetPass');
  });

  it('a network failure: an error notice, and a rejection of kind network', async () => {
    const environment = fakeApiEnvironment();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(callApi(currentOperatorCall, {}));
    expect(error.kind).toBe('network');
    expect(environment.notices[0]?.args.title).toBe('Network error');
  });

  it('gives up after the 60 s request time-out', async () => {
    const environment = fakeApiEnvironment();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failure(callApi(currentOperatorCall, {}));
    await vi.advanceTimersByTimeAsync(requestTimeoutMilliseconds - 1);
    expect(environment.notices).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(environment.notices[0]?.args).toEqual({
      title: 'Request timed out',
      description: 'The server did not answer within 60 seconds. Please try again.',
    });
  });
});
