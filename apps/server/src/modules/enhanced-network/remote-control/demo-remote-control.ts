import { remoteCommandKind, remoteCommandState } from '@simdesk/contract';
import { fillCommandContent } from '@simdesk/contract/modules/enhanced-network';
import type { Database } from '../../../platform/database/connect';
import type { DemoWorld } from '../../../platform/demo/demo-world';
import { demoCompanyAdministratorId } from '../shared/demo-sender';
import { cardsOfCompany } from '../../sim-cards';
import { commandTemplates, remoteCommands } from './remote-control-schema';

const kind = remoteCommandKind.byName;
const { delivered, replied, failed, noReply, timedOut } = remoteCommandState.byName;

const demoTemplates = [
  { name: 'Wake T-Box', kind: kind.wake, content: 'WAKE {time}', expectedReply: 'ACK WAKE' },
  { name: 'Unlock doors', kind: kind.unlock, content: 'UNLOCK {iccid}', expectedReply: 'ACK UNLOCK' },
  { name: 'Lock doors', kind: kind.lock, content: 'LOCK {iccid}', expectedReply: 'ACK LOCK' },
  {
    name: 'Air conditioning 22 °C',
    kind: kind.airConditioning,
    content: 'AC ON 22',
    expectedReply: 'ACK AC',
  },
  { name: 'Locate vehicle', kind: kind.locate, content: 'LOCATE', expectedReply: 'LOC' },
  { name: 'Vehicle status', kind: kind.status, content: 'STATUS', expectedReply: null },
] as const;

/** The sent history: template, what became of it, the device's reply or the carrier's failure, hours ago. */
const demoHistory = [
  { template: 0, state: replied, reply: 'ACK WAKE OK', hoursAgo: 1 },
  { template: 4, state: replied, reply: 'LOC 31.2304,121.4737', hoursAgo: 2 },
  { template: 1, state: replied, reply: 'ACK UNLOCK OK', hoursAgo: 5 },
  { template: 3, state: replied, reply: 'ERR AC BUSY', hoursAgo: 8 },
  { template: 5, state: delivered, reply: null, hoursAgo: 12 },
  { template: 2, state: noReply, reply: null, hoursAgo: 20 },
  { template: 0, state: failed, failure: ['ABSENT_SUBSCRIBER', 'the subscriber is absent'], hoursAgo: 26 },
  { template: 1, state: failed, failure: ['CARD_NOT_ACTIVE', 'the card is not active'], hoursAgo: 30 },
  { template: 4, state: timedOut, reply: null, hoursAgo: 50 },
  { template: 2, state: replied, reply: 'ACK LOCK OK', hoursAgo: 74 },
] as const;

/** Aurora's command templates, and commands sent with them in every settled state. */
export async function seedDemoRemoteControl(db: Database, world: DemoWorld): Promise<void> {
  const senderId = await demoCompanyAdministratorId(db);
  const cards = (await cardsOfCompany(db, world.makerCompanyId, 60)).filter(
    (card) => card.carrierAccountId !== null,
  );
  if (senderId === undefined || cards.length === 0) return;
  const templates = await db
    .insert(commandTemplates)
    .values(
      demoTemplates.map((template) => ({
        ...template,
        companyId: world.makerCompanyId,
        replyWaitSeconds: 120,
        updatedById: senderId,
      })),
    )
    .returning();
  const now = Date.now();
  const commands = demoHistory.flatMap((sent, index) => {
    const template = templates[sent.template];
    const card = cards[(index * 5) % cards.length];
    if (!template || !card) return [];
    const sentAt = new Date(now - sent.hoursAgo * 3_600_000);
    const after = (seconds: number) => new Date(sentAt.getTime() + seconds * 1000);
    const reached = sent.state === replied || sent.state === delivered || sent.state === noReply;
    const { id: cardId, carrierAccountId, ...placement } = card;
    const failure = 'failure' in sent ? sent.failure : null;
    return [
      {
        ...placement,
        cardId,
        carrierAccountId: carrierAccountId ?? 0,
        templateId: template.id,
        templateName: template.name,
        kind: template.kind,
        content: fillCommandContent(template.content, {
          iccid: card.iccid,
          msisdn: card.msisdn ?? '',
          time: sentAt.toISOString().slice(0, 19),
        }),
        expectedReply: template.expectedReply,
        replyWaitSeconds: template.replyWaitSeconds,
        state: sent.state,
        messageId: `SM${sentAt.toISOString().slice(0, 10).replaceAll('-', '')}${String(index).padStart(6, '0')}`,
        failureCode: failure?.[0] ?? null,
        failureReason: failure?.[1] ?? null,
        deliveredAt: reached ? after(12) : null,
        reply: 'reply' in sent ? sent.reply : null,
        replyAsExpected:
          'reply' in sent && sent.reply !== null && template.expectedReply !== null
            ? sent.reply.startsWith(template.expectedReply)
            : null,
        repliedAt: sent.state === replied ? after(18) : null,
        sentById: senderId,
        sentAt,
        checkedAt: after(sent.state === timedOut ? 3_700 : 130),
      },
    ];
  });
  // Oldest first, so the trail (newest id first) reads newest first.
  commands.sort((first, second) => first.sentAt.getTime() - second.sentAt.getTime());
  if (commands.length > 0) await db.insert(remoteCommands).values(commands);
}
