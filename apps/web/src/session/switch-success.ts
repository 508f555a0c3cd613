const flagKey = 'simdesk.switchSuccess';

/** Marks an account switch, so the page after the reload can say it worked (spec §4). */
export function flagSwitchSuccess(): void {
  window.sessionStorage.setItem(flagKey, '1');
}

/** Whether a switch just happened; reading the flag removes it, so the notice shows once. */
export function takeSwitchSuccessFlag(): boolean {
  const flagged = window.sessionStorage.getItem(flagKey) !== null;
  window.sessionStorage.removeItem(flagKey);
  return flagged;
}
