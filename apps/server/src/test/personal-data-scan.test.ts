import { describe, expect, it } from 'vitest';
import { personalDataIn } from './personal-data-scan';

describe('personal data in logs and audit rows', () => {
  it('finds a full mobile number or ID number', () => {
    expect(personalDataIn('{"remark":"call 13800000001 today"}')).toMatchObject({
      kind: 'mobile number',
      value: '13800000001',
    });
    expect(personalDataIn('params: 11010519491231002X,')).toMatchObject({
      kind: 'ID number',
      value: '11010519491231002X',
    });
  });

  it('leaves masked values and card numbers alone', () => {
    expect(personalDataIn('{"mobile":"138****0001","idNumber":"1101**********002X"}')).toBeUndefined();
    expect(personalDataIn('89860424000000002435 460042400000243 1064800000243')).toBeUndefined();
    expect(personalDataIn('request 1795342143702 took 12 ms')).toBeUndefined();
    expect(personalDataIn('"responseTime":0.13912345678}')).toBeUndefined();
    expect(personalDataIn('"reqId":"fa850367-7b0a-44d0-9dd4-a13912345678"')).toBeUndefined();
  });
});
