import { namespaceFiles } from '../../locales/locale-texts';
import { defineContractModule } from '../contract-module';
import type englishAutomationRules from './locales/en-US/automationRules.json';

/** Automation rules: the catalogue, the rules, their trigger history and unsubscriptions. */
export const rulesModule = defineContractModule({
  name: 'rules',
  builds: ['ruleManage', 'ruleHistory', 'ruleUnsubscribeHistory'],
  texts: {
    automationRules: namespaceFiles<typeof englishAutomationRules>(
      (locale) => import(`./locales/${locale}/automationRules.json`),
    ),
  },
});
