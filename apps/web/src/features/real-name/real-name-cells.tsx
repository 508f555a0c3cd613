import { Space, Typography, type DescriptionsProps } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { idDocumentType, pathOfPage, type IdDocumentTypeCode } from '@simdesk/contract';
import { registrationDetailCall } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../components/codes/code-tag';
import { DisplayTime, formatDisplayTime } from '../../components/display-time';
import { useCallAllowed } from '../../components/permission/call-allowed';
import { useSettings } from '../../settings/settings-store';
import './real-name.css';

/** The address of a registration's detail page. */
export function registrationDetailPath(registrationId: number): string {
  return pathOfPage('realnameListDetail', {}, { id: registrationId });
}

/** The address of an enterprise batch's detail page. */
export function batchDetailPath(batchId: number): string {
  return pathOfPage('orgBatchRnDetail', {}, { id: batchId });
}

/** The registration list filtered by one enterprise batch. */
export function batchRegistrationsPath(batchId: number): string {
  return pathOfPage('realnameList', {}, { batchId });
}

/** An identifier (an ICCID) that opens a record's page, in the identifiers' typeface. */
export function IdentifierLink({ to, children }: { to: string; children: string }) {
  return (
    <Link className="real-name-identifier" to={to}>
      {children}
    </Link>
  );
}

/** An ICCID that opens its registration's detail page. */
export function RegistrationLink({ registrationId, iccid }: { registrationId: number; iccid: string }) {
  return <IdentifierLink to={registrationDetailPath(registrationId)}>{iccid}</IdentifierLink>;
}

/** "Registration #12", opening its page for those who may open it; none when there is no registration. */
export function RegistrationNumber({ registrationId }: { registrationId: number | null }) {
  const { t } = useTranslation();
  const mayOpen = useCallAllowed(registrationDetailCall);
  if (registrationId === null) return <>{t('common:none')}</>;
  const text = t('realName:collecting.detail.registrationNumber', { id: registrationId });
  return mayOpen ? <Link to={registrationDetailPath(registrationId)}>{text}</Link> : <>{text}</>;
}

/** An ICCID, MSISDN, VIN or document number in the monospaced style; empty when there is none. */
export const identifierCell = (value: string | null) => (
  <Typography.Text className="real-name-identifier">{value ?? ''}</Typography.Text>
);

/** A document or certificate: its type as a tag and its number as answered (masked). */
export function DocumentValue({ type, number }: { type: IdDocumentTypeCode | null; number: string | null }) {
  return (
    <Space size={4} wrap>
      {type !== null && <CodeTag table={idDocumentType} code={type} />}
      {identifierCell(number)}
    </Space>
  );
}

/** A time as the lists show it; empty when there is none. */
export const timeCell = (value: string | null) => (value === null ? '' : <DisplayTime value={value} />);

/** A manual review at the carrier that has not ended: "manual review until …". */
export function ReviewDue({ at }: { at: string }) {
  const { t } = useTranslation();
  const { timeZone } = useSettings();
  return (
    <Typography.Text type="warning">
      {t('realName:columns.reviewUntil', { time: formatDisplayTime(at, timeZone) })}
    </Typography.Text>
  );
}

/** A card's MSISDN and its vehicle's VIN, the first facts of a real-name detail page. */
export function cardFacts(
  t: TFunction,
  card: { msisdn: string | null; vin: string | null },
): NonNullable<DescriptionsProps['items']> {
  const none = t('common:none');
  return [
    { key: 'msisdn', label: t('realName:columns.msisdn'), children: identifierCell(card.msisdn ?? none) },
    { key: 'vin', label: t('realName:columns.vin'), children: identifierCell(card.vin ?? none) },
  ];
}
