// The owner's steps in the service hall: each side of the identity card read and checked, the data confirmed
// with consent, then the face check, after which the registration goes to the carrier and the link is used.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { carrierDayOf, collectionStage, maskSensitive } from '@simdesk/contract';
import {
  faceCheckAttempts,
  type DocumentReadingRow,
  type DocumentSide,
  type FaceCheckRow,
  type ServiceHallConfirmObj,
  type ServiceHallStateRow,
} from '@simdesk/contract/modules/real-name';
import { badRequest } from '../../../platform/http/app-error';
import type { AppServices } from '../../../platform/services';
import {
  checkIdCardBack,
  checkIdCardFront,
  checkValidityPeriod,
  DocumentReadError,
  idCardBackFieldNames,
  idCardFrontFieldNames,
  withoutMetadata,
  type DocumentWarning,
} from '../documents';
import { personDocumentProblem } from '../document-rules';
import type { OwnerDocuments } from '../owner-documents';
import { realNameCollections } from '../real-name-schema';
import { recordCollectionEvents } from './collection-rows';
import { collectionOfLink, serviceHallState, type StoredCollection } from './service-hall-link';
import { submitOwnerRegistration } from './owner-registration';

export type ServiceHallServices = Pick<AppServices, 'db' | 'personalData' | 'clock'> & {
  documents: OwnerDocuments;
};

const { opened, documentsRead, confirmed } = collectionStage.byName;
const table = realNameCollections;

const warningRows = (warnings: DocumentWarning[]) =>
  warnings.map(({ code, reasons }) => ({ code, reasons: [...reasons] }));

/** The picture's bytes without their metadata (EXIF place and phone); an undecodable file is refused. */
async function cleanPicture(picture: string): Promise<Buffer> {
  try {
    return await withoutMetadata(Buffer.from(picture, 'base64'));
  } catch (error) {
    if (error instanceof DocumentReadError)
      throw badRequest('the picture cannot be read: send a JPEG, PNG or WebP photo');
    throw error;
  }
}

const pick = (reading: object, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, String((reading as Record<string, unknown>)[name] ?? '')]));

/** Reads and checks one side, sealing the picture and what was read. */
async function readSide(services: ServiceHallServices, side: DocumentSide, picture: Buffer) {
  const { ocr } = services.documents;
  try {
    if (side === 'front') {
      const reading = await ocr.readIdCardFront(picture);
      const report = await checkIdCardFront(picture, reading);
      return { fields: pick(reading, idCardFrontFieldNames), warnings: warningRows(report.warnings) };
    }
    const reading = await ocr.readIdCardBack(picture);
    const report = await checkIdCardBack(picture, reading, services.clock.now());
    return { fields: pick(reading, idCardBackFieldNames), warnings: warningRows(report.warnings) };
  } catch (error) {
    if (error instanceof DocumentReadError) throw badRequest(`the card could not be read: ${error.message}`);
    throw error;
  }
}

/**
 * Reads one side of the owner's identity card. A new picture of a side undoes a confirmation: the owner
 * confirms what was read again.
 */
export async function readOwnerDocument(
  services: ServiceHallServices,
  request: { token: string; side: DocumentSide; picture: string },
): Promise<DocumentReadingRow> {
  const { db, personalData } = services;
  const collection = await collectionOfLink(db, request.token, true);
  const picture = await cleanPicture(request.picture);
  const { fields, warnings } = await readSide(services, request.side, picture);
  const sealed = {
    picture: personalData.seal(picture.toString('base64')),
    reading: personalData.seal(JSON.stringify(fields)),
    warnings: JSON.stringify(warnings),
  };
  const otherSideRead =
    request.side === 'front' ? collection.backReadingSealed !== null : collection.frontReadingSealed !== null;
  await db
    .update(table)
    .set({
      ...(request.side === 'front'
        ? {
            frontPictureSealed: sealed.picture,
            frontReadingSealed: sealed.reading,
            frontWarnings: sealed.warnings,
          }
        : {
            backPictureSealed: sealed.picture,
            backReadingSealed: sealed.reading,
            backWarnings: sealed.warnings,
          }),
      stage: otherSideRead ? documentsRead : opened,
      openedAt: collection.openedAt ?? sql`now()`,
      ownerSealed: null,
      ownerNameMasked: null,
      consentedAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(table.id, collection.id));
  const codes = warnings.map((warning) => warning.code).join(' ');
  await recordCollectionEvents(db, [
    {
      collectionId: collection.id,
      kind: 'documentRead',
      detail: `${request.side}: ${codes || 'no warning'}`,
    },
  ]);
  return { side: request.side, fields, warnings };
}

/** Refuses a confirmation while a side is missing or has a warning, or when the data do not hold. */
function confirmationProblem(collection: StoredCollection, owner: ServiceHallConfirmObj['owner'], now: Date) {
  if (collection.frontReadingSealed === null || collection.backReadingSealed === null) {
    return 'send the pictures of both sides of the identity card first';
  }
  const warned = [collection.frontWarnings, collection.backWarnings].some(
    (stored) => stored !== null && stored !== '[]',
  );
  if (warned) return 'a picture has a warning: take it again before confirming';
  const documentProblem = personDocumentProblem('A', owner.idNumber, carrierDayOf(now));
  if (documentProblem) return documentProblem;
  if (checkValidityPeriod(owner, now).length > 0) {
    return `the identity card is not valid today (valid ${owner.validFrom} to ${owner.validUntil})`;
  }
  return null;
}

/** Keeps the owner's data as confirmed, with the mobile and the time of consent (all sealed). */
export async function confirmOwner(
  services: ServiceHallServices,
  request: ServiceHallConfirmObj,
): Promise<ServiceHallStateRow> {
  const { db, personalData } = services;
  const collection = await collectionOfLink(db, request.token, true);
  const problem = confirmationProblem(collection, request.owner, services.clock.now());
  if (problem) throw badRequest(problem);
  await db
    .update(table)
    .set({
      ownerSealed: personalData.seal(JSON.stringify({ ...request.owner, mobile: request.mobile })),
      ownerNameMasked: maskSensitive(request.owner.name),
      consentedAt: sql`now()`,
      stage: confirmed,
      updatedAt: sql`now()`,
    })
    .where(eq(table.id, collection.id));
  await recordCollectionEvents(db, [{ collectionId: collection.id, kind: 'confirmed' }]);
  const [updated] = await db.select().from(table).where(eq(table.id, collection.id));
  return serviceHallState(db, personalData, updated ?? collection);
}

const digestOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Compares a live photo with the card's portrait. Passed (live, similarity 60 or more; the carrier reviews 60–79
 * by hand), the registration is stored for the carrier and the link is used; otherwise the owner may try again,
 * three times in all.
 */
export async function checkOwnerFace(
  services: ServiceHallServices,
  request: { token: string; picture: string },
): Promise<FaceCheckRow> {
  const { db, personalData } = services;
  const collection = await collectionOfLink(db, request.token, true);
  if (collection.stage !== confirmed || collection.ownerSealed === null) {
    throw badRequest('confirm your data first, then take the face check');
  }
  if (collection.faceAttempts >= faceCheckAttempts) {
    throw badRequest('no face check is left on this link: ask your dealer for a new one');
  }
  const live = await cleanPicture(request.picture);
  const front = Buffer.from(personalData.open(collection.frontPictureSealed ?? ''), 'base64');
  const result = await services.documents.faceCheck.compare(front, live).catch((error: unknown) => {
    throw error instanceof DocumentReadError
      ? badRequest(`the face check could not run: ${error.message}`)
      : error;
  });
  const passed = result.livenessPassed && result.score >= 60;
  await db
    .update(table)
    .set({
      faceAttempts: collection.faceAttempts + 1,
      faceScore: result.score,
      livenessPassed: result.livenessPassed,
      updatedAt: sql`now()`,
    })
    .where(eq(table.id, collection.id));
  await recordCollectionEvents(db, [
    {
      collectionId: collection.id,
      kind: 'faceChecked',
      detail: `score ${result.score}, liveness ${result.livenessPassed ? 'passed' : 'failed'}`,
    },
  ]);
  if (passed) {
    const back = Buffer.from(personalData.open(collection.backPictureSealed ?? ''), 'base64');
    await submitOwnerRegistration(services, collection, {
      livePhoto: live,
      faceCheck: result,
      imageDigests: {
        documentFront: digestOf(front),
        documentBack: digestOf(back),
        livePhoto: digestOf(live),
      },
    });
  }
  const [updated] = await db.select().from(table).where(eq(table.id, collection.id));
  return { passed, ...result, state: await serviceHallState(db, personalData, updated ?? collection) };
}
