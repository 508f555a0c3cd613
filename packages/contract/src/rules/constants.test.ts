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
    ['cards.csv', 'text/csv'],
    ['cards.CSV', ''],
    ['cards.csv', 'application/vnd.ms-excel'],
    ['cards.xls', 'application/vnd.ms-excel'],
    ['cards.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ])('accepts %s (%s)', (fileName, mimeType) => {
    expect(isAcceptedUpload(fileName, mimeType)).toBe(true);
  });

  it.each([
    ['cards.txt', 'text/plain'],
    ['cards.csv.exe', 'application/octet-stream'],
    ['cards.xlsx', 'application/pdf'],
    ['csv', ''],
  ])('refuses %s (%s)', (fileName, mimeType) => {
    expect(isAcceptedUpload(fileName, mimeType)).toBe(false);
  });

  it('offers the same types to the file picker', () => {
    expect(uploadAccept.split(',')).toEqual(expect.arrayContaining(['.csv', '.xls', '.xlsx', 'text/csv']));
  });
});
