import {
  apiBasePath,
  requestTimeoutMilliseconds,
  status as statusCodes,
  type CallDefinition,
  type CallObj,
  type CallRow,
  type Envelope,
  type Page,
} from '@simdesk/contract';
import { i18n } from '../i18n/i18n';
import { ApiError } from './api-error';
import { apiEnvironment } from './api-environment';
import { reportFailure } from './report-failure';
import { currentToken, parseEnvelope, requestHeaders } from './request-basics';

export interface CallOptions {
  /** Statuses the caller shows inline; the catalogue stays quiet about them (session statuses still act). */
  silentStatuses?: readonly string[];
  /** A token other than the stored one (a login not yet committed to the session). */
  token?: string;
}

async function send(url: string, init: RequestInit): Promise<{ response: Response; text: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), requestTimeoutMilliseconds);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return { response, text: await response.text() };
  } catch (error) {
    const timedOut = controller.signal.aborted;
    const kind = timedOut ? 'timeout' : 'network';
    apiEnvironment.notifier.error({
      title: i18n.t(timedOut ? 'errors:timeout.title' : 'errors:network.title'),
      description: i18n.t(timedOut ? 'errors:timeout.description' : 'errors:network.description', {
        seconds: requestTimeoutMilliseconds / 1000,
      }),
    });
    throw new ApiError(kind, kind, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

/**
 * THE request client: POST `${apiBasePath}/${call.path}` with { obj, page? }, typed by the call's contract.
 * Resolves with the envelope when status is '0'; otherwise the catalogue of spec §8 reacts and it rejects
 * with an ApiError.
 */
export async function callApi<Call extends CallDefinition>(
  call: Call,
  obj: CallObj<Call>,
  page?: Page,
  options: CallOptions = {},
): Promise<Envelope<CallRow<Call>>> {
  const token = currentToken(options.token);
  const { response, text } = await send(`${apiBasePath}/${call.path}`, {
    method: 'POST',
    headers: { ...requestHeaders(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(page === undefined ? { obj } : { obj, page }),
  });
  const envelope = parseEnvelope(text);
  const httpFailed = !response.ok || response.status === 202;
  if (!httpFailed && envelope?.status === statusCodes.success) return envelope as Envelope<CallRow<Call>>;
  reportFailure({
    httpStatus: response.status,
    envelope,
    hadToken: token !== undefined,
    silentStatuses: options.silentStatuses ?? [],
  });
  if (httpFailed) {
    throw new ApiError(
      'http',
      envelope?.status ?? String(response.status),
      envelope?.msg ?? '',
      response.status,
    );
  }
  throw new ApiError(
    'status',
    envelope?.status ?? statusCodes.serverError,
    envelope?.msg ?? '',
    response.status,
    envelope?.rows ?? [],
  );
}

/** The first row of a successful answer; a success without rows is a broken contract. */
export async function callApiForRow<Call extends CallDefinition>(
  call: Call,
  obj: CallObj<Call>,
  page?: Page,
  options?: CallOptions,
): Promise<CallRow<Call>> {
  const answer = await callApi(call, obj, page, options);
  const row = answer.rows[0];
  if (row === undefined) {
    throw new ApiError('status', statusCodes.serverError, `${call.path} answered no row`);
  }
  return row;
}
