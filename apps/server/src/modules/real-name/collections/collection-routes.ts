import {
  collectionCancelCall,
  collectionDetailCall,
  collectionExportCall,
  collectionFilterOptionsCall,
  collectionListCall,
  collectionSendCall,
  serviceHallConfirmCall,
  serviceHallFaceCheckCall,
  serviceHallOpenCall,
  serviceHallReadCall,
} from '@simdesk/contract/modules/real-name';
import { answerScopeFilterOptions } from '../../../platform/auth/scope-filter-options';
import { keysetListCall } from '../../../platform/http/keyset-list-call';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { AppServices } from '../../../platform/services';
import { keysetExportCall } from '../../../platform/tasks/keyset-export-kind';
import { collectionExportKind } from './collection-export';
import {
  collectionConditions,
  collectionEvents,
  collectionListSource,
  collectionRow,
} from './collection-rows';
import { cancelOwnerLink, sendOwnerLink } from './collection-send';
import { collectionOfLink, markOpened, serviceHallState } from './service-hall-link';
import {
  checkOwnerFace,
  confirmOwner,
  readOwnerDocument,
  type ServiceHallServices,
} from './service-hall-steps';

/** The owner collections of the console: the list and its export, one collection, a new link, a withdrawal. */
export function registerCollectionCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;
  services.tasks.register(collectionExportKind);
  registrar.guardedCall(collectionExportCall, keysetExportCall(services, collectionExportKind));

  registrar.guardedCall(
    collectionListCall,
    keysetListCall(db, collectionListSource, 'collections', (obj, caller) =>
      collectionConditions(db, caller, obj),
    ),
  );

  registrar.guardedCall(collectionFilterOptionsCall, answerScopeFilterOptions(db));

  registrar.guardedCall(collectionDetailCall, async ({ obj, caller }) => {
    const row = await collectionRow(db, caller, obj.id);
    return { rows: [{ ...row, events: await collectionEvents(db, row.id) }] };
  });

  registrar.guardedCall(collectionSendCall, async ({ obj, caller }) => {
    const row = await sendOwnerLink(services, caller, obj.cardNumber);
    return { rows: [row], auditTarget: `owner link ${row.id} for ${row.iccid}` };
  });

  registrar.guardedCall(collectionCancelCall, async ({ obj, caller }) => ({
    rows: [await cancelOwnerLink(db, caller, obj.id)],
    auditTarget: `owner link ${obj.id}`,
  }));
}

/** The public service hall: the link's secret opens one collection, and only its steps. */
export function registerServiceHallCalls(registrar: CallRegistrar, services: ServiceHallServices): void {
  const { db, personalData } = services;

  registrar.publicCall(serviceHallOpenCall, async ({ obj }) => {
    const collection = await collectionOfLink(db, obj.token, false);
    await markOpened(db, collection);
    return { rows: [await serviceHallState(db, personalData, collection)] };
  });

  // Each step answers one row: what the step returns for the link's request.
  const step =
    <Obj, Row>(run: (stepServices: ServiceHallServices, obj: Obj) => Promise<Row>) =>
    async ({ obj }: { obj: Obj }) => ({ rows: [await run(services, obj)] });
  registrar.publicCall(serviceHallReadCall, step(readOwnerDocument));
  registrar.publicCall(serviceHallConfirmCall, step(confirmOwner));
  registrar.publicCall(serviceHallFaceCheckCall, step(checkOwnerFace));
}
