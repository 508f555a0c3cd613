import { describe, expect, it } from 'vitest';
import { imeiSchema, isValidImei } from './imei';

describe('IMEI', () => {
  it('takes 15 digits ending with their Luhn check digit', () => {
    expect(isValidImei('490154203237518')).toBe(true);
    expect(isValidImei('490154203237517')).toBe(false);
    expect(isValidImei('49015420323751')).toBe(false);
    expect(isValidImei('49015420323751A')).toBe(false);
  });

  it('drops the spaces and dashes people type, then checks', () => {
    expect(imeiSchema.parse(' 49-015420-323751-8 ')).toBe('490154203237518');
    expect(imeiSchema.safeParse('49 015420 323751 7').success).toBe(false);
  });
});
