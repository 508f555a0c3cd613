import { periodicSweep } from '../../platform/modules/periodic-sweep';
import { defineServerModule } from '../../platform/modules/server-module';
import { accountAdminModule } from '../account-admin';
import { callRecordsModule } from '../call-records';
import { simCardsModule } from '../sim-cards';
import { vehiclesModule } from '../vehicles';
import { registerCardChangeCalls } from './card-change/card-change-routes';
import { cardChangeTracker } from './card-change/card-change-tracker';
import { registerCardStateCalls } from './card-state/card-state-routes';
import { registerChinaMobileCalls } from './china-mobile/china-mobile-routes';
import { vinReuploadTracker } from './china-mobile/vin-reupload-tracker';
import { registerCollectionCalls, registerServiceHallCalls } from './collections/collection-routes';
import { seedDemoRealName } from './demo/seed-demo-real-name';
import { registerDeregistrationCalls } from './deregistrations/deregistration-routes';
import { deregistrationTracker } from './deregistrations/deregistration-tracker';
import { createOwnerDocuments } from './owner-documents';
import { loadRealNameConfig } from './real-name-config';
import { registerEnterpriseBatchCalls, registerRegistrationCalls } from './real-name-routes';
import { registrationTracker } from './registration-tracker';
import { registerUploadCalls } from './uploads/upload-routes';
import { registerTestingCalls } from './testing/testing-routes';
import { realNameChangeNotices } from './sync/change-notices';
import { registerSyncCalls } from './sync/sync-routes';
import { scheduledSyncs } from './sync/sync-schedule';

/**
 * Real-name registration of cards against the carrier's real-name platform: every registration with its
 * personal data sealed (masked in answers, revealed with a reason), enterprise registration before sale sent in
 * carrier-sized orders and followed to each card's answer by a background tracker, and owner registration at
 * sale through a service-hall link (OCR of the identity card, confirmation with consent, a face check).
 */
export const realNameModule = defineServerModule({
  name: 'real-name',
  needs: [simCardsModule, vehiclesModule, accountAdminModule, callRecordsModule],
  loadConfig: loadRealNameConfig,
  register: ({ registrar, services, config, runInBackground }) => {
    registerRegistrationCalls(registrar, services);
    registerEnterpriseBatchCalls(registrar, services);
    registerCollectionCalls(registrar, services);
    registerDeregistrationCalls(registrar, services);
    registerChinaMobileCalls(registrar, services);
    registerTestingCalls(registrar, services);
    registerCardStateCalls(registrar, services);
    registerUploadCalls(registrar, services);
    registerCardChangeCalls(registrar, services);
    registerSyncCalls(registrar, services);
    registerServiceHallCalls(registrar, { ...services, documents: createOwnerDocuments(config.ocr) });
    const trackRegistrations = registrationTracker(services, config);
    const trackDeregistrations = deregistrationTracker(services, config);
    const trackVinReuploads = vinReuploadTracker(services, config);
    const trackCardChanges = cardChangeTracker(services, config);
    const tellChanges = realNameChangeNotices(services);
    const track = async () => {
      await trackRegistrations();
      await trackDeregistrations();
      await trackVinReuploads();
      await trackCardChanges();
      await tellChanges();
    };
    runInBackground(periodicSweep(services, 'real-name tracker', config.pollMilliseconds, track));
    // Its own sweep, looking seldom: a company's daily sync takes long and must not hold the tracker up.
    const syncScheduled = scheduledSyncs(services, config);
    const syncSweep = async () => {
      await syncScheduled();
      await tellChanges();
    };
    runInBackground(
      periodicSweep(services, 'real-name status sync', config.syncCheckMilliseconds, syncSweep),
    );
    return { track, syncScheduled, tellChanges };
  },
  seedDemo: seedDemoRealName,
});
