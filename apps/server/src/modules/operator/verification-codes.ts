import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { status as statusCodes, type SmsPurpose } from '@simdesk/contract';
import { smsCodes, smsRequests } from './operator-schema';
import { AppError } from '../../platform/http/app-error';
import { minutesAfter } from '../../platform/clock';
import { hashToken, newVerificationCode, sameHash } from '../../platform/auth/tokens';
import type { AppServices } from '../../platform/services';

// A code dies after this many wrong guesses, so 6 digits cannot be walked.
const maxWrongGuesses = 5;

function codeHash(mobile: string, purpose: SmsPurpose, code: string): string {
  return hashToken(`${mobile}:${purpose}:${code}`);
}

const smsText: Record<SmsPurpose, string> = {
  login: 'sign-in',
  'forget-password': 'password reset',
  'modify-phonenum': 'mobile number change',
};

/** What a person asked a code for: the account too when the request names one (a forgotten password). */
export interface CodeRequest {
  purpose: SmsPurpose;
  mobile: string;
  account?: string;
}

/**
 * Counts a request against the resend wait and the hourly cap. The count is of requests as asked, not of codes
 * sent: a pair of account and mobile that belongs to nobody is limited exactly like one that does.
 */
async function limitCodeRequests(services: AppServices, request: CodeRequest): Promise<void> {
  const { db, clock, config } = services;
  const now = clock.now();
  const requestHash = hashToken(`${request.purpose}:${request.mobile}:${request.account ?? ''}`);
  const recent = await db
    .select({ createdAt: smsRequests.createdAt })
    .from(smsRequests)
    .where(
      and(
        eq(smsRequests.requestHash, requestHash),
        gt(smsRequests.createdAt, new Date(now.getTime() - 3_600_000)),
      ),
    )
    .orderBy(desc(smsRequests.createdAt));
  const latest = recent[0];
  if (latest && now.getTime() - latest.createdAt.getTime() < config.sms.resendSeconds * 1000) {
    throw new AppError(
      statusCodes.smsRateLimited,
      'a code was sent a moment ago, please wait before asking again',
    );
  }
  if (recent.length >= config.sms.maxPerMobilePerHour) {
    throw new AppError(statusCodes.smsRateLimited, 'too many codes for this number, please try again later');
  }
  await db.insert(smsRequests).values({ requestHash, createdAt: now });
}

/** Sends a fresh 6-digit code bound to mobile and purpose; only the newest code of a purpose is valid. */
async function sendVerificationCode(
  services: AppServices,
  mobile: string,
  purpose: SmsPurpose,
): Promise<void> {
  const { db, clock, config } = services;
  const now = clock.now();
  const code = newVerificationCode();
  await db.transaction(async (transaction) => {
    await transaction
      .update(smsCodes)
      .set({ usedAt: now })
      .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)));
    await transaction.insert(smsCodes).values({
      mobile,
      purpose,
      codeHash: codeHash(mobile, purpose, code),
      expiresAt: minutesAfter(now, config.sms.codeLifeMinutes),
      createdAt: now,
    });
  });
  await services.sms.send({
    mobile,
    purpose,
    content: `[simdesk] Your ${smsText[purpose]} code is ${code}. It is valid for ${config.sms.codeLifeMinutes} minutes and works once. Never share it.`,
  });
}

/**
 * Answers a request for a code the same way for every mobile and account, within the request limits; a code
 * goes out only when `deliver` is true (the mobile belongs to the request), so no answer and no SMS tells a
 * prober which numbers or pairs exist.
 */
export async function answerCodeRequest(
  services: AppServices,
  request: CodeRequest,
  deliver: boolean,
): Promise<{ resendAfterSeconds: number }> {
  await limitCodeRequests(services, request);
  if (deliver) await sendVerificationCode(services, request.mobile, request.purpose);
  return { resendAfterSeconds: services.config.sms.resendSeconds };
}

/** Spends a code: right mobile, right purpose, unexpired, unused; refuses everything else the same way. */
export async function consumeVerificationCode(
  services: AppServices,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
): Promise<void> {
  const { db, clock } = services;
  const now = clock.now();
  const invalid = new AppError(statusCodes.invalidVerificationCode, 'invalid verification code');
  const found = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.mobile, mobile),
        eq(smsCodes.purpose, purpose),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const stored = found[0];
  if (!stored) throw invalid;
  if (!sameHash(stored.codeHash, codeHash(mobile, purpose, code))) {
    await db
      .update(smsCodes)
      .set({
        failedAttempts: sql`${smsCodes.failedAttempts} + 1`,
        usedAt: stored.failedAttempts + 1 >= maxWrongGuesses ? now : null,
      })
      .where(eq(smsCodes.id, stored.id));
    throw invalid;
  }
  // The conditional update makes a code single use even when two requests race.
  const spent = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, stored.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (spent.length === 0) throw invalid;
}
