import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { ParsedCallObj, RemoteCommandKindCode, RemoteCommandStateCode } from '@simdesk/contract';
import type {
  RemoteCommandFilter,
  RemoteCommandPage,
  RemoteCommandRow,
  remoteCommandListCall,
} from '@simdesk/contract/modules/enhanced-network';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { keysetPage } from '../../../platform/database/keyset-page';
import { companies, operators, organizations } from '../../../platform/database/schema';
import { cardRowConditions } from '../shared/card-row-filter';
import { withIsoTimes } from '../shared/iso-times';
import { keysetSourceOf } from '../shared/keyset-page';
import { nameOf, nameOrNullOf } from '../shared/names-of';
import { remoteCommands } from './remote-control-schema';

const optional = <Value>(value: Value | undefined, condition: (present: Value) => SQL) =>
  value === undefined ? undefined : condition(value);

/** The filter's conditions within the caller's scope; null when the card number names no card they see. */
async function filterConditions(db: Database, caller: OperatorContext, filter: RemoteCommandFilter) {
  const conditions = await cardRowConditions(db, caller, filter, {
    companyId: remoteCommands.companyId,
    orgPath: remoteCommands.orgPath,
    cardId: remoteCommands.cardId,
    time: remoteCommands.sentAt,
  });
  if (conditions === null) return null;
  if (filter.state && filter.state.length > 0) conditions.push(inArray(remoteCommands.state, filter.state));
  conditions.push(
    optional(filter.kind, (kind) => eq(remoteCommands.kind, kind)),
    optional(filter.templateId, (templateId) => eq(remoteCommands.templateId, templateId)),
  );
  return conditions;
}

const commandSource = keysetSourceOf(
  remoteCommands,
  remoteCommands.id,
  (db) =>
    db
      .select({
        command: remoteCommands,
        companyName: nameOf(companies, remoteCommands.companyId),
        orgName: nameOrNullOf(organizations, remoteCommands.orgId),
        sentBy: nameOf(operators, remoteCommands.sentById),
      })
      .from(remoteCommands)
      .$dynamic(),
  (row) => row.command.id,
);

function toCommandRow({
  command,
  ...names
}: Awaited<ReturnType<typeof commandSource.readPage>>[number]): RemoteCommandRow {
  return {
    ...withIsoTimes(command),
    ...names,
    kind: command.kind as RemoteCommandKindCode,
    state: command.state as RemoteCommandStateCode,
  };
}

/**
 * One keyset page of commands, newest first, with the count of all that match. `bringUpToDate` is given the
 * page's command ids first, so the open ones among them answer with the carrier's latest word.
 */
export async function listCommands(
  db: Database,
  caller: OperatorContext,
  obj: ParsedCallObj<typeof remoteCommandListCall>,
  bringUpToDate: (commandIds: number[]) => Promise<void>,
): Promise<RemoteCommandPage> {
  const { cursor, pageSize, ...filter } = obj;
  const conditions = await filterConditions(db, caller, filter);
  if (conditions === null) return { commands: [], nextCursor: null, total: 0, totalIsEstimate: false };
  const where = and(...conditions);
  const firstLook = await keysetPage(db, commandSource, where, { cursor, pageSize });
  await bringUpToDate(firstLook.rows.map(({ command }) => command.id));
  const { rows, ...paging } = await keysetPage(db, commandSource, where, { cursor, pageSize });
  return { commands: rows.map(toCommandRow), ...paging };
}
