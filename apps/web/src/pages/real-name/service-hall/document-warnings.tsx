import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { documentWarning, type DocumentWarningCode } from '@simdesk/contract';
import type { DocumentWarningRow } from '@simdesk/contract/modules/real-name';
import { codeLabel } from '../../../components/codes/code-label';
import type { TextKey } from '../../../i18n/text-key';

const warning = documentWarning.byName;

// What the owner does about each warning: most are fixed by a better photo of the original card.
const hintOf = {
  [warning.validityInvalid]: 'realName:serviceHall.hints.validityInvalid',
  [warning.borderIncomplete]: 'realName:serviceHall.hints.borderIncomplete',
  [warning.photocopy]: 'realName:serviceHall.hints.photocopy',
  [warning.reshot]: 'realName:serviceHall.hints.reshot',
  [warning.occlusion]: 'realName:serviceHall.hints.occlusion',
  [warning.tampering]: 'realName:serviceHall.hints.tampering',
} as const satisfies Record<DocumentWarningCode, TextKey>;

/** The warnings of one side in plain words: what the check found, and what to do about it. */
export function DocumentWarnings({ warnings }: { warnings: readonly DocumentWarningRow[] }) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <Flex vertical gap={8}>
      {warnings.map((found) => (
        <Alert
          key={found.code}
          type="warning"
          showIcon
          title={codeLabel(t, documentWarning, found.code)}
          description={t(hintOf[found.code])}
        />
      ))}
    </Flex>
  );
}
