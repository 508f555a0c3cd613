import { passwordStrength, ruleMessageKeys, type PasswordStrength } from '@simdesk/contract';
import { useTranslation } from 'react-i18next';
import './password-strength-meter.css';

const filledSegments: Record<PasswordStrength, number> = { short: 1, medium: 2, strong: 3 };

/** Short, medium or strong (spec §5), as three bars and a word; nothing until something is typed. */
export function PasswordStrengthMeter({ password }: { password: string | undefined }) {
  const { t } = useTranslation();
  if (!password) return null;
  const strength = passwordStrength(password);
  return (
    <div className={`password-strength password-strength-${strength}`} aria-live="polite">
      <div className="password-strength-bars" aria-hidden="true">
        {[1, 2, 3].map((segment) => (
          <span key={segment} className={segment <= filledSegments[strength] ? 'filled' : undefined} />
        ))}
      </div>
      <span className="password-strength-label">{t(ruleMessageKeys.password.strength[strength])}</span>
    </div>
  );
}
