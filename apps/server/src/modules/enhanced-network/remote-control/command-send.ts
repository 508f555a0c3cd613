import { type ParsedCallObj, remoteCommandState } from '@simdesk/contract';
import {
  type CommandSendRow,
  fillCommandContent,
  type remoteCommandSendCall,
} from '@simdesk/contract/modules/enhanced-network';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import { CarrierError } from '../../../platform/carrier/carrier-error';
import type { AppServices } from '../../../platform/services';
import { cardsInScopeByNumber, type CardPlacement } from '../../sim-cards';
import { findTemplate } from './command-templates';
import { remoteCommands } from './remote-control-schema';

type Template = Awaited<ReturnType<typeof findTemplate>>;
/** A card to send to, with the number the caller named it by. */
type AddressedCard = CardPlacement & { carrierAccountId: number; cardNumber: string };

/** Cards that get the same SMS through the same account go in one carrier call. */
function groupsOf(cards: readonly AddressedCard[], template: Template, sentAt: Date) {
  const groups = new Map<string, { accountId: number; content: string; cards: AddressedCard[] }>();
  for (const card of cards) {
    const content = fillCommandContent(template.content, {
      iccid: card.iccid,
      msisdn: card.msisdn ?? '',
      time: sentAt.toISOString().slice(0, 19),
    });
    const key = `${card.carrierAccountId} ${content}`;
    const group = groups.get(key) ?? { accountId: card.carrierAccountId, content, cards: [] };
    group.cards.push(card);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Sends a template's command to each card named, as SMS to its T-Box through the card's carrier account. Every
 * command the carrier took or refused is kept (the audit trail); a number naming no card of the template's
 * company in the caller's scope sends nothing. `addressedCardIds` carries the cards already sent to across the
 * parts of a send to many cards, so a card named twice gets the command once.
 */
export async function sendCommand(
  services: Pick<AppServices, 'db' | 'clock' | 'carrier'>,
  caller: OperatorContext,
  obj: ParsedCallObj<typeof remoteCommandSendCall>,
  addressedCardIds = new Set<number>(),
): Promise<CommandSendRow[]> {
  const { db, clock, carrier } = services;
  const template = await findTemplate(db, caller, obj.templateId);
  const results = new Map<string, CommandSendRow>();
  const addressed: AddressedCard[] = [];
  for (const cardNumber of new Set(obj.cardNumbers)) {
    const [card] = (await cardsInScopeByNumber(db, caller, cardNumber, 1)).filter(
      (found) => found.companyId === template.companyId,
    );
    const row = { cardNumber, iccid: card?.iccid ?? null, commandId: null, detail: null };
    if (!card) results.set(cardNumber, { ...row, problem: 'notFound' });
    else if (card.carrierAccountId === null) results.set(cardNumber, { ...row, problem: 'noCarrier' });
    // A card named twice (by ICCID and by MSISDN) gets the command once.
    else if (!addressedCardIds.has(card.id)) {
      addressedCardIds.add(card.id);
      addressed.push({ ...card, carrierAccountId: card.carrierAccountId, cardNumber });
    }
  }
  const sentAt = clock.now();
  for (const group of groupsOf(addressed, template, sentAt)) {
    let messageIds = new Map<string, string>();
    let refusal: CarrierError | null = null;
    try {
      const gateway = await carrier.gatewayFor(group.accountId);
      const messages = await gateway.sendTerminalSms(
        group.cards.map((card) => card.iccid),
        group.content,
      );
      messageIds = new Map(messages.map((message) => [message.iccid, message.messageId]));
    } catch (error) {
      if (!(error instanceof CarrierError)) throw error;
      refusal = error;
    }
    // What every command of the group shares: the template as it was, the sender, the carrier's first word.
    const { id: templateId, name: templateName, kind, expectedReply, replyWaitSeconds } = template;
    const shared = {
      ...{ templateId, templateName, kind, expectedReply, replyWaitSeconds, content: group.content },
      ...{ sentById: caller.operatorId, sentAt, checkedAt: sentAt },
      state: refusal ? remoteCommandState.byName.failed : remoteCommandState.byName.submitted,
      failureCode: refusal?.code ?? null,
      failureReason: refusal?.message ?? null,
    };
    const stored = await db
      .insert(remoteCommands)
      .values(
        group.cards.map(({ id: cardId, cardNumber: _named, ...card }) => ({
          ...card,
          ...shared,
          cardId,
          messageId: messageIds.get(card.iccid) ?? null,
        })),
      )
      .returning({ id: remoteCommands.id, iccid: remoteCommands.iccid });
    const commandIds = new Map(stored.map((command) => [command.iccid, command.id]));
    for (const card of group.cards) {
      results.set(card.cardNumber, {
        cardNumber: card.cardNumber,
        iccid: card.iccid,
        commandId: commandIds.get(card.iccid) ?? null,
        problem: refusal ? 'carrier' : null,
        detail: refusal ? `${refusal.code}: ${refusal.message}` : null,
      });
    }
  }
  return [...results.values()];
}
