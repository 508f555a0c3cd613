import {
  createOfflineOcrProvider,
  createPictureComparisonFaceCheck,
  createTencentOcrProvider,
  type FaceCheckProvider,
  type IdCardOcrProvider,
  type TencentOcrSettings,
} from './documents';

/** What the service hall reads the owner's documents and face with. */
export interface OwnerDocuments {
  ocr: IdCardOcrProvider;
  faceCheck: FaceCheckProvider;
}

/** Which OCR reads identity cards: the offline model (default), or Tencent Cloud with its keys. */
export type OcrSetting = { provider: 'offline' } | ({ provider: 'tencent-cloud' } & TencentOcrSettings);

export function createOwnerDocuments(ocr: OcrSetting): OwnerDocuments {
  return {
    ocr: ocr.provider === 'offline' ? createOfflineOcrProvider() : createTencentOcrProvider(ocr),
    faceCheck: createPictureComparisonFaceCheck(),
  };
}
