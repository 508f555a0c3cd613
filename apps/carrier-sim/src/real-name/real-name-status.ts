// The card's real-name status as the carrier answers it: the status code (processing while an order decides),
// to whom and since when the card is registered, the VIN bound, the latest refusal and a pending review.
// Nothing that names the holder: an enterprise asks about its cards, not about their owners.
import { realNameStatus } from '@simdesk/contract';
import { instant, type CardContext } from '../cards/card-context';
import type { Queryable } from '../database/database';
import { deregistrationChange } from './deregistration';
import { ownerRegistrationKind } from './owner-registration';
import { ownerSubmissionSchema } from './owner-submission';
import { findPendingRealNameOrders, type PendingRealNameOrder } from './registration-lookups';
import { findRegistrations, type Registration } from './registration-repository';

/** What the answer reads beside the card. */
export interface RealNameFacts {
  registration: Registration | undefined;
  pending: PendingRealNameOrder | undefined;
}

export async function loadRealNameFacts(
  database: Queryable,
  iccids: readonly string[],
): Promise<Map<string, RealNameFacts>> {
  const registrations = await findRegistrations(database, iccids);
  const pending = await findPendingRealNameOrders(database, iccids);
  return new Map(
    iccids.map((iccid) => [iccid, { registration: registrations.get(iccid), pending: pending.get(iccid) }]),
  );
}

const manualReviewSchema = ownerSubmissionSchema.shape.manualReview;

export function realNameStatusAnswer({ card }: CardContext, facts: RealNameFacts | undefined) {
  const { registration, pending } = facts ?? { registration: undefined, pending: undefined };
  const { registered, processing } = realNameStatus.byName;
  const registering = pending !== undefined && pending.kind !== deregistrationChange.kind;
  // A card registered before the carrier's records reached this API (seeded) is its owner's since activation.
  const earlierHolder = card.realNameStatus === registered && !registration?.partyType;
  const review =
    pending?.kind === ownerRegistrationKind
      ? (manualReviewSchema.safeParse(pending.request.manualReview).data ?? null)
      : null;
  return {
    realNameStatus: registering ? processing : card.realNameStatus,
    partyType: registration?.partyType ?? (earlierHolder ? 'individual' : null),
    registeredAt: instant(registration?.registeredAt ?? (earlierHolder ? card.activatedAt : null)),
    vin: registration?.vin ?? null,
    supplementaryRegistrationType: registration?.supplementaryType ?? null,
    refusalCode: registration?.refusalCode ?? null,
    refusalReason: registration?.refusalReason ?? null,
    refusedAt: instant(registration?.refusedAt ?? null),
    awaitingVinReupload: Boolean(registration?.heldSubmission),
    pendingOrderNumber: pending?.orderNumber ?? null,
    reviewPending: review !== null,
    reviewDueAt: review !== null && pending ? instant(pending.dueAt) : null,
    deregisteredAt: instant(registration?.deregisteredAt ?? null),
    deregistrationReason: registration?.deregistrationReason ?? null,
  };
}
