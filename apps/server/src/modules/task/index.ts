import { defineServerModule } from '../../platform/modules/server-module';
import { registerTaskCalls } from './task-routes';
import { registerTestTaskKinds } from './test-task-kinds';

export { visibleTasks } from './task-visibility';

/** The task centre: the list, one task, cancel, and the downloads of a task's files through one-time tickets. */
export const taskModule = defineServerModule({
  name: 'task',
  register: ({ registrar, services }) => {
    registerTaskCalls(registrar, services);
    // Kinds that exercise the runner, for tests only (SIMDESK_ENABLE_TEST_TASKS=1).
    if (services.config.tasks.enableTestKinds) registerTestTaskKinds(services.tasks);
  },
});
