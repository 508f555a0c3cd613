// The documents library of the real-name module: reading identity cards and checking them (spec §8 warnings).
// The module imports from here; the specimens/ folder is test support (tests and bench/ocr-accuracy.mjs).
export * from './id-card-fields';
export * from './id-card-ocr-provider';
export {
  createOfflineOcrProvider,
  loadSharedOcrModel,
  type LineRecogniser,
} from './ocr/offline-ocr-provider';
export { parseIdCardBack, parseIdCardFront, readValidityPeriod } from './ocr/id-card-text-parser';
export {
  createTencentOcrProvider,
  tencentOcrBaseUrl,
  type TencentOcrSettings,
} from './tencent/tencent-ocr-provider';
export { withoutMetadata } from './image/decoded-image';
export * from './checks/document-warnings';
export {
  checkIdCardBack,
  checkIdCardFront,
  imageWarnings,
  measureDocumentImage,
  type IdCardCheckReport,
  type IdCardFrontCheckReport,
  type ImageMeasures,
} from './checks/check-id-card';
export { checkValidityPeriod } from './checks/validity-check';
export { checkTampering, idNumberFindings, type IdNumberFindings } from './checks/tampering-check';
export type { FaceCheckProvider, FaceCheckResult } from './face/face-check-provider';
export { createPictureComparisonFaceCheck } from './face/picture-comparison-face-check';
