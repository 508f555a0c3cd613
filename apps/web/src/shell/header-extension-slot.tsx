import { MessageCentreButton } from '../features/message/message-centre/message-centre-button';
import { QuickSearch } from './quick-search/quick-search';
import { TaskCentreButton } from '../features/task/task-centre/task-centre-button';

/**
 * The header place reserved for the message centre, the task centre and quick search: quick search, the message
 * bell, then the task centre. No placeholder controls for what does not exist yet.
 */
export function HeaderExtensionSlot({ inverse = false }: { inverse?: boolean }) {
  return (
    <>
      <QuickSearch inverse={inverse} />
      <MessageCentreButton inverse={inverse} />
      <TaskCentreButton inverse={inverse} />
    </>
  );
}
