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

/**
 * What the server said, for a notice that must carry it (spec §8): the texts of the rule keys its msg names,
 * else its msg; the status's own text only when it said nothing.
 */
export function serverWords(status: string, message: string): string {
  return translateRuleKeys(message) ?? (message.trim() === '' ? statusText(status, message) : message);
}

/**
 * A notice's title and description for a refusal: the status's text in the operator's language, with the
 * server's words under it when they say more; the server's words alone when the status has no text.
 */
export function noticeTexts(status: string, message: string): { title: string; description?: string } {
  const local = translateIfKnown(errorTextKey(status));
  const words = serverWords(status, message);
  return local === undefined || local === words ? { title: words } : { title: local, description: words };
}
