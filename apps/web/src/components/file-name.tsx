import { Tooltip, Typography } from 'antd';
import { fileNameTooltipThreshold, needsFileNameTooltip } from '@simdesk/contract';

/** A file name as lists show it: cut past the threshold, the whole name in a tooltip (spec §9). */
export function FileName({ name }: { name: string }) {
  if (!needsFileNameTooltip(name)) return <Typography.Text>{name}</Typography.Text>;
  const shortened = `${Array.from(name).slice(0, fileNameTooltipThreshold).join('')}…`;
  return (
    <Tooltip title={name}>
      <Typography.Text aria-label={name}>{shortened}</Typography.Text>
    </Tooltip>
  );
}
