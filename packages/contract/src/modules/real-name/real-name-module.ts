import { namespaceFiles } from '../../locales/locale-texts';
import { defineContractModule } from '../contract-module';
import type englishRealName from './locales/en-US/realName.json';
import type englishDeregistration from './locales/en-US/realNameDeregistration.json';
import type englishChinaMobile from './locales/en-US/realNameChinaMobile.json';
import type englishTesting from './locales/en-US/realNameTesting.json';
import type englishCardState from './locales/en-US/realNameCardState.json';
import type englishUpload from './locales/en-US/realNameUpload.json';
import type englishCardChange from './locales/en-US/realNameCardChange.json';
import type englishSync from './locales/en-US/realNameSync.json';

/**
 * Real-name registration of cards: every registration (personal data sealed, masked, revealed with a reason),
 * enterprise registration before sale, owner registration at sale through the service hall, deregistration,
 * and what the carrier answered.
 */
export const realNameModule = defineContractModule({
  name: 'real-name',
  builds: [
    'realnameList',
    'realnameListDetail',
    'orgBatchRn',
    'orgBatchRnDetail',
    'collecting',
    'collectingDetail',
    'serviceHall',
    'batchLogout',
    'batchLogoutDetail',
    'yidongRnReuse',
    'yidongRnReuseDetail',
    'yidongVinReupload',
    'yidongVinReuploadDetail',
    'testingCardManagement',
    'testRnRecord',
    'testerManagement',
    'testerManagementDetail',
    'testerManagementAdd',
    'testerManagementEdit',
    'realnameCardStateList',
    'realnameCardStateDetail',
    'upload',
    'uploadDetail',
    'vehicleChangeCard',
    'vehicleChangeCardDetail',
    'syncManagement',
    'syncRecordDetail',
    'notifyRecordDetail',
  ],
  texts: {
    realName: namespaceFiles<typeof englishRealName>((locale) => import(`./locales/${locale}/realName.json`)),
    realNameDeregistration: namespaceFiles<typeof englishDeregistration>(
      (locale) => import(`./locales/${locale}/realNameDeregistration.json`),
    ),
    realNameChinaMobile: namespaceFiles<typeof englishChinaMobile>(
      (locale) => import(`./locales/${locale}/realNameChinaMobile.json`),
    ),
    realNameTesting: namespaceFiles<typeof englishTesting>(
      (locale) => import(`./locales/${locale}/realNameTesting.json`),
    ),
    realNameCardState: namespaceFiles<typeof englishCardState>(
      (locale) => import(`./locales/${locale}/realNameCardState.json`),
    ),
    realNameUpload: namespaceFiles<typeof englishUpload>(
      (locale) => import(`./locales/${locale}/realNameUpload.json`),
    ),
    realNameCardChange: namespaceFiles<typeof englishCardChange>(
      (locale) => import(`./locales/${locale}/realNameCardChange.json`),
    ),
    realNameSync: namespaceFiles<typeof englishSync>(
      (locale) => import(`./locales/${locale}/realNameSync.json`),
    ),
  },
});
