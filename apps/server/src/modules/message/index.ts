import { defineServerModule } from '../../platform/modules/server-module';
import { seedDemoMessages } from './demo-messages';
import { registerMessageCalls } from './message-routes';

/** The message centre: an operator's messages, their states, and publishing to a company or org subtree. */
export const messageModule = defineServerModule({
  name: 'message',
  register: ({ registrar, services }) => registerMessageCalls(registrar, services),
  seedDemo: (db, world) =>
    seedDemoMessages(db, {
      carrierId: world.carrierCompanyId,
      makerId: world.makerCompanyId,
      otherIds: [world.apiCompanyId],
    }),
});
