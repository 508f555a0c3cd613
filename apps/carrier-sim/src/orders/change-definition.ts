import type { z } from 'zod';
import type { CardRow } from '../cards/card-row';
import type { Queryable } from '../database/database';

/** How one card's part of an order ended. */
export type ItemOutcome = { ok: true } | { ok: false; reasonCode: string; reason: string };

export const succeeded: ItemOutcome = { ok: true };
export const failedWith = (reasonCode: string, reason: string): ItemOutcome => ({
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
  /** Checks the body apart from its card list; the result is stored with the order. */
  parse(body: unknown): Record<string, unknown>;
  /** Changes of the same throttle kind on the same card are refused within the interval; null: never. */
  throttleKind(request: Record<string, unknown>): string | null;
  /** Refuses a request at once for what the body alone cannot tell (an unknown pool); throws a CarrierError. */
  check?(database: Queryable, appId: string, request: Record<string, unknown>): Promise<void>;
  /** When the change takes effect at the earliest (a change for next month); absent: after the usual delay. */
  effectiveFrom?(request: Record<string, unknown>, acceptedAt: number): number;
  /** Applies the change to one card when the order falls due (inside the order's transaction). */
  apply(
    database: Queryable,
    card: CardRow,
    request: Record<string, unknown>,
    effect: EffectContext,
  ): Promise<ItemOutcome>;
}

/** Declares a change kind with a typed request; the stored request is parsed again before it is applied. */
export function defineChange<Schema extends z.ZodType<Record<string, unknown>>>(definition: {
  kind: string;
  path: string;
  schema: Schema;
  throttleKind(request: z.infer<Schema>): string | null;
  check?(database: Queryable, appId: string, request: z.infer<Schema>): Promise<void>;
  effectiveFrom?(request: z.infer<Schema>, acceptedAt: number): number;
  apply(
    database: Queryable,
    card: CardRow,
    request: z.infer<Schema>,
    effect: EffectContext,
  ): Promise<ItemOutcome>;
}): ChangeDefinition {
  const parse = (body: unknown) => definition.schema.parse(body);
  const { check, effectiveFrom } = definition;
  return {
    kind: definition.kind,
    path: definition.path,
    parse,
    throttleKind: (request) => definition.throttleKind(parse(request)),
    ...(check && { check: (database, appId, request) => check(database, appId, parse(request)) }),
    ...(effectiveFrom && {
      effectiveFrom: (request, acceptedAt) => effectiveFrom(parse(request), acceptedAt),
    }),
    apply: (database, card, request, effect) => definition.apply(database, card, parse(request), effect),
  };
}
