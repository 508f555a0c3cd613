import { taskType } from '@simdesk/contract';
import {
  commandCardsAtOnce,
  remoteCommandSendCall,
  type CommandSendRow,
} from '@simdesk/contract/modules/enhanced-network';
import { AppError } from '../../../platform/http/app-error';
import type { AppServices } from '../../../platform/services';
import type { CsvRow } from '../../../platform/tasks/csv';
import { TaskFailure } from '../../../platform/tasks/task-failure';
import { defineTaskKind } from '../../../platform/tasks/task-kind';
import { sendCommand } from './command-send';

const reportHeader: CsvRow = ['Card number', 'ICCID', 'Result', 'Command id', 'Reason'];

/** Why no command went to a card, in the report's words. */
const problemReasons: Record<NonNullable<CommandSendRow['problem']>, string> = {
  notFound: 'no card of the template company you can see has this number',
  noCarrier: 'the card has no carrier account',
  carrier: 'the carrier refused the SMS',
};

function reasonOf(row: CommandSendRow): string {
  if (row.problem === null) return '';
  return row.detail ?? problemReasons[row.problem];
}

/**
 * The 'remote-command-send' task: a command to more cards than a sender waits for, sent a carrier batch at a
 * time, with a report of every card (the command sent, or why none was). Not resumable: a vehicle command is
 * never sent twice, so a run cut short by a restart ends failed; the commands it sent are in the trail.
 */
export function remoteCommandSendKind(services: Pick<AppServices, 'db' | 'clock' | 'carrier'>) {
  return defineTaskKind({
    name: 'remote-command-send',
    taskType: taskType.byName.batchOperation,
    input: remoteCommandSendCall.obj,
    resumable: false,
    async run(context) {
      const { templateId } = context.input;
      const numbers = [...new Set(context.input.cardNumbers)];
      const addressedCardIds = new Set<number>();
      const rows: CsvRow[] = [];
      for (let start = 0; start < numbers.length; start += commandCardsAtOnce) {
        if (await context.isCancelRequested()) return;
        const cardNumbers = numbers.slice(start, start + commandCardsAtOnce);
        const sent = await sendCommand(
          services,
          context.caller,
          { templateId, cardNumbers },
          addressedCardIds,
        ).catch((error: unknown) => {
          // The template deleted while the task ran: the rest is not sent, and the task says why.
          throw error instanceof AppError ? new TaskFailure(error.message) : error;
        });
        for (const row of sent) {
          rows.push([
            row.cardNumber,
            row.iccid,
            row.problem ? 'failed' : 'sent',
            row.commandId,
            reasonOf(row),
          ]);
          if (row.problem) await context.recordRowFailure(rows.length, `${row.cardNumber}: ${reasonOf(row)}`);
        }
        await context.reportProgress(start + cardNumbers.length, numbers.length);
      }
      await context.writeResultFile(`remote-commands-${context.task.id}.csv`, { header: reportHeader, rows });
    },
  });
}
