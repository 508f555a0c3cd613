import { namespaceFiles } from '../../locales/locale-texts';
import { defineContractModule } from '../contract-module';
import type englishBills from './locales/en-US/bills.json';

/** Bills: rate plans, card and company bills of a month, and their reconciliation with the carrier's bill. */
export const billsModule = defineContractModule({
  name: 'bills',
  builds: ['simCardBill', 'companyBill'],
  texts: {
    bills: namespaceFiles<typeof englishBills>((locale) => import(`./locales/${locale}/bills.json`)),
  },
});
