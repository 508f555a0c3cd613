import { notification } from 'antd';
import { sessionStore } from '../session/session-store';
import { savePasswordResetTicket, type PasswordResetTicket } from '../session/password-reset-ticket';

export interface NoticeArgs {
  title: string;
  description?: string;
  /** Notices with the same key replace each other instead of stacking. */
  key?: string;
}

/** The part of Ant Design's notification API the client uses; the shell hands in its themed instance. */
export interface Notifier {
  error(args: NoticeArgs): void;
  warning(args: NoticeArgs): void;
  info(args: NoticeArgs): void;
  success(args: NoticeArgs): void;
}

/** What the request client touches outside itself; swapped by the app at start-up and by tests. */
export interface ApiEnvironment {
  notifier: Notifier;
  getToken(): string | undefined;
  /** Clears the stored session; a page load follows at once. */
  clearSession(): void;
  reloadPage(): void;
  /** Loads another address of the console afresh (no in-memory state survives). */
  loadPage(path: string): void;
  savePasswordResetTicket(ticket: PasswordResetTicket): void;
}

export const apiEnvironment: ApiEnvironment = {
  notifier: notification,
  getToken: () => sessionStore.getSnapshot().token,
  clearSession: () => sessionStore.clearBeforePageLoad(),
  reloadPage: () => window.location.reload(),
  loadPage: (path) => window.location.assign(path),
  savePasswordResetTicket,
};

export function configureApiEnvironment(change: Partial<ApiEnvironment>): void {
  Object.assign(apiEnvironment, change);
}
