import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ButtonAction } from '@simdesk/contract';
import { fakeApiEnvironment, okAnswer, stubFetch } from '../../../test/api-fixtures';
import { renderWithProviders } from '../../../test/render';
import { signInWithGrants } from '../../../test/session-fixture';
import { LogExportButton } from './log-export-button';

function signIn(actions: ButtonAction[]) {
  signInWithGrants({ 'sysManagement-logManage': actions });
}

describe('LogExportButton', () => {
  it('is absent without the export action', () => {
    signIn(['query']);
    renderWithProviders(<LogExportButton obj={{}} />);
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  });

  it('exports with the applied filters and says where the file will be', async () => {
    const environment = fakeApiEnvironment();
    const fetchMock = stubFetch({
      'operation-log/export': okAnswer([{ taskId: 5 }]),
    });
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
