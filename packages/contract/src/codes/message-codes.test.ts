import { describe, expect, it } from 'vitest';
import { expandPageCodes } from '../access/access';
import { findPageByName } from '../pages/lookup';
import {
  canSeeMessageTab,
  messageTab,
  messageTabListsMessages,
  ruleAlarmPageCode,
  visibleMessageTabs,
} from './message-codes';

describe('message drawer tabs', () => {
  it('ties the rule-alarm tab to the rule management page of the registry', () => {
    expect(findPageByName('ruleManagement')?.pageCode).toBe(ruleAlarmPageCode);
  });

  it('shows the rule-alarm tab only with the rule management code, or a page below it', () => {
    expect(visibleMessageTabs(expandPageCodes(['vehicleCardManagement-dashboard']))).toEqual([0, 2]);
    expect(visibleMessageTabs(expandPageCodes([ruleAlarmPageCode]))).toEqual([0, 1, 2]);
    const belowIt = expandPageCodes([`${ruleAlarmPageCode}-ruleHistory`]);
    expect(canSeeMessageTab(belowIt, messageTab.byName.ruleAlarms)).toBe(true);
  });

  it('lists messages on the system and rule-alarm tabs; security shows a count only', () => {
    expect(messageTab.codes.filter(messageTabListsMessages)).toEqual([0, 1]);
  });
});
