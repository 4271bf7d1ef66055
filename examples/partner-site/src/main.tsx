import { I18nProvider } from '@escale/i18n';
import { Button, Heading, Stack, ThemeProvider } from '@escale/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { partnerTheme } from './theme.css';

function App() {
  return (
    <ThemeProvider theme={{ name: 'partner-plum', className: partnerTheme }}>
      <Stack>
        <Heading level={1}>Week-ends Azur</Heading>
        <Button>Réserver</Button>
      </Stack>
    </ThemeProvider>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <I18nProvider locale="fr_BE">
        <App />
      </I18nProvider>
    </StrictMode>,
  );
