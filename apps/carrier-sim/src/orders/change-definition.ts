import type { z } from 'zod';
import type { CardRow } from '../cards/card-row';
import type { Queryable } from '../database/database';

/** How one card's part of an order ended. */
export type ItemOutcome = { ok: true } | { ok: false; reasonCode: string; reason: string };

/** A card's part of an order refused, with the carrier's reason code. */
export type ItemRefusal = Extract<ItemOutcome, { ok: false }>;

export const succeeded: ItemOutcome = { ok: true };
export const failedWith = (reasonCode: string, reason: string): ItemRefusal => ({
  ok: false,
  reasonCode,
  reason,
});

/** When and for which order a change takes effect. */
export interface EffectContext {
  at: number;
  orderNumber: string;
  /** Share of cards that move to another device (the simulator's setting): where the network sees a card. */
  imeiChangeShare: number;
}

/** One kind of change a carrier accepts as an asynchronous order. */
export interface ChangeDefinition {
  kind: string;
  path: string;
  /** The body names one card as `iccid` instead of a list (`iccids`, `msisdns` or `imsis`). */
  singleCard?: boolean;
  /** Checks the body apart from its card list; the result is stored with the order. */
  parse(body: unknown): Record<string, unknown>;
  /** Changes of the same throttle kind on the same card are refused within the interval; null: never. */
  throttleKind(request: Record<string, unknown>): string | null;
  /** Refuses a request at once for what the body alone cannot tell (an unknown pool); throws a CarrierError. */
  check?(
    database: Queryable,
    appId: string,
    request: Record<string, unknown>,
    iccids: readonly string[],
  ): Promise<void>;
  /** When the change takes effect at the earliest (a change for next month); absent: after the usual delay. */
  effectiveFrom?(request: Record<string, unknown>, acceptedAt: number): number;
  /**
   * What the order shows of its stored request, and all it keeps once applied (personal data dropped);
   * absent: the stored request as it is. Works on what it returns too.
   */
  shownRequest?(request: Record<string, unknown>): Record<string, unknown>;
  /** Applies the change to one card when the order falls due (inside the order's transaction). */
  apply(
    database: Queryable,
    card: CardRow,
    request: Record<string, unknown>,
    effect: EffectContext,
  ): Promise<ItemOutcome>;
}

type Request = Record<string, unknown>;

/** The typed hooks of a change, over the request as stored. */
interface TypedChange<Stored extends Request> {
  kind: string;
  path: string;
  singleCard?: boolean;
  throttleKind(request: Stored): string | null;
  check?(database: Queryable, appId: string, request: Stored, iccids: readonly string[]): Promise<void>;
  effectiveFrom?(request: Stored, acceptedAt: number): number;
  shownRequest?(request: Request): Request;
  apply(database: Queryable, card: CardRow, request: Stored, effect: EffectContext): Promise<ItemOutcome>;
}

/**
 * Declares a change whose stored request differs from its body: `store` turns the checked body into what the
 * order keeps (document numbers replaced by keyed hashes, decisions taken on receipt), and `stored` checks that
 * again before each hook runs.
 */
export function defineStoredChange<Body extends z.ZodType<Request>, Stored extends z.ZodType<Request>>(
  definition: TypedChange<z.infer<Stored>> & {
    body: Body;
    stored: Stored;
    store(body: z.infer<Body>): z.infer<Stored>;
  },
): ChangeDefinition {
  const read = (request: Request) => definition.stored.parse(request);
  const { check, effectiveFrom, shownRequest } = definition;
  return {
    kind: definition.kind,
    path: definition.path,
    ...(definition.singleCard && { singleCard: true }),
    parse: (body) => definition.store(definition.body.parse(body)),
    throttleKind: (request) => definition.throttleKind(read(request)),
    ...(check && {
      check: (database, appId, request, iccids) => check(database, appId, read(request), iccids),
    }),
    ...(effectiveFrom && {
      effectiveFrom: (request, acceptedAt) => effectiveFrom(read(request), acceptedAt),
    }),
    ...(shownRequest && { shownRequest }),
    apply: (database, card, request, effect) => definition.apply(database, card, read(request), effect),
  };
}

/** Declares a change kind with a typed request; the stored request is parsed again before it is applied. */
export function defineChange<Schema extends z.ZodType<Request>>(
  definition: TypedChange<z.infer<Schema>> & { schema: Schema },
): ChangeDefinition {
  const { schema, ...hooks } = definition;
  return defineStoredChange({ ...hooks, body: schema, stored: schema, store: (body) => body });
}
