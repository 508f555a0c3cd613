// The maker's testers: made-up people with valid ID numbers, three of them testing a few of its testable cards.
import { sql } from 'drizzle-orm';
import {
  cardStatus,
  identityNumberCheckCharacter,
  maskIdNumber,
  maskPhone,
  maskSensitive,
  testRegistrationStatus,
} from '@simdesk/contract';
import type { Database } from '../../../platform/database/connect';
import type { PersonalDataBox } from '../../../platform/privacy/personal-data';
import { cardsWithCardStatus } from '../../sim-cards';
import { placedCardValues } from '../placed-card-values';
import { realNameTestRegistrations, realNameTesters } from '../real-name-schema';
import { testerIdNumberIndexKind } from '../testing/tester-rows';

const demoTesters = ['王芳', '张磊', '刘洋', '陈静', '杨帆', '赵敏'];
const cardsPerTester = 2;
const testersTesting = 3;

/** A made-up resident ID number (born 1990-03-0n in Beijing) with its check character. */
function demoIdNumber(serial: number): string {
  const draft = `1101051990030${serial}${String(serial * 7).padStart(3, '0')}`;
  return draft + (identityNumberCheckCharacter(`${draft}0`) ?? '');
}

export async function seedDemoTesters(
  db: Database,
  box: PersonalDataBox,
  placement: { companyId: number; orgId: number | null; orgPath: string | null },
  creatorId: number,
): Promise<void> {
  const testers = await db
    .insert(realNameTesters)
    .values(
      demoTesters.map((name, index) => {
        const idNumber = demoIdNumber(index + 1);
        const mobile = `1390000${String(index + 1).padStart(4, '0')}`;
        return {
          ...placement,
          nameSealed: box.seal(name),
          nameMasked: maskSensitive(name),
          idNumberSealed: box.seal(idNumber),
          idNumberMasked: maskIdNumber(idNumber),
          idNumberIndex: box.blindIndex(testerIdNumberIndexKind, idNumber),
          mobileSealed: box.seal(mobile),
          mobileMasked: maskPhone(mobile),
          enabled: index < demoTesters.length - 1,
          createdBy: creatorId,
        };
      }),
    )
    .returning({ id: realNameTesters.id });
  const cards = await cardsWithCardStatus(
    db,
    placement.companyId,
    cardStatus.byName.testable,
    testersTesting * cardsPerTester,
  );
  if (cards.length === 0) return;
  await db.insert(realNameTestRegistrations).values(
    cards.map((card, index) => ({
      ...placedCardValues(card),
      testerId: testers[Math.floor(index / cardsPerTester)]?.id ?? 0,
      status: testRegistrationStatus.byName.testing,
      startedAt: sql`now() - make_interval(hours => ${index + 1})`,
      startedBy: creatorId,
    })),
  );
}
