import { expect, type Locator, type Page } from '@playwright/test';
import { tableRows } from './record-list-page';

/** The pages of call detail records share the list's filter bar and rows. */
class CallRecordListPage {
  constructor(protected readonly page: Page) {}

  rows(): Locator {
    return tableRows(this.page.locator('.call-list-page'));
  }

  /** Fills one text filter and searches. */
  async filterBy(label: string, value: string): Promise<void> {
    await this.page.getByLabel(label).fill(value);
    await this.page.getByRole('button', { name: 'Search' }).click();
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.ant-message').getByText(text).last();
  }
}

/** /vehicleCard/callDetailRecord/receiveRecord: records received from the carrier, their totals and freshness. */
export class ReceiveRecordPage extends CallRecordListPage {
  totals(): Locator {
    return this.page.getByTestId('records-totals');
  }

  freshness(): Locator {
    return this.page.getByTestId('records-as-of');
  }
}

/** /vehicleCard/callDetailRecord/pushRecord: pushes to a customer's endpoint, health, resend. */
export class PushRecordPage extends CallRecordListPage {
  health(): Locator {
    return this.page.getByTestId('endpoint-health');
  }

  /** Resends the push of this event id, confirming the question. */
  async resend(eventId: string): Promise<void> {
    const row = this.rows().filter({ hasText: eventId });
    await row.getByRole('button', { name: 'Resend' }).click();
    await this.page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
    await expect(this.toast('Queued to be sent again')).toBeVisible();
  }

  /** Opens the drawer of the push of this event id. */
  async openDetails(eventId: string): Promise<void> {
    await this.rows().filter({ hasText: eventId }).getByRole('button', { name: 'Push details' }).click();
  }

  /** The drawer of one push: its status, resend count and the body sent. */
  details(): Locator {
    return this.page.getByRole('dialog', { name: 'Push details' });
  }
}
