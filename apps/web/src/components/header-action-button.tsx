import type { ReactNode } from 'react';
import { Badge, Button, Tooltip, type BadgeProps } from 'antd';
import { headerActionClassName } from './header-action-class';

export interface HeaderActionButtonProps {
  inverse: boolean;
  icon: ReactNode;
  /** The button has no text: this is its tooltip and its accessible name. */
  label: string;
  onClick: () => void;
  /** A count of what waits behind the button (unread messages, running tasks). */
  badge?: Omit<BadgeProps, 'children'>;
}

/** An icon button of the header. */
export function HeaderActionButton({ inverse, icon, label, onClick, badge }: HeaderActionButtonProps) {
  const button = (
    <Button
      type="text"
      className={headerActionClassName(inverse)}
      icon={icon}
      aria-label={label}
      onClick={onClick}
    />
  );
  return (
    <Tooltip title={label}>
      {badge ? (
        <Badge size="small" offset={[-6, 6]} {...badge}>
          {button}
        </Badge>
      ) : (
        button
      )}
    </Tooltip>
  );
}
