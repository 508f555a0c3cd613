/** The password of every demo account in the API tests' databases. */
export const testPassword = 'Demo-pass-2026';
