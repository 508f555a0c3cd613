import { collectionStage, realNameStatus } from '@simdesk/contract';
import type { DocumentReadingRow, ServiceHallStateRow } from '@simdesk/contract/modules/real-name';

const stage = collectionStage.byName;

/** The owner's steps, in order. */
export const hallSteps = ['documents', 'confirm', 'face', 'result'] as const;
export type HallStep = (typeof hallSteps)[number];

/** A link that no longer opens anything: its 24 hours passed, or the dealer withdrew it. */
export function isClosed(state: Pick<ServiceHallStateRow, 'stage'>): boolean {
  return state.stage === stage.expired || state.stage === stage.cancelled;
}

/** The owner is done: the registration went to the carrier (and may have its answer). */
export function isSubmitted(state: Pick<ServiceHallStateRow, 'stage'>): boolean {
  return state.stage === stage.submitted || state.stage === stage.registered || state.stage === stage.refused;
}

/** How the carrier answered the submitted registration: not yet, registered or refused. */
export function carrierAnswer(
  state: Pick<ServiceHallStateRow, 'stage' | 'realNameStatus'>,
): 'waiting' | 'registered' | 'refused' {
  if (state.stage === stage.registered || state.realNameStatus === realNameStatus.byName.registered) {
    return 'registered';
  }
  if (state.stage === stage.refused || state.realNameStatus === realNameStatus.byName.failed)
    return 'refused';
  return 'waiting';
}

/** Both sides are read and neither has a warning: the owner may go on to confirm. */
export function documentsReady(front: DocumentReadingRow | null, back: DocumentReadingRow | null): boolean {
  return front !== null && back !== null && front.warnings.length === 0 && back.warnings.length === 0;
}

/** The step the owner is at: the server's state decides, but for the way from the pictures to the form. */
export function currentStep(state: ServiceHallStateRow, confirming: boolean): HallStep {
  if (isSubmitted(state)) return 'result';
  if (state.confirmed) return 'face';
  return confirming && documentsReady(state.front, state.back) ? 'confirm' : 'documents';
}
