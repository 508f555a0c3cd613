import { and, count, desc, eq, ilike, lt } from 'drizzle-orm';
import type { RemoteCommandKindCode } from '@simdesk/contract';
import type {
  CommandTemplateAdd,
  CommandTemplateEdit,
  CommandTemplateListQuery,
  CommandTemplateRow,
} from '@simdesk/contract/modules/enhanced-network';
import { callerScope } from '../../../platform/auth/data-scope';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/database/connect';
import { containsPattern } from '../../../platform/database/contains-pattern';
import { companies, operators } from '../../../platform/database/schema';
import { badRequest, forbidden, notFound } from '../../../platform/http/app-error';
import { isUniqueViolation } from '../../../platform/database/sql-state';
import { keysetPage } from '../shared/keyset-page';
import { commandTemplates, remoteCommands } from './remote-control-schema';

const templateScope = (caller: OperatorContext) =>
  callerScope(caller, { companyId: commandTemplates.companyId });

/** One template of the caller's scope, or not found (a template elsewhere is never told apart). */
export async function findTemplate(db: Database, caller: OperatorContext, templateId: number) {
  const [template] = await db
    .select()
    .from(commandTemplates)
    .where(and(eq(commandTemplates.id, templateId), templateScope(caller)));
  if (!template) throw notFound(`no command template ${templateId}`);
  return template;
}

/** The caller's templates (carrier staff: every company's, or the one named), newest first. */
export async function listTemplates(
  db: Database,
  caller: OperatorContext,
  obj: CommandTemplateListQuery,
): Promise<{ templates: CommandTemplateRow[]; nextCursor: number | null }> {
  if (obj.companyId !== undefined && !caller.crossCompany && obj.companyId !== caller.companyId) {
    throw forbidden('only carrier staff choose a company');
  }
  const sent = db
    .select({ templateId: remoteCommands.templateId, total: count().as('total') })
    .from(remoteCommands)
    .groupBy(remoteCommands.templateId)
    .as('sent');
  const rows = await db
    .select({
      template: commandTemplates,
      companyName: companies.name,
      updatedBy: operators.name,
      sentCount: sent.total,
    })
    .from(commandTemplates)
    .innerJoin(companies, eq(companies.id, commandTemplates.companyId))
    .innerJoin(operators, eq(operators.id, commandTemplates.updatedById))
    .leftJoin(sent, eq(sent.templateId, commandTemplates.id))
    .where(
      and(
        templateScope(caller),
        obj.companyId === undefined ? undefined : eq(commandTemplates.companyId, obj.companyId),
        obj.kind === undefined ? undefined : eq(commandTemplates.kind, obj.kind),
        obj.name ? ilike(commandTemplates.name, containsPattern(obj.name)) : undefined,
        obj.cursor === undefined ? undefined : lt(commandTemplates.id, obj.cursor),
      ),
    )
    .orderBy(desc(commandTemplates.id))
    .limit(obj.pageSize + 1);
  const { page, nextCursor } = keysetPage(
    rows.map(({ template, ...joined }) => ({
      id: template.id,
      companyId: template.companyId,
      companyName: joined.companyName,
      name: template.name,
      kind: template.kind as RemoteCommandKindCode,
      content: template.content,
      expectedReply: template.expectedReply,
      replyWaitSeconds: template.replyWaitSeconds,
      sentCount: Number(joined.sentCount ?? 0),
      updatedBy: joined.updatedBy,
      updatedAt: template.updatedAt.toISOString(),
    })),
    obj.pageSize,
  );
  return { templates: page, nextCursor };
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
  obj: CommandTemplateAdd,
): Promise<number> {
  const { companyId = caller.companyId, expectedReply, ...fields } = obj;
  if (!caller.crossCompany && companyId !== caller.companyId) throw forbidden('this company is not yours');
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound(`no company ${companyId}`);
  const [added] = await savingName(() =>
    db
      .insert(commandTemplates)
      .values({ ...fields, companyId, expectedReply: expectedReply ?? null, updatedById: caller.operatorId })
      .returning({ id: commandTemplates.id }),
  );
  if (!added) throw new Error('the template was not stored');
  return added.id;
}

export async function editTemplate(
  db: Database,
  clock: Clock,
  caller: OperatorContext,
  obj: CommandTemplateEdit,
): Promise<void> {
  const { templateId, expectedReply, ...fields } = obj;
  await findTemplate(db, caller, templateId);
  await savingName(() =>
    db
      .update(commandTemplates)
      .set({
        ...fields,
        expectedReply: expectedReply ?? null,
        updatedById: caller.operatorId,
        updatedAt: clock.now(),
      })
      .where(eq(commandTemplates.id, templateId)),
  );
}

export async function deleteTemplate(db: Database, caller: OperatorContext, templateId: number) {
  const template = await findTemplate(db, caller, templateId);
  await db.delete(commandTemplates).where(eq(commandTemplates.id, templateId));
  return template;
}
