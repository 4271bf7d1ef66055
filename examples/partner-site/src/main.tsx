import { I18nProvider, messagesFor } from '@escale/i18n';
import {
  Button,
  Drawer,
  DrawerContent,
  DrawerTrigger,
  Heading,
  Pagination,
  RangeCalendar,
  type RangeCalendarValue,
  Stack,
  Text,
  ThemeProvider,
} from '@escale/ui';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { partnerTheme } from './theme.css';

const today = new Date().toISOString().slice(0, 10);

function App() {
  const [dates, setDates] = useState<RangeCalendarValue | null>(null);
  const page = Number(new URLSearchParams(window.location.search).get('page') ?? 0);
  return (
    <ThemeProvider theme={{ name: 'partner-plum', className: partnerTheme }}>
      <main>
        <Stack space="6">
          <Heading level={1}>Week-ends Azur</Heading>
          <Drawer>
            <DrawerTrigger asChild>
              <Button>Choisir mes dates</Button>
            </DrawerTrigger>
            <DrawerContent title="Vos dates de séjour">
              <RangeCalendar
                today={today}
                hour={new Date().getHours()}
                value={dates}
                onChange={setDates}
                showActions
              />
            </DrawerContent>
          </Drawer>
          <Text>{dates ? `${dates.start} → ${dates.end}` : 'Aucune date choisie'}</Text>
          <Pagination page={page} pageSize={24} total={130} hrefForPage={(p) => (p ? `?page=${p}` : '?')} />
        </Stack>
      </main>
    </ThemeProvider>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider locale="fr_BE" messages={messagesFor('fr_BE')}>
        <App />
      </I18nProvider>
    </StrictMode>,
  );
}
