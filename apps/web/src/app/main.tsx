import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/shared/i18n/i18n';
import '@/shared/theme/theme.css';
import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// First render once the visitor's catalogue is in, so a Tagalog visitor never sees English flash.
void initI18n().finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
