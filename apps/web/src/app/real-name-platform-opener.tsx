import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { realNameLoginCall } from '@simdesk/contract';
import { callApiForRow } from '../api/call-api';

// The location keys already handled, so a double effect (StrictMode) opens one window.
const opened = new Set<string>();

/**
 * Spec §2: an operator whose company uses the external real-name platform does not navigate to a real-name
 * page; the platform opens in a new window and the console stays where it was.
 */
export function RealNamePlatformOpener() {
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (opened.has(location.key)) return;
    opened.add(location.key);
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const stayWhereWeWere = () => {
      if (historyIndex > 0) void navigate(-1);
      else void navigate('/', { replace: true });
    };
    callApiForRow(realNameLoginCall, {})
      .then(({ url }) => {
        window.open(url, '_blank', 'noopener');
      })
      .catch(() => undefined)
      .finally(stayWhereWeWere);
  }, [location.key, navigate]);

  return null;
}
