import { TaskCentreButton } from './task-centre/task-centre-button';

/**
 * The header place reserved for the message centre, the task centre and quick search. Only the task centre
 * exists so far: no placeholder controls for the others.
 */
export function HeaderExtensionSlot({ inverse = false }: { inverse?: boolean }) {
  return <TaskCentreButton inverse={inverse} />;
}
