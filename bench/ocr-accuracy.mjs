// `npx tsx bench/ocr-accuracy.mjs [--people N]` (default 20): the real-name documents library on generated
// specimen ID cards (apps/server/src/modules/real-name/documents; made-up people, never real ones). Reads each
// person's clean front and back with the offline OCR provider, and the degraded copies: border cut, grey copy,
// screen re-shot, occlusion patch (image checks only), tampered number and expired card (read, then checked).
// Records the exact-read rate of every field, the time per OCR read (p50/p95) and per image check, the model's
// load time, and per warning code its detection rate on its degraded set and its false-positive rate on the
// clean pictures of the side it applies to.
import { parseArgs } from 'node:util';
import {
  checkIdCardBack,
  checkIdCardFront,
  createOfflineOcrProvider,
  idCardBackFieldNames,
  idCardFrontFieldNames,
  imageWarnings,
  loadSharedOcrModel,
  measureDocumentImage,
} from '../apps/server/src/modules/real-name/documents/index.ts';
import {
  asGreyCopy,
  asScreenReshoot,
  withBorderCut,
  withExpiredCard,
  withOcclusionPatch,
  withTamperedNumber,
} from '../apps/server/src/modules/real-name/documents/specimens/degraded-copies-test-support.ts';
import {
  drawSpecimenBack,
  drawSpecimenFront,
} from '../apps/server/src/modules/real-name/documents/specimens/specimen-card-test-support.ts';
import { specimenPerson } from '../apps/server/src/modules/real-name/documents/specimens/specimen-people-test-support.ts';
import { percentile } from './latency.mjs';
import { recordResults } from './record-results.mjs';

const { values } = parseArgs({ options: { people: { type: 'string', default: '20' } } });
const people = Number(values.people);
// The specimens' cards run from 2022–2025 for 10 years or more: all valid on this day, the expired one not.
const now = new Date('2026-06-01T00:00:00Z');
const imageCodes = [-9101, -9102, -9103, -9105];
const allCodes = [-9100, ...imageCodes, -9106];

const loadStarted = performance.now();
await loadSharedOcrModel();
const modelLoadMilliseconds = performance.now() - loadStarted;
const provider = createOfflineOcrProvider();

const readTimes = [];
const checkTimes = [];
async function timed(times, work) {
  const started = performance.now();
  const result = await work();
  times.push(performance.now() - started);
  return result;
}

const exactReads = Object.fromEntries(
  [...idCardFrontFieldNames, ...idCardBackFieldNames].map((field) => [field, 0]),
);
const misreads = [];
// Per code: clean pictures of the side it applies to that raised it, degraded pictures that raised it, and the
// other codes raised on its degraded set (a check that fires on another's copy is worth knowing).
const cleanRaised = Object.fromEntries(allCodes.map((code) => [code, 0]));
const cleanChecked = Object.fromEntries(allCodes.map((code) => [code, 0]));
const detected = Object.fromEntries(allCodes.map((code) => [code, 0]));
const alsoRaised = Object.fromEntries(allCodes.map((code) => [code, {}]));

function tally(expectedCode, warnings) {
  for (const { code } of warnings) {
    if (code === expectedCode) detected[code] += 1;
    else alsoRaised[expectedCode][code] = (alsoRaised[expectedCode][code] ?? 0) + 1;
  }
}

function compare(side, person, reading, fields) {
  for (const field of fields) {
    if (reading[field] === person[field]) exactReads[field] += 1;
    else misreads.push(`${side} ${field}: read "${reading[field]}", printed "${person[field]}"`);
  }
}

async function imageCheck(image, side) {
  return imageWarnings(await timed(checkTimes, () => measureDocumentImage(image, side)));
}

const started = performance.now();
for (let index = 0; index < people; index += 1) {
  const person = specimenPerson(index);
  const front = await drawSpecimenFront(person, index * 2 + 1);
  const back = await drawSpecimenBack(person, index * 2 + 2);

  const frontReading = await timed(readTimes, () => provider.readIdCardFront(front));
  const backReading = await timed(readTimes, () => provider.readIdCardBack(back));
  compare('front', person, frontReading, idCardFrontFieldNames);
  compare('back', person, backReading, idCardBackFieldNames);
  const frontReport = await timed(checkTimes, () => checkIdCardFront(front, frontReading));
  const backReport = await timed(checkTimes, () => checkIdCardBack(back, backReading, now));
  for (const [report, sideCodes] of [
    [frontReport, [...imageCodes, -9106]],
    [backReport, [...imageCodes, -9100]],
  ]) {
    for (const code of sideCodes) cleanChecked[code] += 1;
    for (const { code } of report.warnings) cleanRaised[code] += 1;
  }

  // The image copies alternate between the sides; the occlusion patch lies on the front's address.
  const either = index % 2 === 0 ? front : back;
  const eitherSide = index % 2 === 0 ? 'front' : 'back';
  tally(-9101, await imageCheck(await withBorderCut(either), eitherSide));
  tally(-9102, await imageCheck(await asGreyCopy(either), eitherSide));
  tally(-9103, await imageCheck(await asScreenReshoot(either), eitherSide));
  tally(-9105, await imageCheck(await withOcclusionPatch(front), 'front'));
  const tampered = await withTamperedNumber(person, index * 2 + 1);
  const tamperedReading = await timed(readTimes, () => provider.readIdCardFront(tampered));
  tally(-9106, (await checkIdCardFront(tampered, tamperedReading)).warnings);
  const expired = await drawSpecimenBack(withExpiredCard(person), index * 2 + 2);
  const expiredReading = await timed(readTimes, () => provider.readIdCardBack(expired));
  tally(-9100, (await checkIdCardBack(expired, expiredReading, now)).warnings);
  process.stdout.write(`\r  ${index + 1}/${people} people`);
}
const totalSeconds = (performance.now() - started) / 1000;
console.log(
  `\r  ${people} people, ${readTimes.length} OCR reads, ${checkTimes.length} image checks in ${totalSeconds.toFixed(0)} s`,
);

const percent = (count, total) => (total === 0 ? 0 : Math.round((count / total) * 1000) / 10);
const sortedReads = [...readTimes].sort((left, right) => left - right);
const sortedChecks = [...checkTimes].sort((left, right) => left - right);
const detail = {
  people,
  ocrReads: readTimes.length,
  imageChecks: checkTimes.length,
  provider: provider.name,
};
const measurements = [
  { name: 'ocr-model-load-ms', value: Math.round(modelLoadMilliseconds), unit: 'ms', detail },
  { name: 'ocr-ms-per-image-p50', value: Math.round(percentile(sortedReads, 0.5)), unit: 'ms', detail },
  { name: 'ocr-ms-per-image-p95', value: Math.round(percentile(sortedReads, 0.95)), unit: 'ms', detail },
  {
    name: 'ocr-check-ms-per-image-p50',
    value: Math.round(percentile(sortedChecks, 0.5)),
    unit: 'ms',
    detail,
  },
  ...Object.entries(exactReads).map(([field, count]) => ({
    name: `ocr-field-exact-rate-${field}`,
    value: percent(count, people),
    unit: '%',
    detail: { ...detail, exact: count },
  })),
  ...allCodes.flatMap((code) => [
    {
      name: `ocr-warning-detection-rate-${-code}`,
      value: percent(detected[code], people),
      unit: '%',
      detail: { ...detail, degraded: people, detected: detected[code], otherCodesRaised: alsoRaised[code] },
    },
    {
      name: `ocr-warning-false-positive-rate-${-code}`,
      value: percent(cleanRaised[code], cleanChecked[code]),
      unit: '%',
      detail: { ...detail, clean: cleanChecked[code], raised: cleanRaised[code] },
    },
  ]),
];
for (const { name, value, unit } of measurements) console.log(`  ${name.padEnd(40)} ${value} ${unit}`);
for (const misread of misreads) console.log(`  misread: ${misread}`);
for (const code of allCodes)
  if (Object.keys(alsoRaised[code]).length > 0)
    console.log(`  on the ${code} copies also raised: ${JSON.stringify(alsoRaised[code])}`);
recordResults(measurements);
