import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  RegistrationDetailRow,
  registrationDetailCall,
  reuseDetailCall,
} from '@simdesk/contract/modules/real-name';
import type { BackToList } from '../../components/detail-page/back-to-list';
import { RecordDetailColumns, RecordDetailFrame } from '../../components/detail-page/record-detail-frame';
import { CarrierAnswer } from './carrier-answer';
import { RegistrationSummary } from './registration-summary';
import { RegistrationTimeline } from './registration-timeline';

/** A call answering one registration with its history: the real-name list's, or the reuse page's. */
export type RegistrationDetailCall = typeof registrationDetailCall | typeof reuseDetailCall;

export interface RegistrationDetailFrameProps {
  /** The detail call of the page's own right. */
  call: RegistrationDetailCall;
  back: BackToList;
  /** The page's own actions on the registration (a reveal), beside the way back. */
  actions?: (registration: RegistrationDetailRow) => ReactNode;
}

/**
 * A registration's detail page: its card and holder (masked), what the carrier answered, and its history,
 * read through the page's own call.
 */
export function RegistrationDetailFrame({ call, back, actions }: RegistrationDetailFrameProps) {
  const { t } = useTranslation();
  return (
    <RecordDetailFrame<RegistrationDetailCall>
      call={call}
      missing={{
        noRecord: t('realName:detail.noRegistration'),
        notFound: t('realName:detail.notFound'),
        notFoundHint: t('realName:detail.notFoundHint'),
      }}
      back={back}
    >
      {(registration) => (
        <>
          <RegistrationSummary registration={registration} actions={actions?.(registration)} />
          <RecordDetailColumns>
            <CarrierAnswer registration={registration} />
            <RegistrationTimeline events={registration.events} />
          </RecordDetailColumns>
        </>
      )}
    </RecordDetailFrame>
  );
}
