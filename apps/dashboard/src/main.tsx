import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadI18n } from './lib/i18n.ts';
import './styles.css';

if (import.meta.env.PROD) {
  // SPEC §8: console warnings and errors are silenced in production builds.
  console.warn = () => undefined;
  console.error = () => undefined;
}

// The page's language's catalogue first (a chunk of its own), then the app.
void loadI18n().then(() => {
  const root = document.getElementById('root');
  if (root)
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
});
