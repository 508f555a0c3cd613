import { useEffect, useState } from 'react';
import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServiceHallStateRow } from '@simdesk/contract/modules/real-name';
import { carrierAnswer } from './service-hall-state';

/** How often the page asks whether the carrier answered. */
export const answerRefreshMilliseconds = 5_000;

// Most carriers answer within a minute or two; longer usually means a person at the carrier reviews it.
const longWaitMilliseconds = 2 * 60_000;

/** Whether the owner has waited long for the carrier's answer since this step showed. */
function useLongWait(waiting: boolean): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setLong(true), longWaitMilliseconds);
    return () => clearTimeout(timer);
  }, [waiting]);
  return waiting && long;
}

/** Step four: submitted, then the carrier's answer as the page reads it again (registered, refused). */
export function ResultStep({ state }: { state: ServiceHallStateRow }) {
  const { t } = useTranslation();
  const answer = carrierAnswer(state);
  const longWait = useLongWait(answer === 'waiting');
  if (answer === 'registered') {
    return (
      <Result
        status="success"
        title={t('realName:serviceHall.result.registered')}
        subTitle={t('realName:serviceHall.result.registeredHint')}
      />
    );
  }
  if (answer === 'refused') {
    return (
      <Result
        status="error"
        title={t('realName:serviceHall.result.refused')}
        subTitle={
          <>
            {state.refusalReason !== null && <p>{state.refusalReason}</p>}
            <p>{t('realName:serviceHall.askDealer')}</p>
          </>
        }
      />
    );
  }
  return (
    <Result
      icon={<Spin size="large" />}
      title={t(longWait ? 'realName:serviceHall.result.review' : 'realName:serviceHall.result.submitted')}
      subTitle={t(
        longWait ? 'realName:serviceHall.result.reviewHint' : 'realName:serviceHall.result.submittedHint',
        { seconds: answerRefreshMilliseconds / 1000 },
      )}
    />
  );
}
