import { z } from 'zod';
import { remoteCommandKind, remoteCommandState } from '../../../codes/remote-control-codes';
import {
  companyColumns,
  keysetPageOf,
  okRowSchema,
  optionalTextColumn,
  placedCardColumns,
  recordIdSchema,
} from '../../../calls/shared-schemas';
import { maximumCardChangeBatch } from '../../sim-cards/change/card-change-calls';

/** Rows per page of the command and template lists (keyset pages). */
export const remoteControlPageSizes = [20, 50, 100] as const;

/** Most cards a command goes to while the sender waits (one carrier batch); more go out as a task. */
export const commandCardsAtOnce = 100;
/** Most cards one send names: a batch change's limit. */
export const commandCardMaximum = maximumCardChangeBatch;

/** A company's command template as the template list shows it. */
export const commandTemplateRowSchema = z.object({
  id: z.number(),
  ...companyColumns,
  name: z.string(),
  kind: remoteCommandKind.schema,
  content: z.string(),
  expectedReply: optionalTextColumn,
  replyWaitSeconds: z.number(),
  sentCount: z.number(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type CommandTemplateRow = z.infer<typeof commandTemplateRowSchema>;

/** A new row's company: the caller's own unless carrier staff name one. */
export const companyChoiceField = { companyId: recordIdSchema.optional() };

/** What a call that saves one row answers (its id), and the lists it changes. */
export function savedRow(changes: readonly string[]) {
  return { row: z.object({ id: z.number() }), changes };
}

/** What a call that deletes one row answers, and the lists it changes. */
export function deletedRow(changes: readonly string[]) {
  return { row: okRowSchema, changes };
}

export const commandTemplatePageSchema = keysetPageOf('templates', commandTemplateRowSchema);

/** One command sent to a card: who sent what when, and what the carrier and the device said since. */
export const remoteCommandRowSchema = z.object({
  id: z.number(),
  ...placedCardColumns,
  templateId: z.number().nullable(),
  templateName: z.string(),
  kind: remoteCommandKind.schema,
  content: z.string(),
  state: remoteCommandState.schema,
  messageId: optionalTextColumn,
  failureCode: optionalTextColumn,
  failureReason: optionalTextColumn,
  deliveredAt: optionalTextColumn,
  reply: optionalTextColumn,
  /** Whether the reply starts with the template's expected reply (null: nothing was expected or no reply). */
  replyAsExpected: z.boolean().nullable(),
  repliedAt: optionalTextColumn,
  sentBy: z.string(),
  sentAt: z.string(),
  /** When the carrier was last asked about this command: the "as of" of its state. */
  checkedAt: optionalTextColumn,
});
export type RemoteCommandRow = z.infer<typeof remoteCommandRowSchema>;

export const remoteCommandPageSchema = keysetPageOf('commands', remoteCommandRowSchema);

/** The outcome of a send for one card named: its command, or why none was sent. */
export const commandSendRowSchema = z.object({
  cardNumber: z.string(),
  iccid: optionalTextColumn,
  commandId: z.number().nullable(),
  /** notFound: no such card in the caller's scope; noCarrier: the card has no carrier account; carrier: refused. */
  problem: z.enum(['notFound', 'noCarrier', 'carrier']).nullable(),
  detail: optionalTextColumn,
});
export type CommandSendRow = z.infer<typeof commandSendRowSchema>;
export type RemoteCommandPage = z.infer<typeof remoteCommandPageSchema>;
