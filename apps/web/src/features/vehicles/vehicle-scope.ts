import { vehicleFilterOptionsCall } from '@simdesk/contract/modules/vehicles';
import { useCallQuery } from '../../api/use-call-query';

/**
 * The caller's scope as the vehicle pages offer it: their orgs, and the companies carrier staff see. The
 * filter bars and the org pickers of the forms share one answer.
 */
export function useVehicleScope() {
  return useCallQuery(vehicleFilterOptionsCall, {}, { staleTime: 60_000 });
}
