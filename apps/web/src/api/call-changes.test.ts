import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { operatorDisableOrEnableCall, operatorGetCall } from '@simdesk/contract';
import { refreshChangedAnswers } from './call-changes';

const stale = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey[0] as string)
    .sort();

describe('refreshChangedAnswers', () => {
  it('marks stale every cached answer of the declared calls, whatever their obj and page, and nothing else', async () => {
    const queryClient = new QueryClient();
    const answer = { status: '0', msg: 'success', rows: [] };
    for (const key of [
      ['operator/list', {}, { pageIndex: 1, pageSize: 20 }],
      ['operator/list', { name: 'li' }, { pageIndex: 2, pageSize: 20 }],
      ['organization/operator-list', { orgId: 3 }],
      ['role/list', {}],
      ['dictionary/list', {}],
    ])
      queryClient.setQueryData(key, answer);
    await refreshChangedAnswers(queryClient, operatorDisableOrEnableCall);
    expect(operatorDisableOrEnableCall.changes).not.toContain('role/list');
    expect(stale(queryClient)).toEqual(['operator/list', 'operator/list', 'organization/operator-list']);
  });

  it('refreshes nothing for a call that changes nothing a client keeps', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['operator/list', {}], { status: '0', msg: 'success', rows: [] });
    await refreshChangedAnswers(queryClient, operatorGetCall);
    expect(stale(queryClient)).toEqual([]);
  });
});
