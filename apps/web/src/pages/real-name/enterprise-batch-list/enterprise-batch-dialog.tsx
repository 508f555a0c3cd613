import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { enterpriseBatchSubmitCall } from '@simdesk/contract/modules/real-name';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import type { OpenedByButton } from '../../../components/permission/dialog-call-button';
import { batchDetailPath } from '../../../features/real-name/real-name-cells';
import { EnterpriseBatchFields } from './enterprise-batch-fields';
import { toEnterpriseBatchObj, type EnterpriseBatchValues } from './enterprise-batch-values';

// Most enterprises show the unified social credit code; most people a resident identity card.
const newBatch: Partial<EnterpriseBatchValues> = {
  company: { certificateType: 'S' },
  responsiblePerson: { documentType: 'A' },
};

/**
 * Registers pasted cards to an enterprise; once sent, the batch's own page follows the carrier's answers.
 */
export function EnterpriseBatchDialog({ open, onClose }: OpenedByButton) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <FormDialog<typeof enterpriseBatchSubmitCall, EnterpriseBatchValues, never>
      open={open}
      name="enterpriseBatch"
      title={t('realName:batch.title')}
      call={enterpriseBatchSubmitCall}
      width={720}
      maskClosable={false}
      okText={t('realName:batch.submit')}
      initialValues={newBatch}
      toObj={toEnterpriseBatchObj}
      successText={(batch) =>
        t('realName:batch.submitted', { number: batch.cardCount, name: batch.enterpriseName })
      }
      onSaved={(batch) => void navigate(batchDetailPath(batch.id))}
      onClose={onClose}
    >
      <EnterpriseBatchFields />
    </FormDialog>
  );
}
