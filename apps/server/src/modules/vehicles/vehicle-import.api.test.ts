// @module-tag pglite (the vehicle import: a file's rows added as vehicle/add adds them, a report per bad row)
import { and, desc, eq, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vinCheckCharacter } from '@simdesk/contract/rules';
import { vehicleListPageCode } from '@simdesk/contract/modules/vehicles';
import { rolePages } from '../../platform/database/schema';
import { tasks } from '../../platform/database/schema-tasks';
import { insertOperatorLike, storedOperator } from '../../test/stored-operator';
import { useSignIn, useTestApp } from '../../test/test-app';
import { downloadTemplate, simCards, uploadImport } from '../sim-cards/testing';
import { csvDataLines, downloadTaskFile, isFinished, waitForTask } from '../task/testing';
import { vehicleCards, vehicles } from './vehicles-schema';
import { vehiclesModule } from '.';

const testApp = useTestApp({ modules: [vehiclesModule] });
const maker = useSignIn(testApp, 'demo.company');

/** The VIN of an imported test vehicle: a serial in the last six places, the check character computed. */
function importVin(serial: number): string {
  const withoutCheck = `LMPRTA07Z01${String(serial).padStart(6, '0')}`;
  return withoutCheck.slice(0, 8) + (vinCheckCharacter(withoutCheck) ?? '0') + withoutCheck.slice(9);
}

/** A card of the maker in no vehicle (to fit), and a card of another company (refused). */
async function cardsForImport() {
  const db = testApp.database.db;
  const fittedNow = db
    .select({ cardId: vehicleCards.cardId })
    .from(vehicleCards)
    .where(isNull(vehicleCards.removedAt));
  const [free] = await db
    .select({ id: simCards.id, iccid: simCards.iccid })
    .from(simCards)
    .where(and(eq(simCards.companyId, maker.companyId), notInArray(simCards.id, fittedNow)))
    .orderBy(desc(simCards.id))
    .limit(1);
  const [foreign] = await db
    .select({ iccid: simCards.iccid })
    .from(simCards)
    .where(ne(simCards.companyId, maker.companyId))
    .limit(1);
  if (!free || !foreign) throw new Error('no cards to fit');
  return { free, foreign };
}

const importFile = (lines: readonly string[]) => ({
  name: 'vehicles.csv',
  content: `${lines.join('\r\n')}\r\n`,
});

describe('the vehicle template', () => {
  it('is offered as CSV and XLSX, headed and ruled in the asked language', async () => {
    const csv = await downloadTemplate(testApp, 'vehicle/template-download', maker.token, {
      format: 'csv',
      locale: 'zh-CN',
    });
    expect(csv.statusCode).toBe(200);
    const [header, example] = csv.body.split('\r\n');
    expect(header).toBe(
      '\uFEFFVIN,车牌号,车型,车系,车辆类型,燃料类型,产地,车辆状态,组织 ID,T-Box ICCID,备注',
    );
    expect(example).toMatch(/^L/);
    expect(csv.body).toContain('# 燃料类型：填写代码或其名称');
    expect(csv.body).toContain('3 = 纯电动');
    const xlsx = await downloadTemplate(testApp, 'vehicle/template-download', maker.token, {
      format: 'xlsx',
      locale: 'zh-CN',
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('the vehicle import', () => {
  it('adds the good rows (their cards fitted) and reports every other row by its number', async () => {
    const { free, foreign } = await cardsForImport();
    const [existing] = await testApp.database.db
      .select({ vin: vehicles.vin })
      .from(vehicles)
      .where(eq(vehicles.companyId, maker.companyId))
      .limit(1);
    const badVin = `${importVin(3).slice(0, 8)}${importVin(3)[8] === 'X' ? '0' : 'X'}${importVin(3).slice(9)}`;
    const lines = [
      'VIN,Model,Vehicle type,Fuel,Origin,Vehicle status,T-Box ICCID,Plate',
      `${importVin(1)},Aurora S5,1,纯电动,Domestic,1,${free.iccid},粤B12345`,
      `${importVin(2)},Aurora S5,SUV,Petrol,3,Sold,,`,
      `${badVin},Aurora S5,1,1,1,1,,`,
      `${existing?.vin ?? ''},Aurora S5,1,1,1,1,,`,
      `${importVin(4)},Aurora S5,1,1,1,1,${foreign.iccid},`,
      `${importVin(5)},Aurora S5,Hovercraft,1,1,1,,`,
    ];
    const started = await uploadImport(testApp, 'vehicle/import', maker.token, {}, importFile(lines));
    expect(started.status, started.msg).toBe('0');
    const taskId = started.rows[0]?.taskId ?? 0;
    const task = await waitForTask(testApp.database.db, taskId, isFinished);
    expect(task).toMatchObject({ taskStatus: 3, failedCount: 4 });

    const added = await testApp.database.db
      .select({
        id: vehicles.id,
        vin: vehicles.vin,
        fuelType: vehicles.fuelType,
        status: vehicles.vehicleStatus,
      })
      .from(vehicles)
      .where(inArray(vehicles.vin, [1, 2, 3, 4, 5].map(importVin)))
      .orderBy(vehicles.vin);
    expect(added.map(({ vin, fuelType, status }) => ({ vin, fuelType, status }))).toEqual([
      { vin: importVin(1), fuelType: 3, status: 1 },
      { vin: importVin(2), fuelType: 1, status: 4 },
    ]);
    const fitted = await testApp.database.db
      .select({ vehicleId: vehicleCards.vehicleId, role: vehicleCards.role })
      .from(vehicleCards)
      .where(and(eq(vehicleCards.cardId, free.id), isNull(vehicleCards.removedAt)));
    expect(fitted).toEqual([{ vehicleId: added[0]?.id, role: 1 }]);

    const report = await downloadTaskFile(testApp, maker.token, taskId, 'error-report');
    const reasons = new Map(csvDataLines(report.body).map((line) => [line.split(',')[0], line]));
    expect([...reasons.keys()].sort()).toEqual(['4', '5', '6', '7']);
    expect(reasons.get('4')).toMatch(/check character/);
    expect(reasons.get('5')).toMatch(/already has vehicle/);
    expect(reasons.get('6')).toMatch(/no card/);
    expect(reasons.get('7')).toMatch(/Hovercraft/);

    // An administrator of another company, with the task centre, sees nothing of the task.
    const elsewhere = await storedOperator(testApp, 'demo.api');
    await insertOperatorLike(testApp, 'demo.company', {
      account: 'vehicle-import.elsewhere',
      companyId: elsewhere.companyId,
      orgId: elsewhere.orgId,
      mobile: null,
    });
    const { token } = await testApp.login('vehicle-import.elsewhere');
    const seen = await testApp.call('task/download-attachment', { taskId, which: 'error-report' }, { token });
    expect(seen.status).toBe('404');
  });

  it('refuses a file without the VIN column whole, and starts nothing', async () => {
    const tasksBefore = await testApp.database.db.$count(tasks);
    const refused = await uploadImport(
      testApp,
      'vehicle/import',
      maker.token,
      {},
      importFile(['Model,Vehicle type,Fuel,Origin,Vehicle status', 'Aurora S5,1,1,1,1']),
    );
    expect(refused.status).toBe('400');
    expect(refused.msg).toMatch(/\(VIN missing\)/);
    expect(await testApp.database.db.$count(tasks)).toBe(tasksBefore);
  });

  it('refuses an operator without the import action', async () => {
    const { roleId } = await storedOperator(testApp, 'demo.company');
    if (roleId === null) throw new Error('the maker has no role');
    const makerVehicleList = and(eq(rolePages.roleId, roleId), eq(rolePages.pageCode, vehicleListPageCode));
    const [grant] = await testApp.database.db.select().from(rolePages).where(makerVehicleList);
    if (!grant) throw new Error('the maker has no vehicle list');
    await testApp.database.db
      .update(rolePages)
      .set({ actions: grant.actions.filter((action) => action !== 'import') })
      .where(makerVehicleList);
    try {
      const { token } = await testApp.login('demo.company');
      const header = 'VIN,Model,Vehicle type,Fuel,Origin,Vehicle status';
      const refused = await uploadImport(testApp, 'vehicle/import', token, {}, importFile([header]));
      expect(refused.status).toBe('403');
      const template = await downloadTemplate(testApp, 'vehicle/template-download', token, { format: 'csv' });
      expect((template.json() as { status: string }).status).toBe('403');
    } finally {
      await testApp.database.db.update(rolePages).set({ actions: grant.actions }).where(makerVehicleList);
    }
  });
});
