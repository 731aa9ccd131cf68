import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { sessionStore } from '@petfoster/platform';
import { App } from './app/app';
import './styles/global.css';

// SPEC 4: a stored, still valid token restores the session before the first render.
sessionStore.getState().restore();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}
