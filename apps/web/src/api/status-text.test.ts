import { describe, expect, it } from 'vitest';
import { noticeTexts, statusText } from './status-text';

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

describe('the texts of a refusal notice', () => {
  it("carries the server's msg: under the status's own text, alone when the status has none", () => {
    expect(noticeTexts('10036', 'the current password does not match')).toEqual({
      title: 'The current password is not correct.',
      description: 'the current password does not match',
    });
    expect(noticeTexts('409', 'this name is taken')).toEqual({ title: 'this name is taken' });
  });

  it("shows the texts of the rule keys the msg names, and the status's text when the msg is empty", () => {
    expect(noticeTexts('400', 'obj.mobile: Invalid mobile number format (rules:phone.format)')).toEqual({
      title: 'Invalid mobile number format',
    });
    expect(noticeTexts('10036', ' ')).toEqual({ title: 'The current password is not correct.' });
  });
});
