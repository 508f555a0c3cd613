import { ApiOutlined, IdcardOutlined, LineChartOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/brand-mark';

const sellingPoints = [
  { key: 'connectivity', icon: <LineChartOutlined /> },
  { key: 'pools', icon: <ApiOutlined /> },
  { key: 'realName', icon: <IdcardOutlined /> },
  { key: 'lifecycle', icon: <SafetyCertificateOutlined /> },
] as const;

/** The left half of the sign-in pages: what the console is for, drawn with CSS only. */
export function WelcomePanel({ platformName }: { platformName: string | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="welcome-panel" aria-label={t('auth:welcome.label')}>
      <div className="welcome-glow welcome-glow-one" aria-hidden="true" />
      <div className="welcome-glow welcome-glow-two" aria-hidden="true" />
      <div className="welcome-content">
        <div className="welcome-brand">
          <BrandMark size={40} />
          <span className="welcome-brand-name">{platformName ?? t('common:productName')}</span>
        </div>
        <h1 className="welcome-title">{t('auth:welcome.title')}</h1>
        <p className="welcome-pitch">{t('auth:welcome.pitch')}</p>
        <ul className="welcome-points">
          {sellingPoints.map((point) => (
            <li key={point.key} className="welcome-point">
              <span className="welcome-point-icon" aria-hidden="true">
                {point.icon}
              </span>
              <span>
                <strong>{t(`auth:welcome.points.${point.key}.title`)}</strong>
                <span className="welcome-point-text">{t(`auth:welcome.points.${point.key}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="welcome-chip" aria-hidden="true">
        <span className="welcome-chip-contacts" />
      </div>
    </section>
  );
}
