import { useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HeaderActionButton } from '../../../components/header-action-button';
import { useSession } from '../../../session/session-store';
import { MessageDrawer } from './message-drawer';
import { useMessageCounts } from './use-message-centre';

/** The header bell: unread messages of every tab the operator has, and the message drawer. */
export function MessageCentreButton({ inverse = false }: { inverse?: boolean }) {
  const session = useSession();
  // Every signed-in operator has a message centre (spec §6 hides it from no one).
  if (session.token === undefined) return null;
  return <MessageCentre inverse={inverse} />;
}

function MessageCentre({ inverse }: { inverse: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const counts = useMessageCounts(true);
  const rows = counts.data?.rows ?? [];
  const unread = rows.reduce((sum, row) => sum + row.unreadCount, 0);
  const openDrawer = () => {
    setOpen(true);
    void counts.refetch();
  };
  return (
    <>
      <HeaderActionButton
        inverse={inverse}
        icon={<BellOutlined />}
        label={t('messages:centre.open')}
        onClick={openDrawer}
        badge={{ count: unread, title: t('messages:centre.badgeTitle', { count: unread }) }}
      />
      <MessageDrawer open={open} onClose={() => setOpen(false)} counts={rows} />
    </>
  );
}
