import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from '../support/choose-option';
import { RecordListPage } from './record-list-page';

export interface NewComplaint {
  cardNumber: string;
  category: string;
  description: string;
  attachment: { name: string; mimeType: string; buffer: Buffer };
}

/** /vehicleCard/enhancedNetwork/complaintEntry: the complaint list, its new-complaint form and detail drawer. */
export class ComplaintEntryPage extends RecordListPage {
  static readonly path = '/vehicleCard/enhancedNetwork/complaintEntry';

  constructor(page: Page) {
    super(page, ComplaintEntryPage.path, 'New complaint');
  }

  /** The form as the lifecycle shortcut opens it: the page with ?addComplaint. */
  async openNewComplaintForm(): Promise<Locator> {
    await this.page.goto(`${ComplaintEntryPage.path}?addComplaint=1`);
    const dialog = this.page.getByRole('dialog', { name: 'New complaint' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Files the complaint and answers its number; the detail drawer opens on it. */
  async file(complaint: NewComplaint): Promise<number> {
    const dialog = await this.openNewComplaintForm();
    await dialog.getByLabel('Card number').fill(complaint.cardNumber);
    await chooseOption(this.page, dialog.getByRole('combobox', { name: 'Category' }), complaint.category);
    await dialog.getByLabel('Description').fill(complaint.description);
    await dialog.locator('input[type="file"]').setInputFiles(complaint.attachment);
    await expect(dialog.getByText(complaint.attachment.name)).toBeVisible();
    await dialog.getByRole('button', { name: 'File complaint' }).click();
    const filed = this.toast(/Complaint \d+ filed/);
    await expect(filed).toBeVisible();
    const number = Number(/\d+/.exec((await filed.textContent()) ?? '')?.[0]);
    await expect(this.drawer(number)).toBeVisible();
    return number;
  }

  drawer(complaintNumber: number): Locator {
    return this.page.getByRole('dialog', { name: `Complaint ${complaintNumber}` });
  }

  /** Runs one piece of work from the drawer: its button, then the dialog's button of the same name. */
  async work(complaintNumber: number, action: string, fill?: (dialog: Locator) => Promise<void>) {
    await this.drawer(complaintNumber).getByRole('button', { name: action, exact: true }).click();
    const dialog = this.page
      .locator('.ant-modal')
      .filter({ has: this.page.getByRole('button', { name: action }) });
    await expect(dialog).toBeVisible();
    await fill?.(dialog);
    await dialog.getByRole('button', { name: action, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  async assign(complaintNumber: number, assignee: string): Promise<void> {
    await this.work(complaintNumber, 'Assign', (dialog) =>
      chooseOption(this.page, dialog.getByRole('combobox', { name: 'Assignee' }), assignee),
    );
    await expect(this.toast('Complaint assigned')).toBeVisible();
  }

  async move(complaintNumber: number, action: string, comment: string): Promise<void> {
    await this.work(complaintNumber, action, (dialog) => dialog.getByLabel('Comment').fill(comment));
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.ant-message').getByText(text).last();
  }
}
