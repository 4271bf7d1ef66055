import {
  Button,
  Drawer,
  DrawerContent,
  DrawerTrigger,
  Heading,
  Pagination,
  type PaginationModel,
  RangeCalendar,
  type RangeCalendarValue,
  Stack,
  Text,
  ThemeProvider,
  UiStringsProvider,
} from '@escale/ui';
import { uiStringsFr } from '@escale/ui/strings';
import { StrictMode, useState } from 'react';
import { I18nProvider } from 'react-aria';
import { createRoot } from 'react-dom/client';
import { partnerTheme } from './theme.css';

const today = new Date().toISOString().slice(0, 10);
const inOneYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;

/** The partner's own pages of 24 offers out of 130: every page shown. */
function pages(current: number): PaginationModel {
  const pageCount = 6;
  return {
    pageCount,
    from: current * 24 + 1,
    to: Math.min((current + 1) * 24, 130),
    total: 130,
    previous: current > 0 ? current - 1 : null,
    next: current < pageCount - 1 ? current + 1 : null,
    items: Array.from({ length: pageCount }, (_, page) => ({
      type: 'page',
      page,
      isCurrent: page === current,
    })),
  };
}

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
                minValue={today}
                maxValue={inOneYear}
                today={today}
                value={dates}
                onChange={setDates}
                showActions
              />
            </DrawerContent>
          </Drawer>
          <Text>{dates ? `${dates.start} → ${dates.end}` : 'Aucune date choisie'}</Text>
          <Pagination model={pages(page)} hrefForPage={(p) => (p ? `?page=${p}` : '?')} />
        </Stack>
      </main>
    </ThemeProvider>
  );
}

const root = document.getElementById('root');
if (root) {
  // Dates follow react-aria's locale; ui's own words (Close, Validate, Page 2…) and numbers its provider.
  createRoot(root).render(
    <StrictMode>
      <I18nProvider locale="fr-BE">
        <UiStringsProvider catalog={uiStringsFr} locale="fr-BE">
          <App />
        </UiStringsProvider>
      </I18nProvider>
    </StrictMode>,
  );
}
