import { expect, type Locator, type Page } from '@playwright/test';

export type CardDetailTab = 'Overview' | 'Usage' | 'Services' | 'Status history';

/**
 * /vehicleCard/cardLink/simCardManagement/simCardList/cardDetail?cardId=…: one card, with the carrier's view
 * of it in sections that load (or fail) on their own.
 */
export class CardDetailPage {
  constructor(private readonly page: Page) {}

  /** Opens a card by its id in the console. */
  async goto(cardId: number): Promise<void> {
    await this.page.goto(`/vehicleCard/cardLink/simCardManagement/simCardList/cardDetail?cardId=${cardId}`);
    await expect(this.header()).toBeVisible();
  }

  /** Opens a card from the list by clicking its ICCID. */
  async openFromList(iccid: string): Promise<void> {
    await this.page.getByRole('link', { name: iccid, exact: true }).click();
    await expect(this.page.getByRole('heading', { name: iccid })).toBeVisible();
  }

  header(): Locator {
    return this.page.locator('.card-detail-header');
  }

  /** The status tag beside the ICCID ('Activated', 'Suspended' …). */
  statusTag(): Locator {
    return this.header().locator('.ant-tag').first();
  }

  async expectStatus(label: string): Promise<void> {
    await expect(this.statusTag()).toHaveText(label);
  }

  async openTab(tab: CardDetailTab): Promise<void> {
    await this.page.getByRole('tab', { name: tab, exact: true }).click();
  }

  /** A section card by its title ('Data session', 'Vehicle state', 'Service switches' …). */
  section(title: string): Locator {
    return this.page
      .locator('.ant-card')
      .filter({ has: this.page.locator('.ant-card-head-title', { hasText: title }) });
  }

  /** The inline problems of the carrier's sections (carrier down, no carrier account …). */
  problems(): Locator {
    return this.page.locator('.ant-tabs-content').getByRole('alert');
  }

  /** The usage tab's daily usage as the sync stored it: chart, totals and each day's figures. */
  storedUsage(): Locator {
    return this.page.locator('.stored-usage-card');
  }

  /** Charts another stored figure: 'Data', 'SMS' or 'Voice'. */
  async chartStoredUsage(figure: 'Data' | 'SMS' | 'Voice'): Promise<void> {
    await this.storedUsage().locator('.ant-segmented').getByText(figure, { exact: true }).click();
  }

  historyEntries(): Locator {
    return this.page.locator('.card-detail-timeline .ant-timeline-item');
  }

  async refreshStatus(): Promise<void> {
    await this.header().getByRole('button', { name: 'Refresh status' }).click();
  }

  async refreshInfo(): Promise<void> {
    await this.header().getByRole('button', { name: 'Refresh card info' }).click();
  }

  /** Goes to the vehicle the card is fitted in. */
  /** Opens the binding page from the card's header, filtered to this card. */
  async openBinding(): Promise<void> {
    await this.header().getByRole('link', { name: 'Device binding' }).click();
  }

  async openVehicle(): Promise<void> {
    await this.header()
      .getByRole('link', { name: /Vehicle/ })
      .click();
    await expect(this.page.getByText('Cards on this vehicle')).toBeVisible();
  }
}
