import type { IdCardBackReading, IdCardFrontReading } from './id-card-fields';

/** Reads the fields of an identity card from a photo or scan (JPEG, PNG or WebP bytes). */
export interface IdCardOcrProvider {
  /** A short name for logs and stored readings: 'offline' or 'tencent-cloud'. */
  readonly name: string;
  readIdCardFront(image: Buffer): Promise<IdCardFrontReading>;
  readIdCardBack(image: Buffer): Promise<IdCardBackReading>;
}

/** A provider could not read the image at all (a cloud error, an undecodable file). */
export class DocumentReadError extends Error {
  constructor(
    message: string,
    /** The provider's own error code where it gave one (e.g. Tencent's 'FailedOperation.OcrFailed'). */
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'DocumentReadError';
  }
}
