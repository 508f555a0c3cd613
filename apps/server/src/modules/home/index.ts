import { defineServerModule } from '../../platform/modules/server-module';
import { taskModule } from '../task';
import { dashboardCardSourcePoint, emptyDashboardCardSource } from './dashboard-card-source';
import { registerHomeCalls } from './home-routes';

export {
  dashboardCardSourcePoint,
  type CardDayFigures,
  type CardFigures,
  type DashboardCardSource,
  type DashboardWindow,
} from './dashboard-card-source';

/** The home page: the info panel's summary and per-operator page settings (the lifecycle panel). */
export const homeModule = defineServerModule({
  name: 'home',
  needs: [taskModule],
  register: ({ registrar, services, contributionsTo }) => {
    const [cardSource = emptyDashboardCardSource] = contributionsTo(dashboardCardSourcePoint);
    registerHomeCalls(registrar, services, cardSource);
  },
});
