import {
  commandCardsAtOnce,
  commandTemplateAddCall,
  commandTemplateDeleteCall,
  commandTemplateEditCall,
  commandTemplateListCall,
  remoteCommandFilterOptionsCall,
  remoteCommandListCall,
  remoteCommandSendCall,
} from '@simdesk/contract/modules/enhanced-network';
import { scopeFilterOptions } from '../../../platform/auth/scope-filter-options';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { AppServices } from '../../../platform/services';
import { stampedFileName, startTask } from '../../../platform/tasks/start-task';
import { listCommands } from './command-list';
import { refreshCommands, staleOpenCommands } from './command-progress';
import { sendCommand } from './command-send';
import { remoteCommandSendKind } from './command-send-task';
import { staleBefore } from '../shared/carrier-freshness';
import { periodicSweep } from '../../../platform/modules/periodic-sweep';
import { addTemplate, deleteTemplate, editTemplate, findTemplate, listTemplates } from './command-templates';

const sweepBatch = 200;

/** Brings the open commands among the ids (or, without ids, the stalest) up to date from the carrier. */
function commandRefresher(services: AppServices) {
  return async (ids?: readonly number[]) => {
    const askedBefore = staleBefore(services);
    const commands = await staleOpenCommands(services, { askedBefore, ids, limit: sweepBatch });
    await refreshCommands(services, commands);
  };
}

/** Delivery reports and replies are polled in the background too. */
export const commandSweep = (services: AppServices) =>
  periodicSweep(services, 'remote command sweep', 15_000, commandRefresher(services));

/**
 * Vehicle remote control: command templates, sending a command to cards (to many as a task), and the trail of
 * commands sent.
 */
export function registerRemoteControlCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db, clock } = services;
  const refresh = commandRefresher(services);
  const sendKind = remoteCommandSendKind(services);
  services.tasks.register(sendKind);

  registrar.guardedCall(commandTemplateListCall, async ({ obj, caller }) => ({
    rows: [await listTemplates(db, caller, obj)],
  }));

  registrar.guardedCall(commandTemplateAddCall, async ({ obj, caller }) => {
    const id = await addTemplate(db, caller, obj);
    return { rows: [{ id }], auditTarget: `command template ${id} "${obj.name}"` };
  });

  registrar.guardedCall(commandTemplateEditCall, async ({ obj, caller }) => {
    await editTemplate(db, clock, caller, obj);
    return {
      rows: [{ id: obj.templateId }],
      auditTarget: `command template ${obj.templateId} "${obj.name}"`,
    };
  });

  registrar.guardedCall(commandTemplateDeleteCall, async ({ obj, caller }) => {
    const template = await deleteTemplate(db, caller, obj.templateId);
    return { rows: [{ ok: true }], auditTarget: `command template ${template.id} "${template.name}"` };
  });

  registrar.guardedCall(remoteCommandListCall, async ({ obj, caller }) => ({
    rows: [await listCommands(db, caller, obj, (ids) => refresh(ids))],
  }));

  registrar.guardedCall(remoteCommandFilterOptionsCall, async ({ caller }) => ({
    rows: [await scopeFilterOptions(db, caller)],
  }));

  registrar.guardedCall(remoteCommandSendCall, async ({ obj, caller }) => {
    const cardCount = new Set(obj.cardNumbers).size;
    if (cardCount > commandCardsAtOnce) {
      await findTemplate(db, caller, obj.templateId);
      const fileName = stampedFileName('remote-commands', clock.now(), 'csv');
      const task = await startTask(services, caller, { kind: sendKind, fileName, input: obj });
      return {
        rows: [{ sentCount: 0, cards: [], taskId: task.id }],
        auditTarget: `command template ${obj.templateId} to ${cardCount} cards as task ${task.id}`,
      };
    }
    const cards = await sendCommand(services, caller, obj);
    const sent = cards.filter((row) => row.commandId !== null && row.problem === null);
    const iccids = sent.map((row) => row.iccid).join(', ') || 'no card';
    return {
      rows: [{ sentCount: sent.length, cards, taskId: null }],
      auditTarget: `command template ${obj.templateId} to ${iccids}`,
    };
  });
}
