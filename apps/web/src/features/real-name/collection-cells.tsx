import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  collectionStage,
  documentWarning,
  pathOfPage,
  type CollectionStageCode,
  type DocumentWarningCode,
} from '@simdesk/contract';
import type { DocumentWarningRow } from '@simdesk/contract/modules/real-name';
import { codeLabel } from '../../components/codes/code-label';
import './real-name.css';

const stage = collectionStage.byName;

/** The stages of a link the owner has not used up yet: it still works, so it may be withdrawn. */
export const withdrawableStages: readonly CollectionStageCode[] = [
  stage.linkSent,
  stage.opened,
  stage.documentsRead,
  stage.confirmed,
];

/** The address of an owner collection's detail page. */
export function collectionDetailPath(collectionId: number): string {
  return pathOfPage('collectingDetail', {}, { id: collectionId });
}

/** A face check's score with one decimal; nothing before the first check. */
export function faceScoreText(score: number | null): string {
  return score === null ? '' : score.toFixed(1);
}

/** A document warning's tag: its label, in the table's colour, or the warning colour where the table has none. */
function WarningTag({ code }: { code: DocumentWarningCode }) {
  const { t } = useTranslation();
  const colour = documentWarning.colourOf(code);
  return <Tag color={colour === 'default' ? 'warning' : colour}>{codeLabel(t, documentWarning, code)}</Tag>;
}

/** Each warning of the owner's pictures once, as a tag with its label; what the check found on hover. */
export function DocumentWarningTags({ warnings }: { warnings: readonly DocumentWarningRow[] }) {
  // Front and back may both carry a code: one tag says it, the reasons of both go under it.
  const reasonsByCode = new Map<DocumentWarningRow['code'], string[]>();
  for (const warning of warnings) {
    reasonsByCode.set(warning.code, [...(reasonsByCode.get(warning.code) ?? []), ...warning.reasons]);
  }
  return (
    <Space size={4} wrap>
      {[...reasonsByCode].map(([code, reasons]) => {
        const tag = <WarningTag key={code} code={code} />;
        return reasons.length === 0 ? (
          tag
        ) : (
          <Tooltip key={code} title={reasons.join('; ')}>
            <span>{tag}</span>
          </Tooltip>
        );
      })}
    </Space>
  );
}
