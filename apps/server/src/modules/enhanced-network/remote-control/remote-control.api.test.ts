// @module-tag pglite (the remote-control flow through the carrier simulator)
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  remoteCommandState,
  taskStatus,
  type ButtonAction,
  type RemoteCommandStateCode,
} from '@simdesk/contract';
import {
  commandCardMaximum,
  remoteControlPageCode,
  type CommandSendRow,
  type RemoteCommandRow,
} from '@simdesk/contract/modules/enhanced-network';
import { carrierCallLog } from '../../../platform/database/schema-carrier';
import { tasks } from '../../../platform/database/schema-tasks';
import { csvDataLines, downloadTaskFile, isFinished, waitForTask } from '../../task/testing';
import { addOperatorWithGrants } from '../../company/testing';
import { cardsIn, startCardChangeWorld, type CardChangeWorld } from '../../sim-cards/testing';
import { cardUnderOrg, placeOperator } from '../complaints/complaint-test-support';
import { enhancedNetworkModule } from '..';
import { commandTemplates, remoteCommands } from '../testing';

let world: CardChangeWorld;
beforeAll(async () => {
  world = await startCardChangeWorld({ alsoModules: [enhancedNetworkModule] });
  const db = world.testApp.database.db;
  const grants = [
    { pageCode: remoteControlPageCode, actions: ['query', 'get', 'add', 'edit', 'delete'] as ButtonAction[] },
  ];
  await addOperatorWithGrants(db, {
    account: 'remote.dealer',
    companyId: world.makerId,
    roleType: '60',
    grants,
  });
  await placeOperator(db, 'remote.dealer', world.makerId, 'Beijing dealer');
});
afterAll(async () => {
  await world?.close();
});

const call = <Row>(account: string, path: string, obj: unknown) =>
  world.client.call<Row>(account, `remote-control/${path}`, obj);

type CountedTable = typeof commandTemplates | typeof remoteCommands | typeof carrierCallLog | typeof tasks;
type SendAnswer = { sentCount: number; cards: CommandSendRow[]; taskId: number | null };

async function rowCount(table: CountedTable) {
  const [row] = await world.testApp.database.db.select({ total: count() }).from(table);
  return row?.total ?? 0;
}

async function addTemplate(account: string, obj: Record<string, unknown>) {
  const answer = await call<{ id: number }>(account, 'template-add', obj);
  expect(answer.status, answer.msg).toBe('0');
  return answer.rows[0]?.id ?? 0;
}

async function commandsOf(account: string, obj: Record<string, unknown> = {}) {
  const answer = await call<{ commands: RemoteCommandRow[]; total: number }>(account, 'command-list', obj);
  expect(answer.status, answer.msg).toBe('0');
  return answer.rows[0]?.commands ?? [];
}

describe('command templates', () => {
  it('refuses unknown placeholders and a repeated name as envelope errors, storing nothing', async () => {
    const before = await rowCount(commandTemplates);
    const unknown = await call('demo.company', 'template-add', {
      name: 'Wake with pin',
      kind: 1,
      content: 'WAKE {pin}',
    });
    expect(unknown.status).not.toBe('0');
    const unbalanced = await call('demo.company', 'template-add', {
      name: 'Open',
      kind: 2,
      content: 'UNLOCK {',
    });
    expect(unbalanced.status).not.toBe('0');
    await addTemplate('demo.company', { name: 'Lock every door', kind: 3, content: 'LOCK {time}' });
    const repeated = await call('demo.company', 'template-add', {
      name: 'Lock every door',
      kind: 3,
      content: 'LOCK',
    });
    expect(repeated.status).toBe('400');
    expect(await rowCount(commandTemplates)).toBe(before + 1);
  });

  it("keeps a company's templates to its own operators", async () => {
    const id = await addTemplate('demo.company', { name: 'Air on', kind: 4, content: 'AC ON 22' });
    const foreign = await call('admin', 'template-list', {});
    expect(foreign.status).toBe('0');
    const restricted = await call('demo.restricted', 'template-list', {});
    expect(restricted.status).toBe('403');
    const edited = await call('remote.dealer', 'template-edit', {
      templateId: id,
      name: 'Air on',
      kind: 4,
      content: 'AC ON 24',
    });
    expect(edited.status).toBe('0');
  });
});

describe('sending a command', () => {
  it('sends to cards as T-Box SMS and follows delivery reports and replies', async () => {
    const templateId = await addTemplate('demo.company', {
      name: 'Wake',
      kind: 1,
      content: 'WAKE {iccid}',
      expectedReply: 'ACK WAKE',
    });
    const cards = await cardsIn(world, world.makerId, 2, 5);
    const answer = await call<{ sentCount: number; cards: CommandSendRow[] }>(
      'demo.company',
      'command-send',
      {
        templateId,
        cardNumbers: cards.map((card) => card.iccid),
      },
    );
    expect(answer.status, answer.msg).toBe('0');
    expect(answer.rows[0]?.cards.every((row) => row.commandId !== null && row.problem === null)).toBe(true);
    const sent = await commandsOf('demo.company', { templateId });
    expect(sent.map((command) => command.state)).toEqual(Array(5).fill(remoteCommandState.byName.submitted));
    expect(sent[0]?.content).toMatch(/^WAKE \d{19,20}$/);
    await world.carrierSim.admin('POST', '/admin/advance', { hours: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    const settled = await commandsOf('demo.company', { templateId });
    const { replied, delivered, failed } = remoteCommandState.byName;
    const settledStates: RemoteCommandStateCode[] = [replied, delivered, failed];
    expect(settled.every((command) => settledStates.includes(command.state))).toBe(true);
    const answered = settled.find((command) => command.state === replied);
    expect(answered?.reply).toMatch(/^ACK WAKE/);
    expect(answered?.replyAsExpected).toBe(true);
    expect(answered?.sentBy).toBe('Li Wei');
    expect(answered?.checkedAt).not.toBeNull();
  }, 30_000);

  it("answers another company's card as unknown and sends nothing to the carrier", async () => {
    const templateId = await addTemplate('demo.company', { name: 'Status', kind: 6, content: 'STATUS' });
    const [foreign] = await cardsIn(world, world.carrierCompanyId, 2, 1);
    const [commandsBefore, callsBefore] = [await rowCount(remoteCommands), await rowCount(carrierCallLog)];
    const answer = await call<{ sentCount: number; cards: CommandSendRow[] }>(
      'demo.company',
      'command-send',
      {
        templateId,
        cardNumbers: [foreign?.iccid],
      },
    );
    expect(answer.rows[0]?.cards).toEqual([
      { cardNumber: foreign?.iccid, iccid: null, commandId: null, problem: 'notFound', detail: null },
    ]);
    expect(await rowCount(remoteCommands)).toBe(commandsBefore);
    expect(await rowCount(carrierCallLog)).toBe(callsBefore);
  });

  it('refuses bad input and a caller without the add right, sending nothing', async () => {
    const before = await rowCount(remoteCommands);
    const empty = await call('demo.company', 'command-send', { templateId: 1, cardNumbers: [] });
    expect(empty.status).not.toBe('0');
    const tooMany = await call('demo.company', 'command-send', {
      templateId: 1,
      cardNumbers: Array.from({ length: commandCardMaximum + 1 }, (_, index) => `8986${index}`),
    });
    expect(tooMany.status).not.toBe('0');
    const restricted = await call('demo.restricted', 'command-send', { templateId: 1, cardNumbers: ['1'] });
    expect(restricted.status).toBe('403');
    expect(await rowCount(remoteCommands)).toBe(before);
  });

  it('sends to more than 100 cards as a task whose report names every card', async () => {
    const templateId = await addTemplate('demo.company', {
      name: 'Fleet status',
      kind: 6,
      content: 'STATUS',
    });
    const cards = await cardsIn(world, world.makerId, 2, 30);
    const unknown = Array.from({ length: 80 }, (_, index) => `898600000000${String(index).padStart(8, '0')}`);
    // The first card again by its MSISDN, in the task's second carrier batch: it gets the command once.
    const numbers = [...cards.map((card) => card.iccid), ...unknown, cards[0]?.msisdn ?? ''];
    const answer = await call<SendAnswer>('demo.company', 'command-send', {
      templateId,
      cardNumbers: numbers,
    });
    expect(answer.status, answer.msg).toBe('0');
    const taskId = answer.rows[0]?.taskId ?? 0;
    expect(answer.rows[0]).toMatchObject({ sentCount: 0, cards: [] });
    const task = await waitForTask(world.testApp.database.db, taskId, isFinished, 60_000);
    expect(task.taskStatus).toBe(taskStatus.byName.partlyFailed);
    const { token } = await world.testApp.login('demo.company');
    const report = await downloadTaskFile(world.testApp, token, taskId);
    const lines = csvDataLines(report.body);
    expect(lines.filter((line) => line.includes(',sent,'))).toHaveLength(30);
    expect(lines.filter((line) => line.includes(',failed,'))).toHaveLength(80);
    expect(await commandsOf('demo.company', { templateId, pageSize: 100 })).toHaveLength(30);
  }, 90_000);

  it('starts no task for a template the caller cannot see', async () => {
    const numbers = Array.from({ length: 101 }, (_, index) => `8986${index}`);
    const before = await rowCount(tasks);
    const answer = await call<SendAnswer>('demo.company', 'command-send', {
      templateId: 999_999,
      cardNumbers: numbers,
    });
    expect(answer.status).not.toBe('0');
    expect(await rowCount(tasks)).toBe(before);
  });

  it("shows a dealer only the commands of its org subtree's cards", async () => {
    const db = world.testApp.database.db;
    const templateId = await addTemplate('demo.company', { name: 'Locate', kind: 5, content: 'LOCATE' });
    const dealerCard = await cardUnderOrg(db, world.makerId, 'Beijing dealer');
    const [otherCard] = (await cardsIn(world, world.makerId, 2, 20)).filter(
      (card) => !card.orgPath?.startsWith(dealerCard.orgPath ?? '/none/'),
    );
    const answer = await call<{ sentCount: number; cards: CommandSendRow[] }>(
      'demo.company',
      'command-send',
      {
        templateId,
        cardNumbers: [dealerCard.msisdn, otherCard?.iccid],
      },
    );
    expect(answer.rows[0]?.cards.map((row) => row.problem)).toEqual([null, null]);
    const dealerSees = await commandsOf('remote.dealer', { templateId });
    expect(dealerSees.map((command) => command.iccid)).toEqual([dealerCard.iccid]);
    const outside = await call<{ sentCount: number; cards: CommandSendRow[] }>(
      'remote.dealer',
      'command-send',
      {
        templateId,
        cardNumbers: [otherCard?.iccid],
      },
    );
    expect(outside.rows[0]?.cards[0]?.problem).toBe('notFound');
  });
});
