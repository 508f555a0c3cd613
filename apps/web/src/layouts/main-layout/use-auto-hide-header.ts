import { useEffect, useState } from 'react';

// Scrolled less than this, the header always shows.
const revealZone = 64;

/** With a fixed header and auto-hide on: hidden while scrolling down, back on any scroll up. */
export function useAutoHideHeader(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y > lastY && y > revealZone) setHidden(true);
      else if (y < lastY || y <= revealZone) setHidden(false);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return enabled && hidden;
}
