import { describe, expect, it } from 'vitest';
import { carrier } from '../../../codes/card-codes';
import { isOneClickFix, stopReasonOf, stopReasonRemedies, stopReasons } from './stop-reasons';

describe('the one stop-reason list', () => {
  it("reads China Mobile's stop codes on the list, and any other code as unknown", () => {
    expect(stopReasonOf(carrier.byName.chinaMobile, '01')).toBe('enterpriseRequest');
    expect(stopReasonOf(carrier.byName.chinaMobile, '04')).toBe('realNameMissing');
    expect(stopReasonOf(carrier.byName.chinaMobile, '99')).toBe('unknown');
    expect(stopReasonOf(carrier.byName.chinaUnicom, '01')).toBe('unknown');
    expect(stopReasonOf(null, '01')).toBe('unknown');
  });

  it('gives every reason a remedy, and the one-click ones the limits of a change order', () => {
    for (const reason of stopReasons) {
      const { remedy, limits } = stopReasonRemedies[reason];
      expect(limits.length).toBeGreaterThan(0);
      if (isOneClickFix(remedy)) expect(limits).toContain('openOrderConflict');
    }
  });
});
