import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import { OutboundRefused, resolveReachable, type OutboundConfig } from '../outbound/outbound-policy';

/** A company's outgoing mail server, as stored. */
export interface MailServer {
  host: string;
  port: number;
  /** TLS from the first byte; otherwise STARTTLS when the server offers it. */
  secure: boolean;
  username: string | null;
  password: string | null;
  fromAddress: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** A mail that did not go out, with a reason an operator can act on. */
export class MailDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

function fieldOf(error: unknown, field: 'code' | 'response' | 'responseCode' | 'command'): string {
  if (typeof error !== 'object' || error === null || !(field in error)) return '';
  return String((error as Record<string, unknown>)[field] ?? '');
}

function explain(error: unknown, server: MailServer, seconds: number): string {
  const where = `${server.host}:${server.port}`;
  const code = fieldOf(error, 'code');
  const message = error instanceof Error ? error.message : String(error);
  const answer = fieldOf(error, 'response');
  if (code === 'ETIMEDOUT' || /timeout/i.test(message))
    return `the mail server ${where} did not answer within ${seconds} s`;
  if (code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(message))
    return `the mail server host ${server.host} could not be found`;
  if (/ECONNREFUSED/.test(message)) return `the mail server ${where} refused the connection`;
  if (code === 'EAUTH')
    return `the mail server ${where} refused the user name or password${answer ? `: ${answer}` : ''}`;
  if (code === 'ENOAUTH') return `the mail server ${where} asks for a user name and password`;
  if (code === 'EENVELOPE')
    return `the mail server ${where} refused the sender or the recipient${answer ? `: ${answer}` : ''}`;
  if (code === 'ETLS' || /certificate|ssl|tls|wrong version number/i.test(message)) {
    return `the secure connection to the mail server ${where} failed: ${message}`;
  }
  if (code === 'EMESSAGE' && answer) return `the mail server ${where} refused the mail: ${answer}`;
  if (code === 'ECONNECTION' || code === 'ESOCKET')
    return `the mail server ${where} could not be reached: ${message}`;
  return `the mail could not be sent through ${where}: ${message}`;
}

/**
 * Sends one mail over SMTP within the time limit (connect, greeting and every answer included). The host is
 * resolved and checked against the outbound policy first, and the checked address is the one connected to.
 * Answers the server's acceptance line; every failure is a MailDeliveryError with a readable reason.
 */
export async function sendMail(
  server: MailServer,
  mail: OutgoingMail,
  config: OutboundConfig,
): Promise<{ response: string; durationMs: number }> {
  const started = performance.now();
  const limit = config.mailTimeoutMilliseconds;
  const seconds = limit / 1000;
  let address: string;
  try {
    address = await resolveReachable(server.host, config);
  } catch (error) {
    throw new MailDeliveryError(
      error instanceof OutboundRefused ? `the mail server ${error.message}` : String(error),
    );
  }
  const transport = nodemailer.createTransport({
    host: address,
    port: server.port,
    secure: server.secure,
    auth: server.username ? { user: server.username, pass: server.password ?? '' } : undefined,
    // Certificates are checked against the name the operator typed, not the address connected to.
    tls: isIP(server.host) ? undefined : { servername: server.host },
    name: 'simdesk',
    connectionTimeout: limit,
    greetingTimeout: limit,
    socketTimeout: limit,
    dnsTimeout: limit,
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })), limit);
  });
  try {
    const info = await Promise.race([
      transport.sendMail({ from: server.fromAddress, to: mail.to, subject: mail.subject, text: mail.text }),
      deadline,
    ]);
    if (info.rejected.length > 0) {
      throw new MailDeliveryError(`the mail server refused the recipient ${mail.to}: ${info.response}`);
    }
    return { response: info.response, durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    if (error instanceof MailDeliveryError) throw error;
    throw new MailDeliveryError(explain(error, server, seconds));
  } finally {
    clearTimeout(timer);
    transport.close();
  }
}
