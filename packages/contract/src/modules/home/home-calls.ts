/** Home helpers: page configs (lifecycle panel) and the dashboard summary. */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { cardStatus } from '../../codes/card-status';
import { messageType } from '../../codes/message-codes';
import { lifecyclePageConfigUrl, lifecycleSettingsSchema } from './lifecycle-shortcuts';
import { authenticatedAccess } from '../../calls/define-call';
import { callsWith, pageCalls } from '../../calls/declare-calls';

/** The largest settings string one page may store. */
export const pageConfigMaxLength = 64 * 1024;

/** Every operator keeps their own page settings. */
const ownPageConfig = callsWith(authenticatedAccess);

/** Which page's settings: a short name such as 'ec-service-life-cycle'. */
export const pageConfigUrlSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'expected a page-config url (letters, digits, . _ -)');

export const pageConfigRowSchema = z.object({
  url: z.string(),
  /** The stored JSON string, or '' when nothing is stored. */
  simproperty: z.string(),
  updateTime: z.string().nullable(),
});
export type PageConfigRow = z.infer<typeof pageConfigRowSchema>;

/**
 * The caller's own settings of one page (always one row). For the lifecycle url the version rule applies:
 * nothing stored or another version stores and answers the current defaults.
 */
export const pageConfigQueryCall = ownPageConfig.read({
  path: 'page-config/query',
  obj: z.strictObject({ url: pageConfigUrlSchema }),
  row: pageConfigRowSchema,
});

const pageConfigUpdateObjSchema = z
  .strictObject({
    url: pageConfigUrlSchema,
    simproperty: z.string().max(pageConfigMaxLength, `at most ${pageConfigMaxLength} characters`),
  })
  .superRefine((value, context) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value.simproperty);
    } catch {
      context.addIssue({ code: 'custom', path: ['simproperty'], message: 'expected a JSON text' });
      return;
    }
    if (value.url !== lifecyclePageConfigUrl) return;
    const result = lifecycleSettingsSchema.safeParse(parsed);
    for (const issue of result.error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: ['simproperty', ...issue.path], message: issue.message });
    }
  });

/** Stores the caller's own settings of one page: JSON text, and for the lifecycle url its full structure. */
export const pageConfigUpdateCall = ownPageConfig.change({
  path: 'page-config/update',
  obj: pageConfigUpdateObjSchema,
  row: pageConfigRowSchema,
  changes: ['page-config/query'],
});

/** The page code of the home page, whose 'query' right the summary needs. */
export const dashboardPageCode = pageCodeOf('dashboard');

/** How many days the summary's daily figures cover, today included. */
export const dashboardSummaryDays = 30;

const countSchema = z.number().int().nonnegative();

export const dashboardSummaryRowSchema = z.object({
  generatedAt: z.string(),
  cards: z.object({
    total: countSchema,
    byStatus: z.array(z.object({ status: cardStatus.schema, count: countSchema })),
    /** One entry per day, oldest first, 'YYYY-MM-DD' in the caller's time zone. */
    daily: z.array(
      z.object({ day: z.string(), activations: countSchema, usageKilobytes: z.number().nonnegative() }),
    ),
  }),
  /** Unread rule alarms of the caller by message type; null without the rule management page. */
  alarms: z
    .object({
      total: countSchema,
      byType: z.array(z.object({ messageType: messageType.schema, count: countSchema })),
    })
    .nullable(),
  /** Tasks the caller may see in the task centre (finished ones of the period); null without a task centre. */
  tasks: z
    .object({
      running: countSchema,
      succeeded: countSchema,
      failed: countSchema,
      partlyFailed: countSchema,
      cancelled: countSchema,
    })
    .nullable(),
});
export type DashboardSummaryRow = z.infer<typeof dashboardSummaryRowSchema>;

/** The info panel's figures, all within the caller's company and org subtree. */
export const dashboardSummaryCall = pageCalls(dashboardPageCode).read('query', {
  path: 'dashboard/summary',
  obj: z.strictObject({
    /** The browser's offset from UTC in minutes (east positive), so days follow the operator's calendar. */
    utcOffsetMinutes: z.number().int().min(-720).max(840).optional(),
  }),
  row: dashboardSummaryRowSchema,
});
