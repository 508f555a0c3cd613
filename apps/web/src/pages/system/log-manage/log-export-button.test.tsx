import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ButtonAction } from '@simdesk/contract';
import { sessionStore } from '../../../session/session-store';
import { fakeApiEnvironment, fetchByPath, jsonResponse } from '../../../test/api-fixtures';
import { testOperator } from '../../../test/operator-fixture';
import { renderWithProviders } from '../../../test/render';
import { LogExportButton } from './log-export-button';

function signIn(actions: ButtonAction[]) {
  sessionStore.signIn({
    token: 'token-1',
    pageCodeList: ['sysManagement-logManage'],
    permissionVoList: [{ pageCode: 'sysManagement-logManage', actions }],
    operatorVo: testOperator(),
  });
}

afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('LogExportButton', () => {
  it('is absent without the export action', () => {
    signIn(['query']);
    renderWithProviders(<LogExportButton obj={{}} />);
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  });

  it('exports with the applied filters and says where the file will be', async () => {
    const environment = fakeApiEnvironment();
    const fetchMock = fetchByPath({
      'operation-log/export': () => jsonResponse({ status: '0', msg: 'success', rows: [{ taskId: 5 }] }),
    });
    vi.stubGlobal('fetch', fetchMock);
    signIn(['query', 'export']);
    renderWithProviders(<LogExportButton obj={{ account: 'admin', outcome: 'failure' }} />);
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() =>
      expect(environment.notices).toContainEqual({
        kind: 'info',
        args: { title: 'async task started, see task center' },
      }),
    );
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as unknown;
    expect(body).toEqual({ obj: { account: 'admin', outcome: 'failure' } });
  });
});
