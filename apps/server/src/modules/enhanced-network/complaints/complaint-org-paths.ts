import { orgPathContents } from '../../organization';
import { complaints } from './complaint-schema';

/** Complaints copy their card's org path for scoping. */
export const complaintsInOrgs = orgPathContents('complaint(s)', complaints, complaints);
