import { describe, expect, it } from 'vitest';
import {
  activationLinkLifetimeMilliseconds,
  needsFileNameTooltip,
  needsImageCompression,
  requestTimeoutMilliseconds,
  smsCodeLifetimeMilliseconds,
  taskDrawerPollMilliseconds,
} from './constants';
import { isAcceptedUpload, uploadAccept } from './upload';

describe('business constants', () => {
  it('keeps time values in milliseconds', () => {
    expect(requestTimeoutMilliseconds).toBe(60_000);
    expect(taskDrawerPollMilliseconds).toBe(2000);
    expect(activationLinkLifetimeMilliseconds).toBe(86_400_000);
    expect(smsCodeLifetimeMilliseconds).toBe(300_000);
  });

  it('recompresses images over 819 200 bytes only', () => {
    expect(needsImageCompression(819_200)).toBe(false);
    expect(needsImageCompression(819_201)).toBe(true);
  });

  it('shows a tooltip for file names over 25 characters', () => {
    expect(needsFileNameTooltip('a'.repeat(25))).toBe(false);
    expect(needsFileNameTooltip('a'.repeat(26))).toBe(true);
    expect(needsFileNameTooltip('卡'.repeat(25))).toBe(false);
  });
});

describe('isAcceptedUpload', () => {
  it.each([
    ['cards.csv', 'text/csv', true],
    ['cards.CSV', '', true],
    ['cards.csv', 'application/vnd.ms-excel', true],
    ['cards.xls', 'application/vnd.ms-excel', false],
    ['cards.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', true],
    ['cards.txt', 'text/plain', false],
    ['cards.csv.exe', 'application/octet-stream', false],
    ['cards.xlsx', 'application/pdf', false],
    ['csv', '', false],
  ])('%s (%s) is accepted: %s', (fileName, mimeType, accepted) => {
    expect(isAcceptedUpload(fileName, mimeType)).toBe(accepted);
  });

  it('offers the same types to the file picker', () => {
    expect(uploadAccept.split(',')).toEqual(expect.arrayContaining(['.csv', '.xlsx', 'text/csv']));
    expect(uploadAccept.split(',')).not.toContain('.xls');
  });
});
