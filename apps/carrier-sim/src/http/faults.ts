import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { carrierErrorCodes } from './carrier-error';

const faultRuleSchema = z.strictObject({
  /** Added to every matching request, in milliseconds. */
  latencyMs: z.number().int().min(0).max(120_000).optional(),
  /** Share of matching requests answered with errorStatus. */
  errorRate: z.number().min(0).max(1).optional(),
  errorStatus: z.union([z.literal(500), z.literal(503)]).optional(),
  /** Share of matching requests that hang for timeoutMs and then lose their connection. */
  timeoutRate: z.number().min(0).max(1).optional(),
  timeoutMs: z.number().int().min(0).max(600_000).optional(),
});
export type FaultRule = z.infer<typeof faultRuleSchema>;

/** Faults for every /v1 request (`global`) and per endpoint (`endpoints`, keyed by path like /v1/cards). */
export const faultConfigSchema = z.strictObject({
  global: faultRuleSchema.optional(),
  endpoints: z.record(z.string().startsWith('/v1/'), faultRuleSchema).optional(),
});
export type FaultConfig = z.infer<typeof faultConfigSchema>;

/** Reads CARRIER_SIM_FAULTS (JSON); empty means no faults. */
export function parseFaultConfig(text: string | undefined): FaultConfig {
  if (!text || text.trim() === '') return {};
  const parsed = faultConfigSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`CARRIER_SIM_FAULTS: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The faults in force; replaced as a whole by the admin endpoint. */
export interface FaultInjector {
  current(): FaultConfig;
  replace(config: FaultConfig): void;
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** An endpoint's own rule wins field by field over the global one. */
function ruleFor(config: FaultConfig, endpoint: string): FaultRule {
  return { ...config.global, ...config.endpoints?.[endpoint] };
}

/**
 * Injects configured faults into /v1 requests before anything else runs: latency, errors (500/503) and
 * timeouts (the request hangs, then its connection is dropped without an answer).
 */
export function installFaultInjection(
  app: FastifyInstance,
  initial: FaultConfig,
  random: () => number = Math.random,
): FaultInjector {
  let config = initial;
  const hanging = new Set<{ timer: NodeJS.Timeout; finish(): void }>();
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith('/v1/')) return;
    const rule = ruleFor(config, request.routeOptions.url ?? request.url.split('?')[0] ?? '');
    if (rule.timeoutRate && random() < rule.timeoutRate) {
      reply.hijack();
      await new Promise<void>((resolve) => {
        const entry = {
          timer: setTimeout(() => entry.finish(), rule.timeoutMs ?? 30_000),
          finish() {
            clearTimeout(entry.timer);
            hanging.delete(entry);
            request.raw.socket?.destroy();
            reply.raw.destroy();
            resolve();
          },
        };
        hanging.add(entry);
      });
      return reply;
    }
    if (rule.latencyMs) await sleep(rule.latencyMs);
    if (rule.errorRate && random() < rule.errorRate) {
      const status = rule.errorStatus ?? 503;
      return reply.status(status).send({
        code: status === 503 ? carrierErrorCodes.serviceUnavailable : carrierErrorCodes.internalError,
        message: status === 503 ? 'service temporarily unavailable' : 'internal error',
      });
    }
  });
  // Closing must not wait for hanging requests.
  app.addHook('preClose', async () => {
    for (const entry of [...hanging]) entry.finish();
  });
  return {
    current: () => config,
    replace(next) {
      config = next;
    },
  };
}
