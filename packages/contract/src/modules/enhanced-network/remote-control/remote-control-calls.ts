import { z } from 'zod';
import { pageCodeOf } from '../../../pages/product-map';
import { remoteCommandKind, remoteCommandState } from '../../../codes/remote-control-codes';
import { pageCalls } from '../../../calls/declare-calls';
import {
  bigRecordIdSchema,
  codesFilter,
  keysetRequestFields,
  recordIdSchema,
  scopeFilterOptionsRowSchema,
} from '../../../calls/shared-schemas';
import { cardNumberSchema, cardRowFilterFields } from '../card-row-filter-fields';
import { commandContentMaximumLength, templateContentProblems } from './command-template-text';
import {
  commandCardMaximum,
  commandSendRowSchema,
  commandTemplatePageSchema,
  companyChoiceField,
  deletedRow,
  savedRow,
  remoteCommandPageSchema,
} from './remote-control-schemas';

/** The remote-control page's code: its calls are granted by its button actions. */
export const remoteControlPageCode = pageCodeOf('vehicleRemoteControl');
const remoteControl = pageCalls(remoteControlPageCode);

/** A template's SMS: 1–500 characters whose placeholders are all known ({iccid}, {msisdn}, {time}). */
export const templateContentSchema = z
  .string()
  .trim()
  .min(1)
  .max(commandContentMaximumLength)
  .refine((content) => {
    const problems = templateContentProblems(content);
    return problems.unknown.length === 0 && !problems.unbalanced;
  }, 'enhancedNetwork:remoteControl.rules.placeholders');

/** What a template says; the company is the caller's (carrier staff name one). */
export const commandTemplateFieldsSchema = z.strictObject({
  name: z.string().trim().min(1).max(40),
  kind: remoteCommandKind.schema,
  content: templateContentSchema,
  /** The start of the device's reply when the command worked, e.g. "ACK WAKE OK". */
  expectedReply: z.string().trim().min(1).max(100).optional(),
  /** How long a delivered command waits for the device's reply before it counts as unanswered. */
  replyWaitSeconds: z.number().int().min(10).max(3600).default(120),
});

/** The command templates of the caller's company (every company's for carrier staff), newest first. */
export const commandTemplateListCall = remoteControl.read('query', {
  path: 'remote-control/template-list',
  obj: z.strictObject({
    companyId: recordIdSchema.optional(),
    kind: remoteCommandKind.schema.optional(),
    name: z.string().trim().max(40).optional(),
    ...keysetRequestFields,
  }),
  row: commandTemplatePageSchema,
});

const templateChanges = ['remote-control/template-list'] as const;

/** Adds a command template to the caller's company (or, for carrier staff, the company named). */
export const commandTemplateAddCall = remoteControl.change('add', {
  path: 'remote-control/template-add',
  obj: commandTemplateFieldsSchema.extend(companyChoiceField),
  ...savedRow(templateChanges),
});

/** Changes a template; the commands already sent keep the text they were sent with. */
export const commandTemplateEditCall = remoteControl.change('edit', {
  path: 'remote-control/template-edit',
  obj: commandTemplateFieldsSchema.extend({ templateId: bigRecordIdSchema }),
  ...savedRow(templateChanges),
});

/** Deletes a template; its commands stay in the trail under its name. */
export const commandTemplateDeleteCall = remoteControl.change('delete', {
  path: 'remote-control/template-delete',
  obj: z.strictObject({ templateId: bigRecordIdSchema }),
  ...deletedRow(templateChanges),
});

/** What the command list's filter bar offers: the orgs in the caller's scope, and companies for carrier staff. */
export const remoteCommandFilterOptionsCall = remoteControl.read('query', {
  path: 'remote-control/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});

/** The commands filters narrow to, within the caller's company and org subtree. */
export const remoteCommandFilterSchema = z.strictObject({
  state: codesFilter(remoteCommandState),
  kind: remoteCommandKind.schema.optional(),
  templateId: bigRecordIdSchema.optional(),
  ...cardRowFilterFields,
});
export type RemoteCommandFilter = z.infer<typeof remoteCommandFilterSchema>;

/**
 * The commands sent (the audit trail: who sent what to which card and when), newest first in keyset pages. The
 * page's open commands are first brought up to date from the carrier (delivery reports, replies, timeouts).
 */
export const remoteCommandListCall = remoteControl.read('query', {
  path: 'remote-control/command-list',
  obj: remoteCommandFilterSchema.extend(keysetRequestFields),
  row: remoteCommandPageSchema,
});

/**
 * Sends a template's command as SMS to each card named (by ICCID, MSISDN or IMSI). Up to 100 cards are sent at
 * once: the one row says how many were sent and, per card, the command or why none was sent. More go out as a
 * task (taskId) whose per-card report is in the task centre.
 */
export const remoteCommandSendCall = remoteControl.change('add', {
  path: 'remote-control/command-send',
  obj: z.strictObject({
    templateId: bigRecordIdSchema,
    cardNumbers: z.array(cardNumberSchema).min(1).max(commandCardMaximum),
  }),
  row: z.object({
    sentCount: z.number(),
    cards: z.array(commandSendRowSchema),
    /** The task sending to more than commandCardsAtOnce cards (sentCount 0, no cards yet), else null. */
    taskId: z.number().nullable(),
  }),
  changes: ['remote-control/command-list', 'remote-control/template-list', 'task/list'],
});
