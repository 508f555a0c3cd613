import { registrationSource } from '@simdesk/contract';
import {
  reuseDetailCall,
  reuseFilterOptionsCall,
  reuseListCall,
  reuseSubmitCall,
  vinRefusedListCall,
  vinReuploadDetailCall,
  vinReuploadFilterOptionsCall,
  vinReuploadListCall,
  vinReuploadSubmitCall,
} from '@simdesk/contract/modules/real-name';
import { answerScopeFilterOptions } from '../../../platform/auth/scope-filter-options';
import { keysetListCall } from '../../../platform/http/keyset-list-call';
import { notFound } from '../../../platform/http/app-error';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { AppServices } from '../../../platform/services';
import { oneRecordCall } from '../record-calls';
import { registrationDetail } from '../registration-detail';
import { registrationListHandler, registrationListSource } from '../registration-rows';
import { submitReuse } from './reuse-submit';
import { vinRefusedConditions } from './vin-refused';
import { vinReuploadConditions, vinReuploadDetail, vinReuploadRecords } from './vin-reupload-rows';
import { submitVinReupload } from './vin-reupload-submit';

const { reuse } = registrationSource.byName;

/** China Mobile registration reuse and VIN re-upload: their lists, details and requests. */
export function registerChinaMobileCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db, personalData } = services;

  registrar.guardedCall(
    reuseListCall,
    registrationListHandler(db, personalData, { registrationSource: [reuse] }),
  );

  registrar.guardedCall(reuseFilterOptionsCall, answerScopeFilterOptions(db));

  registrar.guardedCall(reuseDetailCall, async ({ obj, caller }) => {
    const row = await registrationDetail(db, personalData, caller, obj.id);
    // The reuse page opens registrations by reuse only.
    if (row.registrationSource !== reuse) throw notFound(`no registration by reuse ${obj.id}`);
    return { rows: [row] };
  });

  registrar.guardedCall(reuseSubmitCall, async ({ obj, caller }) => {
    const row = await submitReuse(services, caller, obj);
    return { rows: [row], auditTarget: `${row.iccid}: reuse, registration ${row.id}` };
  });

  registrar.guardedCall(
    vinReuploadListCall,
    keysetListCall(db, vinReuploadRecords.source, 'reuploads', (obj, caller) =>
      vinReuploadConditions(db, caller, obj),
    ),
  );

  registrar.guardedCall(vinReuploadFilterOptionsCall, answerScopeFilterOptions(db));

  registrar.guardedCall(
    vinRefusedListCall,
    keysetListCall(db, registrationListSource, 'registrations', (_obj, caller) =>
      Promise.resolve(vinRefusedConditions(caller)),
    ),
  );

  registrar.guardedCall(vinReuploadDetailCall, oneRecordCall(db, vinReuploadDetail));

  registrar.guardedCall(vinReuploadSubmitCall, async ({ obj, caller }) => {
    const rows = await submitVinReupload(db, caller, obj);
    return { rows, auditTarget: `${rows.length} VIN(s): ${rows.map((row) => row.iccid).join(', ')}` };
  });
}
