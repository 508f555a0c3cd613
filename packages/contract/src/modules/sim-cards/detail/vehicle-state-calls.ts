/** The vehicle state of one card: the terminal it sits in, as the carrier sees it, against the card's binding. */
import { z } from 'zod';
import { vehicleStatus } from '../../../codes/vehicle-codes';
import { pageCalls } from '../../../calls/declare-calls';
import { cardIdSchema, simCardListPageCode } from '../list/sim-card-calls';

const simCardList = pageCalls(simCardListPageCode);

/**
 * The card's machine-card binding at the carrier: bound (seen in the terminal it was bound to), separated
 * (seen in another terminal: the "card separated from vehicle" alarm), unbound (never seen in a terminal).
 */
export const terminalBindings = ['bound', 'separated', 'unbound'] as const;
export type TerminalBinding = (typeof terminalBindings)[number];

export const vehicleStateRowSchema = z.object({
  /** The vehicle the console has the card in, and its status; null when the card names no vehicle. */
  vin: z.string().nullable(),
  vehicleStatus: vehicleStatus.schema.nullable(),
  /** Whether the terminal has a data session now, and on which radio technology. */
  online: z.boolean(),
  rat: z.string().nullable(),
  /** When the network last saw the terminal: the time asked while online; null when it never did. */
  lastSeenAt: z.string().nullable(),
  imei: z.object({
    /** The terminal the network sees the card in (or last saw it in), and since when. */
    current: z.string().nullable(),
    currentSince: z.string().nullable(),
    /** The terminal the carrier bound the card to when it first came on the network. */
    bound: z.string().nullable(),
    boundSince: z.string().nullable(),
    /** The IMEI the console has on record for the card. */
    recorded: z.string().nullable(),
  }),
  binding: z.enum(terminalBindings),
  /** Since when the card has been in another terminal than its bound one; null unless separated. */
  separatedSince: z.string().nullable(),
  askedAt: z.string(),
});
export type VehicleStateRow = z.infer<typeof vehicleStateRowSchema>;

/** The vehicle (terminal) state of one card in the caller's scope, asked of the carrier now. */
export const vehicleStateCall = simCardList.read('get', {
  path: 'simcard/vehicle-state',
  obj: z.strictObject({ cardId: cardIdSchema }),
  row: vehicleStateRowSchema,
});
