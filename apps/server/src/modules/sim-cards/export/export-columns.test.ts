import { describe, expect, it } from 'vitest';
import { formulaStartCharacters } from '../../../platform/files/spreadsheet-cell';
import { possibleFormulaStart } from './export-columns';

/** As the SQL compares under collate "C": byte-wise, which for ASCII is JavaScript's code-unit order. */
function mayStartFormula(text: string): boolean {
  const { below, from, to } = possibleFormulaStart;
  return text < below || (text >= from && text <= to);
}

describe('the cheap formula pre-check of SQL text cells', () => {
  it('lets every formula start character and the empty text through to the exact test', () => {
    for (const character of formulaStartCharacters) expect(mayStartFormula(`${character}1+2`)).toBe(true);
    expect(mayStartFormula('')).toBe(true);
  });

  it('writes digits, letters and CJK text without the exact test', () => {
    for (const text of ['89860424000002380052', 'LSVAU2180N2183294', 'plan-a', '北京分公司', 'Zeta'])
      expect(mayStartFormula(text)).toBe(false);
  });
});
