import type { Database } from '../../platform/database/connect';
import type { DemoWorld } from '../../platform/demo/demo-world';
import { dictionaryEntries } from './system-schema';

/** The demo's dictionary: platform-wide APNs, the maker's vehicle brands and its own address. */
export async function seedDemoDictionary(db: Database, { makerCompanyId }: DemoWorld): Promise<void> {
  await db.insert(dictionaryEntries).values([
    { dictType: 'apn', dictLabel: 'CMIOT', dictValue: 'cmiot', orderNum: 1 },
    { dictType: 'apn', dictLabel: 'CMNET', dictValue: 'cmnet', orderNum: 2 },
    {
      dictType: 'vehicleBrand',
      dictLabel: 'Aurora',
      dictValue: 'aurora',
      companyId: makerCompanyId,
      orderNum: 1,
    },
    {
      dictType: 'vehicleBrand',
      dictLabel: 'Aurora Lite',
      dictValue: 'aurora-lite',
      companyId: makerCompanyId,
      orderNum: 2,
    },
    // The maker's own address (dictionary/custom/edit), offered wherever an address is picked.
    {
      dictType: 'customAddress',
      dictLabel: 'Head office',
      dictValue: '1 Aurora Road, Haidian, Beijing',
      companyId: makerCompanyId,
      orderNum: 1,
    },
  ]);
}
