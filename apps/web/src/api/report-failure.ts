import { pathOfPage, status as statusCodes, type Envelope, type ExpiredPasswordRow } from '@simdesk/contract';
import { i18n } from '../i18n/i18n';
import { apiEnvironment } from './api-environment';
import { scheduleSessionEnd } from './session-end';
import { noticeTexts, serverWords, statusText } from './status-text';

/** What went wrong with one answer, as the catalogue needs it. */
export interface FailedAnswer {
  httpStatus: number;
  /** The parsed body, when it was an envelope. */
  envelope: Envelope | undefined;
  /** Whether the call carried a token: without one, an expired-login answer must not reload (no loop). */
  hadToken: boolean;
  /** Statuses the caller shows itself (e.g. '10031' under the login form): no notice for them. */
  silentStatuses: readonly string[];
}

const sessionNoticeKey = 'session-end';

function endLogin(hadToken: boolean): void {
  const { notifier } = apiEnvironment;
  // Only one notice and one reload, however many calls fail together.
  const scheduled = hadToken
    ? scheduleSessionEnd(() => {
        apiEnvironment.clearSession();
        apiEnvironment.reloadPage();
      })
    : true;
  if (scheduled) notifier.error({ key: sessionNoticeKey, title: i18n.t('errors:status.10022') });
}

/**
 * The row of a '10043' answer when it has the contract's shape. Checked by hand, not by the contract's schema:
 * the request client is on the login page, which carries no zod; the return type fails to compile when the
 * contract's row changes.
 */
function expiredPasswordRow(row: unknown): ExpiredPasswordRow | undefined {
  if (typeof row !== 'object' || row === null) return undefined;
  const { resetTicket, account } = row as Partial<Record<keyof ExpiredPasswordRow, unknown>>;
  return typeof resetTicket === 'string' && typeof account === 'string'
    ? { resetTicket, account }
    : undefined;
}

function passwordExpired(envelope: Envelope): void {
  const ticket = expiredPasswordRow(envelope.rows[0]);
  const scheduled = scheduleSessionEnd(() => {
    apiEnvironment.clearSession();
    if (ticket) apiEnvironment.savePasswordResetTicket({ mode: 'expired', ...ticket });
    apiEnvironment.loadPage(pathOfPage('resetPass'));
  });
  if (scheduled) {
    apiEnvironment.notifier.warning({ key: sessionNoticeKey, title: statusText('10043', envelope.msg) });
  }
}

function httpFailure(answer: FailedAnswer): void {
  const { notifier } = apiEnvironment;
  const { httpStatus, envelope } = answer;
  if (httpStatus === 202) {
    notifier.warning({
      title: envelope ? statusText(envelope.status, envelope.msg) : i18n.t('errors:http.accepted'),
    });
    return;
  }
  if (envelope?.status === statusCodes.serverError) {
    notifier.error({
      title: i18n.t('errors:requestError'),
      description: serverWords(envelope.status, envelope.msg),
    });
    return;
  }
  // 401 and every other HTTP error: the status and the server's message.
  notifier.error({
    title: i18n.t('errors:http.title', { status: httpStatus }),
    description: envelope ? serverWords(envelope.status, envelope.msg) : i18n.t('errors:http.noMessage'),
  });
}

/** The error catalogue of spec §8, in one place. */
export function reportFailure(answer: FailedAnswer): void {
  const { httpStatus, envelope } = answer;
  if (httpStatus < 200 || httpStatus >= 300 || httpStatus === 202) {
    httpFailure(answer);
    return;
  }
  if (!envelope) {
    apiEnvironment.notifier.error({
      title: i18n.t('errors:requestError'),
      description: i18n.t('errors:badAnswer'),
    });
    return;
  }
  const { notifier } = apiEnvironment;
  switch (envelope.status) {
    case statusCodes.success:
      return;
    case statusCodes.loginExpired:
      endLogin(answer.hadToken);
      return;
    case statusCodes.passwordExpired:
      passwordExpired(envelope);
      return;
  }
  if (answer.silentStatuses.includes(envelope.status)) return;
  // Each notice carries the server's msg (spec §8): 'Forbidden' with it, the rest as an info notice.
  const words = serverWords(envelope.status, envelope.msg);
  if (envelope.status === statusCodes.forbidden) {
    notifier.error({ title: i18n.t('errors:forbidden'), description: words });
  } else if (envelope.status === statusCodes.serverError) {
    notifier.error({ title: i18n.t('errors:requestError'), description: words });
  } else {
    notifier.info(noticeTexts(envelope.status, envelope.msg));
  }
}
