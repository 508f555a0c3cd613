import { defineCodeTables, type CodeOf } from './code-table';

/**
 * Vehicle remote control by SMS to the T-Box card, and IP certification (destinations the cards may reach,
 * applied through the carrier's PCC white list).
 */
export const remoteControlCodeTables = defineCodeTables(
  {
    /** What a command template asks the vehicle to do; the device knows the first word of its SMS. */
    remoteCommandKind: { wake: 1, unlock: 2, lock: 3, airConditioning: 4, locate: 5, status: 6, other: 9 },
    /**
     * A command's life: submitted to the SMS centre, delivered to the device (its delivery report), replied by
     * the device; failed at delivery, no reply before the template's wait, or no delivery report in time.
     */
    remoteCommandState: { submitted: 1, delivered: 2, replied: 3, failed: 4, noReply: 5, timedOut: 6 },
    /** A destination list's review: pending until someone with the review action approves or rejects it. */
    destinationListStatus: { pending: 1, approved: 2, rejected: 3 },
    /** The carrier's PCC white-list work order of an approved list: submitted, applied or refused. */
    whitelistWorkOrderState: { submitted: 1, applied: 2, refused: 3 },
  },
  {
    remoteCommandState: {
      submitted: 'processing',
      delivered: 'blue',
      replied: 'success',
      failed: 'error',
      noReply: 'warning',
      timedOut: 'orange',
    },
    destinationListStatus: { pending: 'processing', approved: 'success', rejected: 'error' },
    whitelistWorkOrderState: { submitted: 'processing', applied: 'success', refused: 'error' },
  },
);

export const { remoteCommandKind, remoteCommandState, destinationListStatus, whitelistWorkOrderState } =
  remoteControlCodeTables;
export type RemoteCommandKindCode = CodeOf<typeof remoteCommandKind>;
export type RemoteCommandStateCode = CodeOf<typeof remoteCommandState>;
export type DestinationListStatusCode = CodeOf<typeof destinationListStatus>;
export type WhitelistWorkOrderStateCode = CodeOf<typeof whitelistWorkOrderState>;
