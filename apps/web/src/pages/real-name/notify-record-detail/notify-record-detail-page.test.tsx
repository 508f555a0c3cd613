import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okAnswer, stubFetch } from '../../../test/api-fixtures';
import { setUpEachTest } from '../../../test/each-test';
import { renderRegistryPage } from '../../../test/render';
import { notifyDetail, syncGrants } from '../sync-test-rows';
import { NotifyRecordDetailPage } from './notify-record-detail-page';

setUpEachTest({ grants: syncGrants, testTimeout: 30_000 });

describe('NotifyRecordDetailPage', () => {
  it('shows a notification, its body and a resend', async () => {
    stubFetch({ 'real-name-notify/detail': okAnswer([notifyDetail()]) });
    renderRegistryPage('notifyRecordDetail', <NotifyRecordDetailPage />, '?id=12');
    expect(await screen.findByText('Notification 12')).toBeTruthy();
    expect(screen.getByText('msg_0001')).toBeTruthy();
    expect(screen.getByText('Send again')).toBeTruthy();
    expect(screen.getByText(/"card.realname.changed"/)).toBeTruthy();
  });
});
