/**
 * The ticket the reset-password page spends: from a '10043' answer (expired password) or from the
 * forgotten-password flow. Kept in sessionStorage so it survives the page change and dies with the tab.
 */
export interface PasswordResetTicket {
  mode: 'expired' | 'forgot';
  resetTicket: string;
  account: string;
}

const storageKey = 'simdesk.passwordReset';

export function savePasswordResetTicket(ticket: PasswordResetTicket): void {
  window.sessionStorage.setItem(storageKey, JSON.stringify(ticket));
}

export function readPasswordResetTicket(): PasswordResetTicket | undefined {
  const raw = window.sessionStorage.getItem(storageKey);
  if (raw === null) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<PasswordResetTicket>;
    const modeKnown = value.mode === 'expired' || value.mode === 'forgot';
    if (!modeKnown || typeof value.resetTicket !== 'string' || typeof value.account !== 'string') {
      return undefined;
    }
    return {
      mode: value.mode as PasswordResetTicket['mode'],
      resetTicket: value.resetTicket,
      account: value.account,
    };
  } catch {
    return undefined;
  }
}

export function clearPasswordResetTicket(): void {
  window.sessionStorage.removeItem(storageKey);
}
