import { canResetDataSession, type CardStatusCode } from '@simdesk/contract';
import type { CardDiagnosisRow, DiagnosisCheckRow } from '@simdesk/contract/modules/enhanced-network';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { CarrierService } from '../../../platform/carrier/carrier-service';
import type { CardAtCarrier, CardChanges } from '../../sim-cards';
import { askCarrier } from './ask-carrier';
import type { CarrierAnswers } from './carrier-answers';
import {
  apnVerdict,
  checkAnswer,
  deviceVerdict,
  openOrdersOf,
  ordersVerdict,
  overallVerdict,
  realNameVerdict,
  servicesVerdict,
  sessionVerdict,
  statusVerdict,
  uncheckedRow,
  usageVerdict,
  type OpenOrders,
} from './check-verdicts';

/** How many of the card's latest changes the diagnosis lists. */
const recentChangeCount = 10;

/** Usage needs the member row; the month's use and the pool's share add to it when the carrier gave them. */
function usageCheck(answers: CarrierAnswers, openOrders: OpenOrders): DiagnosisCheckRow {
  const monthly = answers.byQuery['sim-usage-monthly'];
  const pool = answers.pool;
  return checkAnswer('usage', answers.byQuery['sim-pool'], (member, asOf) => {
    if (pool && 'failure' in pool) return uncheckedRow('usage', pool.failure, pool.asOf);
    return usageVerdict(member, 'row' in monthly ? monthly.row : undefined, pool?.row, asOf, openOrders);
  });
}

/** Every check from the carrier's answers and the card's own orders. */
export function diagnosisChecks(
  card: CardAtCarrier,
  answers: CarrierAnswers,
  openOrders: OpenOrders,
): DiagnosisCheckRow[] {
  const { byQuery } = answers;
  const statusAnswer = byQuery['sim-stop-reason'];
  // The carrier's status when it gave one, else the console's copy.
  const status =
    'row' in statusAnswer && typeof statusAnswer.row.status === 'number'
      ? statusAnswer.row.status
      : card.cardStatus;
  return [
    checkAnswer('status', statusAnswer, (row, asOf) => statusVerdict(row, asOf, card.carrier, openOrders)),
    checkAnswer('session', byQuery['sim-session'], (row, asOf) =>
      sessionVerdict(row, asOf, canResetDataSession(status), openOrders),
    ),
    checkAnswer('device', byQuery['sim-device-state'], (row, asOf) => deviceVerdict(row, asOf, openOrders)),
    checkAnswer('services', byQuery['sim-service-switches'], (row, asOf) =>
      servicesVerdict(row, asOf, openOrders),
    ),
    checkAnswer('apn', byQuery['sim-apn'], (row, asOf) => apnVerdict(row, asOf, openOrders)),
    checkAnswer('realName', byQuery['sim-real-name-status'], (row, asOf) =>
      realNameVerdict(row, asOf, openOrders),
    ),
    usageCheck(answers, openOrders),
  ];
}

/** Diagnoses one card: the carrier's answers and the console's orders, each check with its verdict. */
export async function diagnoseCard(
  carrier: CarrierService,
  changes: CardChanges,
  caller: OperatorContext,
  card: CardAtCarrier,
): Promise<CardDiagnosisRow> {
  const [answers, recent] = await Promise.all([
    askCarrier(carrier, card),
    changes.recentChangesOfCard(caller, card.id, recentChangeCount),
  ]);
  const now = new Date();
  const checks = [...diagnosisChecks(card, answers, openOrdersOf(recent)), ordersVerdict(recent, now)];
  return {
    card: {
      id: card.id,
      iccid: card.iccid,
      msisdn: card.msisdn,
      imsi: card.imsi,
      companyName: card.companyName,
      cardStatus: card.cardStatus as CardStatusCode,
    },
    verdict: overallVerdict(checks),
    checks,
    changes: recent,
    checkedAt: now.toISOString(),
  };
}
