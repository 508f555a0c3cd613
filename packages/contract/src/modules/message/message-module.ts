import { namespaceFiles } from '../../locales/locale-texts';
import { callsIn, defineContractModule } from '../contract-module';
import * as messageCalls from './message-calls';

/** The message centre and system messages. */
export const messageModule = defineContractModule({
  name: 'message',
  calls: callsIn(messageCalls),
  builds: ['systemMessage'],
  texts: {
    messages: namespaceFiles({
      'en-US': () => import('./locales/en-US/messages.json'),
      'zh-CN': () => import('./locales/zh-CN/messages.json'),
      'zh-TW': () => import('./locales/zh-TW/messages.json'),
      'pt-BR': () => import('./locales/pt-BR/messages.json'),
    }),
  },
});
