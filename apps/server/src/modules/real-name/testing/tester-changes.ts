// Adding, editing and removing testers: their name, ID number and mobile sealed, masked for lists, the ID number
// found by its blind index (one tester per ID number and company).
import { and, eq, sql } from 'drizzle-orm';
import { maskIdNumber, maskPhone, maskSensitive } from '@simdesk/contract';
import type { TesterAddObj, TesterEditObj, TesterRow } from '@simdesk/contract/modules/real-name';
import { callerScope } from '../../../platform/auth/data-scope';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import { isUniqueViolation } from '../../../platform/database/sql-state';
import type { AppServices } from '../../../platform/services';
import { loadOrgInScope } from '../../organization';
import { conflict } from '../owner-readiness';
import { realNameTestRegistrations, realNameTesters } from '../real-name-schema';
import { testerIdNumberIndexKind, testerRecords, testerScopedColumns } from './tester-rows';

type Services = Pick<AppServices, 'db' | 'personalData'>;
const testers = realNameTesters;

/** The sealed and masked columns of a name and a mobile; one absent is left as stored. */
const contactValues = (
  personalData: Services['personalData'],
  tester: { name?: string; mobile?: string },
) => ({
  ...(tester.name !== undefined && {
    nameSealed: personalData.seal(tester.name),
    nameMasked: maskSensitive(tester.name),
  }),
  ...(tester.mobile !== undefined && {
    mobileSealed: personalData.seal(tester.mobile),
    mobileMasked: maskPhone(tester.mobile),
  }),
});

const refuseSecondTester = (error: unknown): never => {
  throw isUniqueViolation(error) ? conflict('a tester of your company has this ID number already') : error;
};

/** The org a tester is added at: one the caller sees, else the caller's own. */
async function placementOf(services: Services, caller: OperatorContext, orgId: number | undefined) {
  if (orgId === undefined)
    return { companyId: caller.companyId, orgId: caller.orgId, orgPath: caller.orgPath };
  const org = await loadOrgInScope(services.db, caller, orgId);
  return { companyId: org.companyId, orgId: org.id, orgPath: org.path };
}

export async function addTester(
  services: Services,
  caller: OperatorContext,
  request: TesterAddObj,
): Promise<TesterRow> {
  const { db, personalData } = services;
  const placement = await placementOf(services, caller, request.orgId);
  const [stored] = await db
    .insert(testers)
    .values({
      ...placement,
      nameSealed: personalData.seal(request.name),
      nameMasked: maskSensitive(request.name),
      mobileSealed: personalData.seal(request.mobile),
      mobileMasked: maskPhone(request.mobile),
      idNumberSealed: personalData.seal(request.idNumber),
      idNumberMasked: maskIdNumber(request.idNumber),
      idNumberIndex: personalData.blindIndex(testerIdNumberIndexKind, request.idNumber),
      note: request.note || null,
      createdBy: caller.operatorId,
    })
    .returning({ id: testers.id })
    .catch(refuseSecondTester);
  if (!stored) throw new Error('the tester was not stored');
  return testerRecords.row(db, caller, stored.id);
}

export async function editTester(
  services: Services,
  caller: OperatorContext,
  request: TesterEditObj,
): Promise<TesterRow> {
  const { db, personalData } = services;
  await testerRecords.row(db, caller, request.id);
  await db
    .update(testers)
    .set({
      ...contactValues(personalData, request),
      note: request.note || null,
      enabled: request.enabled,
      updatedAt: sql`now()`,
    })
    .where(eq(testers.id, request.id));
  return testerRecords.row(db, caller, request.id);
}

/** Removes a tester who tests no card now and never did; one with past tests is disabled instead. */
export async function deleteTester(
  services: Services,
  caller: OperatorContext,
  id: number,
): Promise<{ id: number }> {
  const { db } = services;
  const tester = await testerRecords.row(db, caller, id);
  if (tester.cardsUnderTest > 0) {
    throw conflict(`the tester tests ${tester.cardsUnderTest} card(s) now: end those tests first`);
  }
  const [past] = await db
    .select({ id: realNameTestRegistrations.id })
    .from(realNameTestRegistrations)
    .where(eq(realNameTestRegistrations.testerId, id))
    .limit(1);
  if (past) {
    await db
      .update(testers)
      .set({ enabled: false, updatedAt: sql`now()` })
      .where(eq(testers.id, id));
  } else {
    await db.delete(testers).where(and(eq(testers.id, id), callerScope(caller, testerScopedColumns)));
  }
  return { id };
}
