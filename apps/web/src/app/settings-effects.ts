import { useEffect } from 'react';
import { applyLocale } from '../i18n/locale-support';
import type { ConsoleSettings } from '../settings/settings';

/** Applies the settings that live outside React's tree: language everywhere, the colour-weak filter. */
export function useSettingsEffects(settings: ConsoleSettings): void {
  useEffect(() => {
    void applyLocale(settings.language);
  }, [settings.language]);
  useEffect(() => {
    document.documentElement.classList.toggle('color-weak', settings.colorWeak);
  }, [settings.colorWeak]);
}
