import { namespaceFiles } from '../../locales/locale-texts';
import { callsIn, defineContractModule } from '../contract-module';
import * as messageCalls from './message-calls';
import type englishMessages from './locales/en-US/messages.json';

/** The message centre and system messages. */
export const messageModule = defineContractModule({
  name: 'message',
  calls: callsIn(messageCalls),
  builds: ['systemMessage'],
  texts: {
    messages: namespaceFiles<typeof englishMessages>((locale) => import(`./locales/${locale}/messages.json`)),
  },
});
