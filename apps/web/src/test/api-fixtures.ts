import { vi } from 'vitest';
import { configureApiEnvironment, type NoticeArgs } from '../api/api-environment';

/** A fetch answer with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Replaces everything the request client touches outside itself with spies; null means signed out. */
export function fakeApiEnvironment(token: string | null = 'token-1') {
  const notices: { kind: 'error' | 'warning' | 'info' | 'success'; args: NoticeArgs }[] = [];
  const record = (kind: 'error' | 'warning' | 'info' | 'success') => (args: NoticeArgs) =>
    notices.push({ kind, args });
  const environment = {
    notifier: {
      error: record('error'),
      warning: record('warning'),
      info: record('info'),
      success: record('success'),
    },
    getToken: vi.fn(() => token ?? undefined),
    clearSession: vi.fn(),
    reloadPage: vi.fn(),
    loadPage: vi.fn(),
    savePasswordResetTicket: vi.fn(),
  };
  configureApiEnvironment(environment);
  return { ...environment, notices };
}

/** A fetch that answers each call path (below the API base) with an envelope; unknown paths fail loudly. */
export function fetchByPath(answers: Record<string, () => Response>) {
  return vi.fn<typeof fetch>(async (input) => {
    const path = String(input).replace('/api/ec/v0/', '');
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected call ${path}`);
    return answer();
  });
}

export const siteInfoAnswer = () =>
  jsonResponse({
    status: '0',
    msg: 'success',
    rows: [
      {
        platformName: 'simdesk',
        copyright: '© 2026 simdesk',
        filingNumber: 'ICP 00000000',
        hotline: '400-000-0000',
        smsLoginEnabled: true,
      },
    ],
  });

/** A successful answer with these rows (a fetchByPath answer). */
export function okAnswer(rows: readonly unknown[]): () => Response {
  return () => jsonResponse({ status: '0', msg: 'success', rows });
}

/** A successful page of a list call: these rows, and as many in all unless the test says otherwise. */
export function okPageAnswer(rows: readonly unknown[], total = rows.length): () => Response {
  return () => jsonResponse({ status: '0', msg: 'success', rows, total });
}

/** The objs sent to one call path, in order. */
export function sentObjs<Obj = unknown>(fetchMock: ReturnType<typeof fetchByPath>, path: string): Obj[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(path))
    .map(([, init]) => (JSON.parse(String(init?.body)) as { obj: Obj }).obj);
}

/** Makes fetchByPath the global fetch for this test (the setup file restores it); returns the mock. */
export function stubFetch(answers: Record<string, () => Response>) {
  const fetchMock = fetchByPath(answers);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
