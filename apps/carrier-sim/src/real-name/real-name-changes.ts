// The real-name platform's orders: enterprise registration before sale, owner registration at sale, reuse of a
// China Mobile registration, VIN re-upload, deregistration and the carry-over to a replacement card. Each is an
// asynchronous order like a status change.
import type { ChangeDefinition } from '../orders/change-definition';
import { cardChangeChange } from './card-change';
import { deregistrationChange } from './deregistration';
import { enterpriseRegistrationChange } from './enterprise-registration';
import { ownerRegistrationChange } from './owner-registration';
import type { RealNameTools } from './registration-rules';
import { reuseChange, vinReuploadChange } from './reuse-and-vin-reupload';

/** The real-name change kinds, built with the simulator's document hasher, clock and review share. */
export function realNameChanges(tools: RealNameTools): ChangeDefinition[] {
  return [
    enterpriseRegistrationChange(tools),
    ownerRegistrationChange(tools),
    deregistrationChange,
    reuseChange(tools),
    vinReuploadChange,
    cardChangeChange(tools),
  ];
}
