import {
  maximumPushBodyBytes,
  maximumPushedImageBytes,
  maximumPushedRegistrations,
  pushRegistrationsCall,
  uploadDetailCall,
  uploadFilterOptionsCall,
  uploadIntegrationCall,
  uploadListCall,
  uploadSummaryCall,
} from '@simdesk/contract/modules/real-name';
import { callUrl } from '@simdesk/contract';
import { answerScopeFilterOptions } from '../../../platform/auth/scope-filter-options';
import {
  createSignedRequestVerifier,
  databaseVerifierSources,
  signedRequestWindowSeconds,
} from '../../../platform/auth/signed-request';
import { answerRow } from '../../../platform/http/answer-row';
import { keysetListCall } from '../../../platform/http/keyset-list-call';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { AppServices } from '../../../platform/services';
import { appCredentialsOf, signingCredentialsOf } from '../../account-admin';
import { oneRecordCall } from '../record-calls';
import { ingestPushedRegistrations } from './upload-ingest';
import { uploadConditions, uploadDetail, uploadRecords, uploadSummary } from './upload-rows';

/** What an integrator needs to push, with the caller's own app key (never the secret). */
async function integrationOf(services: AppServices, operatorId: number) {
  const credentials = await appCredentialsOf(services, operatorId);
  return {
    endpoint: callUrl(pushRegistrationsCall),
    appKey: credentials?.appKey ?? null,
    allowedAddresses: credentials?.allowedAddresses ?? [],
    timestampWindowSeconds: signedRequestWindowSeconds,
    maximumRegistrations: maximumPushedRegistrations,
    maximumImageBytes: maximumPushedImageBytes,
  };
}

/** Registrations pushed by makers' systems: the signed push itself, and the console's list and detail of them. */
export function registerUploadCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;
  const verifier = createSignedRequestVerifier(
    databaseVerifierSources(db, services.clock, (appKey) => signingCredentialsOf(db, appKey)),
  );
  registrar.signedCall(
    pushRegistrationsCall,
    { verifier, bodyLimit: maximumPushBodyBytes },
    async ({ obj, caller, appKey, request }) => {
      const rows = await ingestPushedRegistrations(
        services,
        { caller, appKey, requestId: String(request.id) },
        obj.registrations,
      );
      const accepted = rows.filter((row) => row.outcome === 'accepted').length;
      // The log names what arrived, never the holders.
      return { rows, auditTarget: `${accepted} accepted, ${rows.length - accepted} refused` };
    },
  );
  registrar.guardedCall(
    uploadListCall,
    keysetListCall(db, uploadRecords.source, 'uploads', (obj, caller) => uploadConditions(db, caller, obj)),
  );
  registrar.guardedCall(uploadSummaryCall, answerRow(uploadSummary.bind(null, db)));
  registrar.guardedCall(uploadFilterOptionsCall, answerScopeFilterOptions(db));
  registrar.guardedCall(uploadDetailCall, oneRecordCall(db, uploadDetail));
  registrar.guardedCall(uploadIntegrationCall, async ({ caller }) => ({
    rows: [await integrationOf(services, caller.operatorId)],
  }));
}
