/** The module page codes at the top of the code tree, in registry order: every other code nests below one. */
export const rootPageCodes = [
  'vehicleCardManagement',
  'apiConfig',
  'operationManagement',
  'ownerOperationsManagement',
  'statisticalAnalysisManagement',
  'situationAwarenessManagement',
  'sysManagement',
  'customPlatform-configManagement',
  'customPlatform-bill',
  'customPlatform-whiteList',
  'customPlatform-newCardPush',
];
