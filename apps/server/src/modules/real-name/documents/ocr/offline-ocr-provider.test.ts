// The offline reader on generated specimen cards: four OCR runs (some 0.5–1.5 s each), the model loaded once.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkIdCardBack, checkIdCardFront } from '../checks/check-id-card';
import { idCardBackFieldNames, idCardFrontFieldNames } from '../id-card-fields';
import { DocumentReadError } from '../id-card-ocr-provider';
import {
  tamperedIdNumber,
  withExpiredCard,
  withTamperedNumber,
} from '../specimens/degraded-copies-test-support';
import { drawSpecimenBack, drawSpecimenFront } from '../specimens/specimen-card-test-support';
import { specimenPerson } from '../specimens/specimen-people-test-support';
import { createOfflineOcrProvider, loadSharedOcrModel } from './offline-ocr-provider';

const person = specimenPerson(7);
const now = new Date('2026-06-01T00:00:00Z');
const provider = createOfflineOcrProvider();

beforeAll(() => loadSharedOcrModel(), 60_000);

// A loaded machine (the CI lanes run side by side) may take seconds per run: the time is the bench's to judge.
describe('the offline OCR provider', { timeout: 30_000 }, () => {
  it('reads every field of a clean front, which passes every check', async () => {
    const image = await drawSpecimenFront(person, 7);
    const reading = await provider.readIdCardFront(image);
    for (const field of idCardFrontFieldNames) {
      expect(reading[field], field).toBe(person[field]);
      expect(reading.confidence[field], field).toBeGreaterThan(0.8);
    }
    const report = await checkIdCardFront(image, reading);
    expect(report.warnings).toEqual([]);
    expect(report.idNumber).toEqual({
      checkDigit: 'valid',
      birthDate: 'matches',
      sex: 'matches',
      confidence: 'usual',
    });
  });

  it('reads every field of a clean back, which passes every check', async () => {
    const image = await drawSpecimenBack(person, 8);
    const reading = await provider.readIdCardBack(image);
    for (const field of idCardBackFieldNames) expect(reading[field], field).toBe(person[field]);
    expect((await checkIdCardBack(image, reading, now)).warnings).toEqual([]);
  });

  it('reads the edited number of a tampered front, which fails its check character (-9106)', async () => {
    const image = await withTamperedNumber(person, 7);
    const reading = await provider.readIdCardFront(image);
    expect(reading.idNumber).toBe(tamperedIdNumber(person));
    const report = await checkIdCardFront(image, reading);
    expect(report.warnings).toEqual([{ code: -9106, reasons: ['id-number-check-digit'] }]);
    expect(report.idNumber).toMatchObject({ checkDigit: 'invalid', birthDate: 'matches', sex: 'matches' });
  });

  it('reads the dates of an expired card, which is invalid (-9100)', async () => {
    const image = await drawSpecimenBack(withExpiredCard(person), 9);
    const reading = await provider.readIdCardBack(image);
    expect(reading).toMatchObject({ validFrom: '2004-06-01', validUntil: '2014-06-01' });
    expect((await checkIdCardBack(image, reading, now)).warnings).toEqual([
      { code: -9100, reasons: ['expired'] },
    ]);
  });

  it('refuses a file that is no image', async () => {
    await expect(provider.readIdCardFront(Buffer.from('not an image'))).rejects.toBeInstanceOf(
      DocumentReadError,
    );
  });

  it('shares one model between providers', async () => {
    expect(await loadSharedOcrModel()).toBe(await loadSharedOcrModel());
  });
});
