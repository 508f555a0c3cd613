import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/console-app';
import { applyLocale } from './i18n/locale-support';
import { getSettings } from './settings/settings-store';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// The first render waits for the language's texts; if they fail to load the console still starts.
void applyLocale(getSettings().language)
  .catch(() => undefined)
  .then(() =>
    root.render(
      <StrictMode>
        <ConsoleApp />
      </StrictMode>,
    ),
  );
