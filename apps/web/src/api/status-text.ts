import { errorTextKey } from '@simdesk/contract';
import { i18n, translateIfKnown } from '../i18n/i18n';

// The server's validation messages carry the contract's text keys (e.g. "obj.mobile: rules:phone.format",
// "tags.0: … (cards:tags.invalid)"); keys of no known text are left out.
const ruleKeyPattern = /\b[a-z][A-Za-z]*:[A-Za-z0-9_.]+/g;

/** The texts of the contract's keys a server message names, joined; undefined when it names none. */
export function translateRuleKeys(message: string): string | undefined {
  const keys = [...new Set(message.match(ruleKeyPattern) ?? [])];
  const texts = keys.map((key) => translateIfKnown(key)).filter((text) => text !== undefined);
  return texts.length > 0 ? texts.join('; ') : undefined;
}

/**
 * The text shown for a status: the localized one when errors.json has it (the server's msg is English),
 * else the rule messages inside msg, else msg itself.
 */
export function statusText(status: string, message: string): string {
  return (
    translateIfKnown(errorTextKey(status)) ??
    translateRuleKeys(message) ??
    (message.trim() === '' ? i18n.t('errors:unknown') : message)
  );
}
