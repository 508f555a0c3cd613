import { namespaceFiles } from '../../locales/locale-texts';
import { defineContractModule } from '../contract-module';
import type englishMessages from './locales/en-US/messages.json';

/** The message centre and system messages. */
export const messageModule = defineContractModule({
  name: 'message',
  builds: ['systemMessage'],
  texts: {
    messages: namespaceFiles<typeof englishMessages>((locale) => import(`./locales/${locale}/messages.json`)),
  },
});
