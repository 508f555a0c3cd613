import { eq, like } from 'drizzle-orm';
import type { Database } from '../platform/database/connect';
import { cardChangeOrders } from '../modules/sim-cards/testing';
import { simCards } from '../modules/sim-cards/testing';
import { carrierAccounts } from '../platform/database/schema-carrier';
import { messages } from '../platform/database/schema-messages';
import { tasks } from '../platform/database/schema-tasks';
import { companies, operators, organizations, roles } from '../platform/database/schema';
import { dictionaryEntries } from '../modules/system/testing';
import { dealers } from '../platform/database/schema';

/**
 * Rows no walker may see or change, each with a name found nowhere else, so an answer that leaks one is
 * recognised by its text. One set lives in a company of its own, one in the South branch of Aurora Motors.
 */
export interface CanarySet {
  /** What a body's id keys are set to. */
  ids: {
    companyId: number;
    orgId: number;
    operatorId: number;
    roleId: string;
    cardId: number;
    taskId: number;
    dealerId: number;
    orderId: number;
    dictDataId: number;
    messageId: number;
    carrierAccountId: number;
  };
  /** Texts of the canary rows: none may appear in an answer to a walker. */
  markers: string[];
}

type OperatorRow = typeof operators.$inferSelect;

async function insertOne<Row>(rows: Promise<Row[]>): Promise<Row> {
  const [row] = await rows;
  if (!row) throw new Error('a canary row was not stored');
  return row;
}

async function insertOrg(
  db: Database,
  companyId: number,
  name: string,
  parent?: { id: number; path: string },
) {
  const org = await insertOne(
    db
      .insert(organizations)
      .values({ companyId, name, parentId: parent?.id ?? null, path: 'pending' })
      .returning(),
  );
  const path = `${parent?.path ?? '/'}${org.id}/`;
  await db.update(organizations).set({ path }).where(eq(organizations.id, org.id));
  return { id: org.id, path };
}

interface CanaryPlace {
  companyId: number;
  org: { id: number; path: string };
  /** Company-wide rows (role, dictionary, carrier account, message) come from this set when given. */
  companyWide?: CanarySet['ids'];
}

async function insertCanaryRows(db: Database, label: string, place: CanaryPlace, template: OperatorRow) {
  const { companyId, org } = place;
  const iccid = `898600${label === 'company' ? '91' : '92'}000000000017`;
  const card = await insertOne(
    db
      .insert(simCards)
      .values({
        companyId,
        orgId: org.id,
        orgPath: org.path,
        carrier: 1,
        iccid,
        msisdn: `1440${label === 'company' ? '91' : '92'}0000017`,
        cardStatus: 2,
        remark: `Canary card ${label}`,
      })
      .returning(),
  );
  const dealer = await insertOne(
    db
      .insert(dealers)
      .values({ companyId, orgId: org.id, name: `Canary dealer ${label}`, code: `CANARY-${label}` })
      .returning(),
  );
  const roleId = place.companyWide?.roleId ?? '9901';
  if (!place.companyWide) {
    await db.insert(roles).values({ id: roleId, companyId, name: `Canary role ${label}`, roleType: '60' });
  }
  const operator = await insertOne(
    db
      .insert(operators)
      .values({
        account: `canary.${label}`,
        name: `Canary keeper ${label}`,
        mail: `canary.${label}@example.com`,
        companyId,
        orgId: org.id,
        roleId,
        dealerId: dealer.id,
        passwordHash: template.passwordHash,
      })
      .returning(),
  );
  const task = await insertOne(
    db
      .insert(tasks)
      .values({
        companyId,
        orgId: org.id,
        orgPath: org.path,
        operatorId: operator.id,
        kind: 'sim-card-export',
        taskType: 1,
        taskStatus: 1,
        fileName: `canary-${label}-export.csv`,
      })
      .returning(),
  );
  const order = await insertOne(
    db
      .insert(cardChangeOrders)
      .values({
        companyId,
        orgId: org.id,
        orgPath: org.path,
        operatorId: operator.id,
        kind: 'status',
        targetStatus: 4,
        reason: `Canary order ${label}`,
        state: 'waiting',
        scheduledAt: new Date(Date.now() + 86_400_000),
        cardCount: 1,
      })
      .returning(),
  );
  return { card, dealer, roleId, operator, task, order, iccid };
}

async function insertCompanyWideRows(db: Database, companyId: number, operatorId: number) {
  const entry = await insertOne(
    db
      .insert(dictionaryEntries)
      .values({ companyId, dictType: 'vehicleBrand', dictLabel: 'Canary brand', dictValue: 'canary-brand' })
      .returning(),
  );
  const message = await insertOne(
    db
      .insert(messages)
      .values({ companyId, operatorId, moduleType: 0, messageType: 0, content: 'Canary notice' })
      .returning(),
  );
  const account = await insertOne(
    db
      .insert(carrierAccounts)
      .values({
        companyId,
        name: 'Canary carrier account',
        carrier: 1,
        baseUrl: 'http://127.0.0.1:9',
        appId: 'canary-app',
        passwordCiphertext: 'not-a-real-ciphertext',
      })
      .returning(),
  );
  return { entry, message, account };
}

/** The canary company (a company of its own) and the canary branch (under Aurora Motors' South region). */
export async function insertIsolationCanaries(db: Database, templateAccount: string) {
  const [template] = await db.select().from(operators).where(eq(operators.account, templateAccount));
  if (!template) throw new Error(`${templateAccount} is missing`);

  const company = await insertOne(
    db.insert(companies).values({ name: 'Canary Fleet Ltd', platformName: 'Canary Fleet' }).returning(),
  );
  const root = await insertOrg(db, company.id, 'Canary root');
  const depot = await insertOrg(db, company.id, 'Canary depot', root);
  const companyRows = await insertCanaryRows(db, 'company', { companyId: company.id, org: depot }, template);
  const wide = await insertCompanyWideRows(db, company.id, companyRows.operator.id);
  const companySet: CanarySet = {
    ids: {
      companyId: company.id,
      orgId: depot.id,
      operatorId: companyRows.operator.id,
      roleId: companyRows.roleId,
      cardId: companyRows.card.id,
      taskId: companyRows.task.id,
      dealerId: companyRows.dealer.id,
      orderId: companyRows.order.id,
      dictDataId: wide.entry.id,
      messageId: wide.message.id,
      carrierAccountId: wide.account.id,
    },
    markers: [
      'Canary Fleet',
      'Canary root',
      'Canary depot',
      'canary.company',
      'Canary keeper company',
      'Canary dealer company',
      'Canary card company',
      'canary-company-export',
      'Canary order company',
      companyRows.iccid,
      'Canary brand',
      'Canary notice',
      'Canary carrier account',
    ],
  };

  const [south] = await db.select().from(organizations).where(like(organizations.name, 'South region'));
  if (!south) throw new Error('the demo South region is missing');
  const branch = await insertOrg(db, south.companyId, 'Canary branch', south);
  const branchRows = await insertCanaryRows(
    db,
    'branch',
    { companyId: south.companyId, org: branch, companyWide: companySet.ids },
    template,
  );
  const branchSet: CanarySet = {
    ids: {
      ...companySet.ids,
      // The branch belongs to the walker's own company: the company id is theirs, the rest sits in the branch.
      companyId: south.companyId,
      orgId: branch.id,
      operatorId: branchRows.operator.id,
      cardId: branchRows.card.id,
      taskId: branchRows.task.id,
      dealerId: branchRows.dealer.id,
      orderId: branchRows.order.id,
    },
    markers: [
      'Canary branch',
      'canary.branch',
      'Canary keeper branch',
      'Canary dealer branch',
      'Canary card branch',
      'canary-branch-export',
      'Canary order branch',
      branchRows.iccid,
    ],
  };
  return { companySet, branchSet, branchPath: branch.path };
}
