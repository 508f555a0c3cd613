import { Button, Popconfirm } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { collectionCancelCall, type CollectionRow } from '@simdesk/contract/modules/real-name';
import { useCallMutation } from '../../../api/use-call-mutation';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { withdrawableStages } from '../../../features/real-name/collection-cells';

/**
 * "Withdraw link", asked first: the link stops working at once. Offered while the owner has not submitted, to
 * operators granted the collection page's disable action.
 */
export function WithdrawLinkButton({
  collection,
}: {
  collection: Pick<CollectionRow, 'id' | 'iccid' | 'stage'>;
}) {
  const { t } = useTranslation();
  const allowed = useCallAllowed(collectionCancelCall);
  const withdraw = useCallMutation(collectionCancelCall, {
    successText: () => t('realName:collecting.withdraw.done', { iccid: collection.iccid }),
  });
  if (!allowed || !withdrawableStages.includes(collection.stage)) return null;
  return (
    <Popconfirm
      title={t('realName:collecting.withdraw.confirm', { iccid: collection.iccid })}
      description={t('realName:collecting.withdraw.hint')}
      okText={t('realName:collecting.withdraw.button')}
      okButtonProps={{ danger: true }}
      cancelText={t('common:cancel')}
      onConfirm={() => withdraw.mutateAsync({ id: collection.id }).catch(() => undefined)}
    >
      <Button danger icon={<StopOutlined />} loading={withdraw.isSending}>
        {t('realName:collecting.withdraw.button')}
      </Button>
    </Popconfirm>
  );
}
