import { namespaceFiles } from '../../locales/locale-texts';
import { callsIn, defineContractModule } from '../contract-module';
import * as messageCalls from './message-calls';

/** The message centre and system messages. */
export const messageModule = defineContractModule({
  name: 'message',
  calls: callsIn(messageCalls),
  builds: ['systemMessage'],
  texts: {
    messages: namespaceFiles<typeof import('./locales/en-US/messages.json')>(
      (locale) => import(`./locales/${locale}/messages.json`),
    ),
  },
});
