import { useEffect, useMemo, useRef, useState } from 'react';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { collectionStage } from '@simdesk/contract';
import {
  serviceHallOpenCall,
  serviceHallTokenSchema,
  type ServiceHallStateRow,
} from '@simdesk/contract/modules/real-name';
import { useCallRowQuery } from '../../../api/use-call-query';
import { FullPageSpin } from '../../../components/full-page-spin';
import { usePageContext } from '../../../routing/page-context';
import { ConfirmStep } from './confirm-step';
import { DocumentStep } from './document-step';
import { FaceStep } from './face-step';
import { answerRefreshMilliseconds, ResultStep } from './result-step';
import { refusalWords, serviceHallStatuses } from './service-hall-refusal';
import { CardFacts, LinkProblem, ServiceHallFrame } from './service-hall-frame';
import { carrierAnswer, currentStep, hallSteps, isClosed, isSubmitted } from './service-hall-state';
import '../../../features/real-name/real-name.css';

/** The steps as the bar above the content shows them. */
function HallSteps({ state, confirming }: { state: ServiceHallStateRow; confirming: boolean }) {
  const { t } = useTranslation();
  const step = currentStep(state, confirming);
  const answer = carrierAnswer(state);
  return (
    <Steps
      size="small"
      titlePlacement="vertical"
      responsive={false}
      current={hallSteps.indexOf(step)}
      status={answer === 'refused' ? 'error' : answer === 'registered' ? 'finish' : 'process'}
      items={hallSteps.map((name) => ({ key: name, title: t(`realName:serviceHall.steps.${name}`) }))}
    />
  );
}

/** An open link's page: where the card stands, the steps, and the step the owner is at. */
function OpenHall({ token, state }: { token: string; state: ServiceHallStateRow }) {
  const [confirming, setConfirming] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const step = currentStep(state, confirming);
  // A step is long on a phone: the next one starts at the top, not where the owner tapped.
  useEffect(() => {
    top.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);
  return (
    <ServiceHallFrame>
      <div ref={top} className="service-hall-top">
        <CardFacts state={state} />
      </div>
      <HallSteps state={state} confirming={confirming} />
      {step === 'documents' && (
        <DocumentStep token={token} state={state} onNext={() => setConfirming(true)} />
      )}
      {step === 'confirm' && <ConfirmStep token={token} state={state} onBack={() => setConfirming(false)} />}
      {step === 'face' && <FaceStep token={token} state={state} />}
      {step === 'result' && <ResultStep state={state} />}
    </ServiceHallFrame>
  );
}

/**
 * /serviceHall?token=…: the car buyer registers their SIM card in their own name, on their phone, with the
 * link the dealer sent — no sign-in, the link is the key. ID card pictures, the data read from them confirmed,
 * a live photo, then the carrier's answer.
 */
export function ServiceHallPage() {
  const { t } = useTranslation();
  const { search } = usePageContext();
  const token = useMemo(() => new URLSearchParams(search).get('token') ?? '', [search]);
  const wellFormed = serviceHallTokenSchema.safeParse(token).success;
  const open = useCallRowQuery(
    serviceHallOpenCall,
    { token },
    {
      enabled: wellFormed,
      silentStatuses: serviceHallStatuses,
      refetchEvery: (state) =>
        isSubmitted(state) && carrierAnswer(state) === 'waiting' && answerRefreshMilliseconds,
    },
  );
  const invalid = t('realName:serviceHall.linkInvalid');
  if (!wellFormed) return <LinkProblem message={invalid} />;
  const state = open.data;
  // A later read that fails (a network hiccup while waiting) leaves the page as it was.
  if (state === undefined && open.isError) return <LinkProblem message={refusalWords(open.error, invalid)} />;
  if (state === undefined) return <FullPageSpin />;
  if (isClosed(state)) {
    const expired = state.stage === collectionStage.byName.expired;
    return (
      <LinkProblem message={t(expired ? 'realName:serviceHall.expired' : 'realName:serviceHall.withdrawn')} />
    );
  }
  return <OpenHall token={token} state={state} />;
}
