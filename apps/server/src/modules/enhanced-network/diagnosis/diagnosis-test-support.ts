import type {
  CardDiagnosisRow,
  DiagnosisCheck,
  DiagnosisCheckRow,
} from '@simdesk/contract/modules/enhanced-network';
import { addOperatorWithGrants } from '../../company/testing';
import { startCardChangeWorld, type CardChangeWorld } from '../../sim-cards/testing';
import { enhancedNetworkModule } from '..';

/** An operator of the maker who may list SIM cards and nothing of the enhanced network. */
export const cardsOnlyAccount = 'network.cards.only';

/**
 * A console and a carrier simulator with the enhanced-network module booted beside the SIM cards; the carrier
 * takes a change and its fix in a row (no throttle) unless told otherwise.
 */
export async function startNetworkToolsWorld(changeIntervalSeconds = 0): Promise<CardChangeWorld> {
  const world = await startCardChangeWorld({ alsoModules: [enhancedNetworkModule], changeIntervalSeconds });
  await addOperatorWithGrants(world.testApp.database.db, {
    account: cardsOnlyAccount,
    companyId: world.makerId,
    roleType: '03',
    grants: [
      { pageCode: 'vehicleCardManagement-cardLink-simCardManagement-simCardList', actions: ['query'] },
    ],
  });
  return world;
}

/** Diagnoses a card; fails the test when the call is refused. */
export async function diagnose(world: CardChangeWorld, cardNumber: string): Promise<CardDiagnosisRow> {
  const answer = await world.client.call<CardDiagnosisRow>('demo.company', 'card-diagnosis/diagnose', {
    cardNumber,
  });
  const row = answer.rows[0];
  if (answer.status !== '0' || !row) throw new Error(`diagnosis refused: ${answer.status} ${answer.msg}`);
  return row;
}

/** One check of a diagnosis. */
export function checkOf(diagnosis: CardDiagnosisRow, check: DiagnosisCheck): DiagnosisCheckRow {
  const row = diagnosis.checks.find((candidate) => candidate.check === check);
  if (!row) throw new Error(`no ${check} check`);
  return row;
}
