import { periodicSweep } from '../../platform/modules/periodic-sweep';
import { defineServerModule } from '../../platform/modules/server-module';
import { simCardsModule } from '../sim-cards';
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
import { registerTestingCalls } from './testing/testing-routes';

/**
 * Real-name registration of cards against the carrier's real-name platform: every registration with its
 * personal data sealed (masked in answers, revealed with a reason), enterprise registration before sale sent in
 * carrier-sized orders and followed to each card's answer by a background tracker, and owner registration at
 * sale through a service-hall link (OCR of the identity card, confirmation with consent, a face check).
 */
export const realNameModule = defineServerModule({
  name: 'real-name',
  needs: [simCardsModule],
  loadConfig: loadRealNameConfig,
  register: ({ registrar, services, config, runInBackground }) => {
    registerRegistrationCalls(registrar, services);
    registerEnterpriseBatchCalls(registrar, services);
    registerCollectionCalls(registrar, services);
    registerDeregistrationCalls(registrar, services);
    registerChinaMobileCalls(registrar, services);
    registerTestingCalls(registrar, services);
    registerCardStateCalls(registrar, services);
    registerServiceHallCalls(registrar, { ...services, documents: createOwnerDocuments(config.ocr) });
    const trackRegistrations = registrationTracker(services, config);
    const trackDeregistrations = deregistrationTracker(services, config);
    const trackVinReuploads = vinReuploadTracker(services, config);
    const track = async () => {
      await trackRegistrations();
      await trackDeregistrations();
      await trackVinReuploads();
    };
    runInBackground(periodicSweep(services, 'real-name tracker', config.pollMilliseconds, track));
    return { track };
  },
  seedDemo: seedDemoRealName,
});
