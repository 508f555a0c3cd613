import { describe, expect, it } from 'vitest';
import type { IdCardFrontReading } from '../id-card-fields';
import { checkTampering, idNumberFindings } from './tampering-check';

function reading(changes: Partial<IdCardFrontReading> = {}): IdCardFrontReading {
  return {
    name: '王晓明',
    sex: '男',
    ethnicity: '汉',
    birthDate: '1990-03-07',
    address: '北京市海淀区中关村大街27号',
    idNumber: '11010819900307149X',
    confidence: { name: 0.99, sex: 0.99, ethnicity: 0.99, birthDate: 0.99, address: 0.98, idNumber: 0.99 },
    lines: [],
    providerWarningCodes: [],
    ...changes,
  };
}

function reasonsOf(front: IdCardFrontReading) {
  return checkTampering(idNumberFindings(front)).flatMap((warning) => {
    expect(warning.code).toBe(-9106);
    return warning.reasons;
  });
}

describe('idNumberFindings and checkTampering (-9106)', () => {
  it('finds a consistent card consistent', () => {
    expect(idNumberFindings(reading())).toEqual({
      checkDigit: 'valid',
      birthDate: 'matches',
      sex: 'matches',
      confidence: 'usual',
    });
    expect(reasonsOf(reading())).toEqual([]);
  });

  it('reports a wrong check character', () => {
    const front = reading({ idNumber: '110108199003071491' });
    expect(idNumberFindings(front).checkDigit).toBe('invalid');
    expect(reasonsOf(front)).toEqual(['id-number-check-digit']);
  });

  it('reports a printed birth date or sex the number disagrees with', () => {
    expect(idNumberFindings(reading({ birthDate: '1990-03-08' })).birthDate).toBe('differs');
    expect(reasonsOf(reading({ birthDate: '1990-03-08', sex: '女' }))).toEqual([
      'birth-date-differs',
      'sex-differs',
    ]);
  });

  it('reports a number read far less surely than the rest of the card', () => {
    const front = reading({ confidence: { ...reading().confidence, idNumber: 0.62 } });
    expect(idNumberFindings(front).confidence).toBe('anomalously-low');
    expect(reasonsOf(front)).toEqual(['id-number-confidence-low']);
  });

  it('raises nothing for what could not be read', () => {
    const front = reading({ idNumber: '', birthDate: '', sex: '' });
    expect(idNumberFindings(front)).toEqual({
      checkDigit: 'unreadable',
      birthDate: 'unreadable',
      sex: 'unreadable',
      confidence: 'usual',
    });
    expect(reasonsOf(front)).toEqual([]);
  });
});
