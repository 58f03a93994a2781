import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n } from './lib/i18n.ts';
import './styles.css';

initI18n();

if (import.meta.env.PROD) {
  // SPEC §8: console warnings and errors are silenced in production builds.
  console.warn = () => undefined;
  console.error = () => undefined;
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
