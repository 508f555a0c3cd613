import { Alert, Card, Flex, Result, Spin, Typography } from 'antd';
import { SmileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  serviceHallFaceCheckCall,
  type FaceCheckRow,
  type ServiceHallStateRow,
} from '@simdesk/contract/modules/real-name';
import { FormError } from '../../../components/forms/form-error';
import { PictureButtons } from './picture-buttons';
import { usePictureCall } from './use-picture-call';

/** Why the last check did not pass, and how many tries are left. */
function NotPassed({ check, attemptsLeft }: { check: FaceCheckRow; attemptsLeft: number }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t(
        check.livenessPassed ? 'realName:serviceHall.face.notMatched' : 'realName:serviceHall.face.notLive',
      )}
      description={t('realName:serviceHall.face.attemptsLeft', { number: attemptsLeft })}
    />
  );
}

/** Step three: a live photo of the owner, compared with the card's portrait; passed, the registration is sent. */
export function FaceStep({ token, state }: { token: string; state: ServiceHallStateRow }) {
  const { t } = useTranslation();
  const check = usePictureCall(serviceHallFaceCheckCall, (picture) => ({ token, picture }));
  const failed = check.answer?.passed === false ? check.answer : undefined;
  // The answer's own state is the newest until the page's state is read again.
  const attemptsLeft = Math.min(state.faceAttemptsLeft, failed?.state.faceAttemptsLeft ?? Infinity);
  if (attemptsLeft <= 0) {
    return (
      <Result
        status="warning"
        title={t('realName:serviceHall.face.noAttempts')}
        subTitle={t('realName:serviceHall.askDealer')}
      />
    );
  }
  return (
    <Card size="small" title={t('realName:serviceHall.face.title')}>
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" className="service-hall-intro">
          {t('realName:serviceHall.face.intro')}
        </Typography.Paragraph>
        <Spin spinning={check.busy} description={t('realName:serviceHall.face.checking')}>
          <div className="face-picture">
            {check.preview === undefined ? (
              <SmileOutlined />
            ) : (
              <img src={check.preview} alt={t('realName:serviceHall.face.title')} />
            )}
          </div>
        </Spin>
        {failed && !check.busy && <NotPassed check={failed} attemptsLeft={attemptsLeft} />}
        <FormError message={check.refusal} />
        <PictureButtons
          camera="user"
          takeLabel={t('realName:serviceHall.face.take')}
          chooseLabel={t('realName:serviceHall.face.choose')}
          disabled={check.busy}
          onPicture={check.send}
        />
      </Flex>
    </Card>
  );
}
