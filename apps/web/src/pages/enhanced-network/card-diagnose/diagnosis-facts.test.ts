import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { factText } from './diagnosis-facts';

const t = ((key: string) => key) as unknown as TFunction;

describe('a diagnosis fact in words', () => {
  it('names codes by their table, volumes in their unit and yes or no by key', () => {
    expect(factText(t, 'status', 4)).toBe('codes:cardStatus.4');
    expect(factText(t, 'monthDataKb', 2048)).toBe('2.00 MB');
    expect(factText(t, 'poolUsedPercent', 91.5)).toBe('91.5 %');
    expect(factText(t, 'data', false)).toBe('cardDiagnosis:no');
  });

  it('shows a dash for what the carrier left empty, and other values as they came', () => {
    expect(factText(t, 'ipAddress', null)).toBe('—');
    expect(factText(t, 'imei', '860833047951218')).toBe('860833047951218');
  });
});
