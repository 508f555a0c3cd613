import { WarningOutlined } from '@ant-design/icons';
import { Card, Flex, Progress, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { testingCapacityCall } from '@simdesk/contract/modules/real-name';
import { useCallQuery } from '../../../api/use-call-query';

/**
 * How many of the company's testers test now of the most that may (spec §9: five), as a bar of one step per
 * tester; in the warning colour once full, saying no other tester can start.
 */
export function TestingCapacityStrip() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const capacity = useCallQuery(testingCapacityCall, {}).data?.rows[0];
  if (capacity === undefined) return null;
  const { executing, maximum } = capacity;
  const full = executing >= maximum;
  const text = t('realNameTesting:capacity.executing', { executing, maximum });
  return (
    <Card size="small" className="testing-capacity">
      <Flex align="center" gap={16} wrap>
        <Typography.Text strong>{text}</Typography.Text>
        <Progress
          aria-label={text}
          steps={maximum}
          percent={maximum === 0 ? 0 : (executing / maximum) * 100}
          strokeColor={full ? token.colorWarning : token.colorPrimary}
          showInfo={false}
        />
        {full && (
          <Typography.Text type="warning" role="status">
            <WarningOutlined /> {t('realNameTesting:capacity.full')}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
