import { and, count, eq, ilike } from 'drizzle-orm';
import type { ParsedCallObj, RemoteCommandKindCode } from '@simdesk/contract';
import type {
  CommandTemplateRow,
  commandTemplateAddCall,
  commandTemplateEditCall,
  commandTemplateListCall,
} from '@simdesk/contract/modules/enhanced-network';
import { callerScope } from '../../../platform/auth/data-scope';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/database/connect';
import { keysetPage } from '../../../platform/database/keyset-page';
import { containsPattern } from '../../../platform/database/contains-pattern';
import { companies, operators } from '../../../platform/database/schema';
import { isUniqueViolation } from '../../../platform/database/sql-state';
import { badRequest } from '../../../platform/http/app-error';
import { companyFilter, companyToAddTo, foundOrNotFound } from '../shared/company-rows';
import { withIsoTimes } from '../shared/iso-times';
import { keysetSourceOf } from '../shared/keyset-page';
import { nameOf } from '../shared/names-of';
import { commandTemplates, remoteCommands } from './remote-control-schema';

const templateScope = (caller: OperatorContext) =>
  callerScope(caller, { companyId: commandTemplates.companyId });

/** One template of the caller's scope, or not found. */
export async function findTemplate(db: Database, caller: OperatorContext, templateId: number) {
  const where = and(eq(commandTemplates.id, templateId), templateScope(caller));
  return foundOrNotFound(
    await db.select().from(commandTemplates).where(where),
    `command template ${templateId}`,
  );
}

/** The caller's templates (carrier staff: every company's, or the one named), newest first. */
export async function listTemplates(
  db: Database,
  caller: OperatorContext,
  obj: ParsedCallObj<typeof commandTemplateListCall>,
) {
  const filtered = and(
    templateScope(caller),
    companyFilter(caller, commandTemplates.companyId, obj.companyId),
    obj.kind === undefined ? undefined : eq(commandTemplates.kind, obj.kind),
    obj.name ? ilike(commandTemplates.name, containsPattern(obj.name)) : undefined,
  );
  const sent = db
    .select({ templateId: remoteCommands.templateId, total: count().as('total') })
    .from(remoteCommands)
    .groupBy(remoteCommands.templateId)
    .as('sent');
  const source = keysetSourceOf(
    commandTemplates,
    commandTemplates.id,
    (database) =>
      database
        .select({
          template: commandTemplates,
          companyName: nameOf(companies, commandTemplates.companyId),
          updatedBy: nameOf(operators, commandTemplates.updatedById),
          sent: sent.total,
        })
        .from(commandTemplates)
        .leftJoin(sent, eq(sent.templateId, commandTemplates.id))
        .$dynamic(),
    (row) => row.template.id,
  );
  const { rows, ...paging } = await keysetPage(db, source, filtered, obj);
  const templates = rows.map(({ template, sent: sentCount, ...names }): CommandTemplateRow => ({
    ...withIsoTimes(template),
    ...names,
    kind: template.kind as RemoteCommandKindCode,
    sentCount: Number(sentCount ?? 0),
  }));
  return { templates, ...paging };
}

/** A repeated name within a company is told as bad input, not a database error. */
async function savingName<Result>(write: () => Promise<Result>): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('the company already has a template of this name');
    throw error;
  }
}

export async function addTemplate(
  db: Database,
  caller: OperatorContext,
  obj: ParsedCallObj<typeof commandTemplateAddCall>,
) {
  const { companyId, expectedReply = null, ...fields } = obj;
  const values = {
    ...fields,
    companyId: await companyToAddTo(db, caller, companyId),
    expectedReply,
    updatedById: caller.operatorId,
  };
  const added = await savingName(() =>
    db.insert(commandTemplates).values(values).returning({ id: commandTemplates.id }),
  );
  return foundOrNotFound(added, 'template stored').id;
}

export async function editTemplate(
  db: Database,
  clock: Clock,
  caller: OperatorContext,
  obj: ParsedCallObj<typeof commandTemplateEditCall>,
) {
  const { templateId, expectedReply = null, ...fields } = obj;
  await findTemplate(db, caller, templateId);
  const values = { ...fields, expectedReply, updatedById: caller.operatorId, updatedAt: clock.now() };
  await savingName(() => db.update(commandTemplates).set(values).where(eq(commandTemplates.id, templateId)));
}

export async function deleteTemplate(db: Database, caller: OperatorContext, templateId: number) {
  const template = await findTemplate(db, caller, templateId);
  await db.delete(commandTemplates).where(eq(commandTemplates.id, templateId));
  return template;
}
