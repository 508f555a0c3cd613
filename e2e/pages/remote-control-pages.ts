import { expect, type Locator, type Page } from '@playwright/test';
import { RecordListPage, tableRows } from './record-list-page';

export interface NewCommandTemplate {
  name: string;
  kind: string;
  content: string;
  expectedReply: string;
}

/** The console's short notice (a saved form, a sent command). */
function notice(page: Page, text: string | RegExp): Locator {
  return page.locator('.ant-message').getByText(text).last();
}

/** /vehicleCard/enhancedNetwork/vehicleRemoteControl: the commands sent, the templates, and the send dialog. */
export class RemoteControlPage extends RecordListPage {
  static readonly path = '/vehicleCard/enhancedNetwork/vehicleRemoteControl';

  constructor(page: Page) {
    super(page, RemoteControlPage.path, 'Send command');
  }

  async openTab(name: 'Commands sent' | 'Command templates'): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  /** Adds a template on the templates tab and waits for it in the list. */
  async addTemplate(template: NewCommandTemplate): Promise<void> {
    await this.openTab('Command templates');
    await this.page.getByRole('button', { name: 'New template' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New command template' });
    await dialog.getByLabel('Name').fill(template.name);
    await dialog.getByRole('combobox', { name: 'Command' }).click();
    await this.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: template.kind })
      .click();
    await dialog.getByLabel('SMS content').fill(template.content);
    await dialog.getByLabel('Expected reply').fill(template.expectedReply);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(notice(this.page, 'Template added')).toBeVisible();
    await expect(this.row(template.name)).toBeVisible();
  }

  /** Sends a template from its row to the cards, and answers the per-card result the console shows. */
  async sendFromTemplate(templateName: string, cardNumbers: readonly string[]): Promise<Locator> {
    await this.row(templateName).getByRole('button', { name: 'Send' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Send a command to cards' });
    await dialog.getByLabel('Cards').fill(cardNumbers.join('\n'));
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(notice(this.page, /command\(s\) sent/)).toBeVisible();
    const result = this.page.locator('.ant-modal-confirm').filter({ hasText: 'Result per card' });
    await expect(result).toBeVisible();
    return result;
  }

  /** Closes the per-card result of a send. */
  async closeResult(result: Locator): Promise<void> {
    await result.getByRole('button', { name: 'OK' }).click();
    await expect(result).toBeHidden();
  }

  /** The rows of the trail of commands sent. */
  commandRows(): Locator {
    return tableRows(this.page.getByRole('tabpanel', { name: 'Commands sent' }));
  }
}

export interface NewDestinationList {
  name: string;
  destinations: readonly string[];
  note: string;
}

/** /vehicleCard/enhancedNetwork/IPCertification: destination lists, their review and carrier work orders. */
export class IpCertificationPage extends RecordListPage {
  static readonly path = '/vehicleCard/enhancedNetwork/IPCertification';

  constructor(page: Page) {
    super(page, IpCertificationPage.path, 'New destination list');
  }

  /** Submits a list of IP destinations for review. */
  async submit(list: NewDestinationList): Promise<void> {
    await this.addButton().click();
    const dialog = this.page.getByRole('dialog', { name: 'New destination list' });
    await dialog.getByLabel('List').fill(list.name);
    for (const [index, destination] of list.destinations.entries()) {
      if (index > 0) await dialog.getByRole('button', { name: 'Add destination' }).click();
      await dialog.getByRole('textbox', { name: 'Address, range or host' }).nth(index).fill(destination);
    }
    await dialog.getByLabel('Note for the reviewer').fill(list.note);
    await dialog.getByRole('button', { name: 'Submit for review' }).click();
    await expect(notice(this.page, 'Destination list submitted for review')).toBeVisible();
  }

  /** Approves a pending list, confirming that it goes to the carrier. */
  async approve(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name: 'Approve' }).click();
    await this.page.locator('.ant-popover').getByRole('button', { name: 'Approve' }).click();
    await expect(notice(this.page, 'Approved: the work order went to the carrier')).toBeVisible();
  }
}
