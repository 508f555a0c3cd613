// Tencent Cloud's ID card OCR (IDCardOCR, API 3.0, version 2018-11-19) as an IdCardOcrProvider. The service also
// runs its own image checks; the warning codes it reports (spec §8 uses the same codes) come back beside the fields.
import { z } from 'zod';
import type { IdCardBackReading, IdCardFrontReading } from '../id-card-fields';
import { DocumentReadError, type IdCardOcrProvider } from '../id-card-ocr-provider';
import { readValidityPeriod } from '../ocr/id-card-text-parser';
import { signTc3Request, tc3ContentType } from './tc3-signature';

export interface TencentOcrSettings {
  secretId: string;
  secretKey: string;
  /** The region the call is billed and served in, e.g. 'ap-guangzhou'. */
  region: string;
  /** Where the API answers; a test points it at a local server. */
  baseUrl?: string;
  timeoutMilliseconds?: number;
  /** The clock the request timestamp comes from. */
  now?: () => Date;
}

export const tencentOcrBaseUrl = 'https://ocr.tencentcloudapi.com';
const action = 'IDCardOCR';
const version = '2018-11-19';
// Every warning the service offers on this call, so that its answer can be compared with our own checks.
const warningConfig = JSON.stringify({
  CopyWarn: true,
  BorderCheckWarn: true,
  ReshootWarn: true,
  DetectPsWarn: true,
  InvalidDateWarn: true,
});

// Every field is optional: the service leaves out what it did not find, and the other side's fields.
const text = z.string();
const answerSchema = z.object({
  Response: z
    .object({
      Name: text,
      Sex: text,
      Nation: text,
      Birth: text,
      Address: text,
      IdNum: text,
    })
    .extend({ Authority: text, ValidDate: text })
    .extend({ AdvancedInfo: text, RequestId: text, Error: z.object({ Code: text, Message: text }) })
    .partial(),
});
type TencentAnswer = z.infer<typeof answerSchema>['Response'];

/** The warning codes of AdvancedInfo ('{"WarnInfos":[-9103]}'); none when it is absent or unreadable. */
function warningCodesOf(advancedInfo: string | undefined): number[] {
  if (!advancedInfo) return [];
  try {
    const parsed = z
      .object({ WarnInfos: z.array(z.number()).optional() })
      .safeParse(JSON.parse(advancedInfo));
    return parsed.success ? (parsed.data.WarnInfos ?? []) : [];
  } catch {
    return [];
  }
}

/** Birth as the service writes it (1990/3/7) in the fields' form (1990-03-07). */
function birthDateOf(birth: string): string {
  const match = /^(\d{4})\D(\d{1,2})\D(\d{1,2})$/.exec(birth.trim());
  if (!match) return birth;
  const [, year, month = '', day = ''] = match;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The service gives no confidence per field: a field it returned counts as read (1), a missing one as 0. */
function readConfidence<Field extends string>(fields: Record<Field, string>): Record<Field, number> {
  return Object.fromEntries(
    Object.entries<string>(fields).map(([field, text]) => [field, text ? 1 : 0]),
  ) as Record<Field, number>;
}

export function createTencentOcrProvider(settings: TencentOcrSettings): IdCardOcrProvider {
  const baseUrl = new URL(settings.baseUrl ?? tencentOcrBaseUrl);

  async function call(image: Buffer, cardSide: 'FRONT' | 'BACK'): Promise<TencentAnswer> {
    const payload = JSON.stringify({
      ImageBase64: image.toString('base64'),
      CardSide: cardSide,
      Config: warningConfig,
    });
    const timestamp = Math.floor((settings.now?.() ?? new Date()).getTime() / 1000);
    const { authorization } = signTc3Request({
      secretId: settings.secretId,
      secretKey: settings.secretKey,
      service: 'ocr',
      host: baseUrl.host,
      action,
      payload,
      timestamp,
    });
    const response = await fetch(baseUrl, {
      method: 'POST',
      headers: {
        Authorization: authorization,
        'Content-Type': tc3ContentType,
        'X-TC-Action': action,
        'X-TC-Timestamp': String(timestamp),
        'X-TC-Version': version,
        'X-TC-Region': settings.region,
      },
      body: payload,
      signal: AbortSignal.timeout(settings.timeoutMilliseconds ?? 15_000),
    });
    if (!response.ok) throw new DocumentReadError(`Tencent Cloud OCR answered HTTP ${response.status}`);
    const parsed = answerSchema.safeParse(await response.json());
    if (!parsed.success) throw new DocumentReadError('Tencent Cloud OCR answered in an unexpected shape');
    const answer = parsed.data.Response;
    if (answer.Error) throw new DocumentReadError(answer.Error.Message, answer.Error.Code);
    return answer;
  }

  return {
    name: 'tencent-cloud',
    async readIdCardFront(image): Promise<IdCardFrontReading> {
      const answer = await call(image, 'FRONT');
      const fields = {
        name: answer.Name ?? '',
        sex: answer.Sex ?? '',
        ethnicity: answer.Nation ?? '',
        birthDate: birthDateOf(answer.Birth ?? ''),
        address: answer.Address ?? '',
        idNumber: (answer.IdNum ?? '').toUpperCase(),
      };
      return {
        ...fields,
        confidence: readConfidence(fields),
        lines: [],
        providerWarningCodes: warningCodesOf(answer.AdvancedInfo),
      };
    },
    async readIdCardBack(image): Promise<IdCardBackReading> {
      const answer = await call(image, 'BACK');
      const fields = {
        issuingAuthority: answer.Authority ?? '',
        ...readValidityPeriod(answer.ValidDate ?? ''),
      };
      return {
        ...fields,
        confidence: readConfidence(fields),
        lines: [],
        providerWarningCodes: warningCodesOf(answer.AdvancedInfo),
      };
    },
  };
}
