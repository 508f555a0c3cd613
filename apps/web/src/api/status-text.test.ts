import { describe, expect, it } from 'vitest';
import { statusText } from './status-text';

describe('the text of a refusal', () => {
  it('shows the localized text of the status when there is one', () => {
    expect(statusText('403', 'no query right on a page')).toBe('You do not have permission to do this.');
  });

  it('shows the texts of the contract keys inside a validation message, of any namespace', () => {
    expect(statusText('400', 'obj.mobile: Invalid mobile number format (rules:phone.format)')).toBe(
      'Invalid mobile number format',
    );
    expect(statusText('400', 'obj.tags.0: A tag may not … (cards:tags.invalid)')).toBe(
      'A tag may not contain commas, semicolons or line breaks',
    );
  });

  it('keeps the message when it names no known text', () => {
    expect(statusText('400', 'a value is out of range')).toBe('a value is out of range');
    expect(statusText('400', 'see http://example.com (unknown:key.path)')).toBe(
      'see http://example.com (unknown:key.path)',
    );
  });
});
