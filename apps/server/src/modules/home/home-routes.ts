import { dashboardSummaryCall, dashboardSummaryDays } from '@simdesk/contract';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import type { DashboardCardSource } from './dashboard-card-source';
import { alarmSummary, cardSummary, taskSummary } from './dashboard-summary';
import { dashboardWindow } from './dashboard-window';
import { registerPageConfigCalls } from './page-config-routes';

/** The home page: per-operator page settings (the lifecycle panel) and the info panel's summary. */
export function registerHomeCalls(
  registrar: CallRegistrar,
  services: AppServices,
  cardSource: DashboardCardSource,
): void {
  const { db, clock } = services;
  registerPageConfigCalls(registrar, services);

  registrar.guardedCall(dashboardSummaryCall, async ({ obj, caller }) => {
    const now = clock.now();
    const window = dashboardWindow(now, obj.utcOffsetMinutes ?? 0, dashboardSummaryDays);
    const [figures, alarms, tasks] = await Promise.all([
      cardSource.cardFigures(caller, window),
      alarmSummary(db, caller),
      taskSummary(db, caller, window),
    ]);
    return {
      rows: [{ generatedAt: now.toISOString(), cards: cardSummary(figures, window), alarms, tasks }],
    };
  });
}
