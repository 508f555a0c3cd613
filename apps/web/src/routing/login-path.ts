import { pathOfPage } from '@simdesk/contract';

export const loginPath = pathOfPage('login');
export const redirectQueryName = 'redirect';

/** /user/login, remembering where the operator wanted to go. */
export function loginPathFor(wanted: string): string {
  return wanted === '/' || wanted === ''
    ? loginPath
    : `${loginPath}?${redirectQueryName}=${encodeURIComponent(wanted)}`;
}

/** Only paths inside the console: never another origin (//host) or a scheme. */
export function safeRedirectTarget(value: string | null): string {
  if (value === null || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return '/';
  }
  return value;
}
