import { apiBasePath, requestTimeoutMilliseconds, status as statusCodes } from '@simdesk/contract';
import { i18n } from '../i18n/i18n';
import { ApiError } from './api-error';
import { apiEnvironment } from './api-environment';
import { reportFailure } from './report-failure';
import { currentToken, parseEnvelope, requestHeaders } from './request-basics';

export type QueryValue = string | number | boolean | null | undefined;

export interface DownloadRequest {
  /** Path below the API base, e.g. 'task/download-attachment'. */
  path: string;
  method?: 'GET' | 'POST';
  query?: Readonly<Record<string, QueryValue>>;
  /** JSON body of a POST, usually { obj }. */
  body?: unknown;
  /**
   * A full address that carries its own one-time ticket (a task download link): used as is, and no session
   * header is sent with it.
   */
  ticketUrl?: string;
  /** The name to save under when the answer names no file. */
  fallbackFileName?: string;
}

export interface DownloadedFile {
  fileName: string;
  blob: Blob;
}

/** The file name of a Content-Disposition header: filename* (RFC 5987) wins over filename. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || undefined;
}

function urlOf(request: DownloadRequest): string {
  if (request.ticketUrl !== undefined) return request.ticketUrl;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const query = search.toString();
  return `${apiBasePath}/${request.path}${query === '' ? '' : `?${query}`}`;
}

function saveBlob(file: DownloadedFile): void {
  const address = URL.createObjectURL(file.blob);
  const anchor = document.createElement('a');
  anchor.href = address;
  anchor.download = file.fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the download before the address dies.
  setTimeout(() => URL.revokeObjectURL(address), 1000);
}

/** A JSON answer where a file was expected: nothing to download, or a failure (spec §8). */
async function readJsonAnswer(response: Response, blob: Blob, hadToken: boolean): Promise<undefined> {
  const envelope = parseEnvelope(await blob.text());
  if (response.ok && envelope?.status === statusCodes.success) {
    apiEnvironment.notifier.info({ title: i18n.t('errors:download.noData') });
    return undefined;
  }
  reportFailure({ httpStatus: response.status, envelope, hadToken, silentStatuses: [] });
  throw new ApiError(
    'status',
    envelope?.status ?? String(response.status),
    envelope?.msg ?? '',
    response.status,
  );
}

/**
 * Downloads a file the server builds: saves it under the server's file name and resolves with it, or
 * resolves undefined when the answer says there is no data. Failures are reported and reject.
 */
export async function downloadFile(request: DownloadRequest): Promise<DownloadedFile | undefined> {
  // The ticket is the credential of a link; the session token stays out of it.
  const token = request.ticketUrl === undefined ? currentToken(undefined) : undefined;
  const method = request.method ?? 'GET';
  const headers = requestHeaders(token);
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), requestTimeoutMilliseconds);
  try {
    const response = await fetch(urlOf(request), {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(request.body ?? { obj: {} }) : undefined,
      signal: controller.signal,
    });
    const blob = await response.blob();
    const contentType = response.headers.get('content-type') ?? blob.type;
    if (contentType.includes('json')) return await readJsonAnswer(response, blob, token !== undefined);
    if (!response.ok) {
      reportFailure({
        httpStatus: response.status,
        envelope: undefined,
        hadToken: token !== undefined,
        silentStatuses: [],
      });
      throw new ApiError('http', String(response.status), response.statusText, response.status);
    }
    const file = {
      fileName:
        fileNameFromDisposition(response.headers.get('content-disposition')) ??
        request.fallbackFileName ??
        i18n.t('common:download.defaultName'),
      blob,
    };
    saveBlob(file);
    return file;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const timedOut = controller.signal.aborted;
    apiEnvironment.notifier.error({
      title: i18n.t(timedOut ? 'errors:timeout.title' : 'errors:network.title'),
      description: i18n.t(timedOut ? 'errors:timeout.description' : 'errors:network.description', {
        seconds: requestTimeoutMilliseconds / 1000,
      }),
    });
    throw new ApiError(timedOut ? 'timeout' : 'network', timedOut ? 'timeout' : 'network', String(error));
  } finally {
    clearTimeout(timer);
  }
}
