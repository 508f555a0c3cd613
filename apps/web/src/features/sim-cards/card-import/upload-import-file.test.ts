import { describe, expect, it } from 'vitest';
import { cardImportMaximumBytes } from '@simdesk/contract';
import { importFileProblem } from './upload-import-file';

describe('importFileProblem', () => {
  it('takes CSV and XLSX files up to the limit', () => {
    expect(importFileProblem({ name: 'cards.CSV', size: 10 })).toBeUndefined();
    expect(importFileProblem({ name: 'cards.xlsx', size: cardImportMaximumBytes })).toBeUndefined();
  });

  it('refuses other types, by name or by the type the browser reports, and oversized files', () => {
    expect(importFileProblem({ name: 'cards.csv', size: 10, type: 'application/pdf' })).toBe(
      'import.wrongType',
    );
    expect(importFileProblem({ name: 'cards.xls', size: 10 })).toBe('import.wrongType');
    expect(importFileProblem({ name: 'cards.txt', size: 10 })).toBe('import.wrongType');
    expect(importFileProblem({ name: 'cards.csv', size: cardImportMaximumBytes + 1 })).toBe(
      'import.tooLarge',
    );
  });
});
