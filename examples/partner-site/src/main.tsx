import { PartnerBanner, PartnerConditions, PartnerStays } from '@escale/blocks';
import { compiledMessagesFor, I18nProvider as MessagesProvider } from '@escale/i18n';
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

/** The partner's own pictures; here drawn inline, as a partner's CDN would serve them. */
const picture = (width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f2e3ec"/><circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.15}" fill="#f2b84b"/><path d="M0 ${height * 0.75} Q ${width / 2} ${height * 0.45} ${width} ${height * 0.7} V ${height} H 0 Z" fill="#7a1f5c"/></svg>`,
  )}`;

const CONDITIONS =
  'Offre valable pour une chambre double occupée par 2 personnes. Certains séjours exigent un minimum de 2 nuits. Paiement par moyens électroniques uniquement (carte bancaire, portefeuille en ligne). Nombre de places limité. Réservations du 1er mars au 30 juin 2027.';

const STAYS = ['Week-end à Bruges', 'Escapade à Namur', 'Séjour gourmand à Liège'];

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
          <PartnerBanner
            partnerName="Week-ends Azur"
            bannerUrls={{ desktop: picture(960, 540), mobile: picture(640, 360) }}
            logoUrl={picture(120, 80)}
          />
          <PartnerStays
            title="Nos séjours pour vous"
            emptyText="Aucun séjour pour le moment"
            cards={STAYS.map((stay) => (
              <Heading key={stay} level={3}>
                {stay}
              </Heading>
            ))}
          />
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
          <PartnerConditions text={CONDITIONS} />
        </Stack>
      </main>
    </ThemeProvider>
  );
}

const root = document.getElementById('root');
if (root) {
  // Dates follow react-aria's locale; ui's own words (Close, Validate, Page 2…) and numbers its
  // provider; the blocks' words (the conditions' heading…) come from @escale/i18n's catalog.
  createRoot(root).render(
    <StrictMode>
      <I18nProvider locale="fr-BE">
        <MessagesProvider locale="fr_BE" messages={compiledMessagesFor('fr_BE')}>
          <UiStringsProvider catalog={uiStringsFr} locale="fr-BE">
            <App />
          </UiStringsProvider>
        </MessagesProvider>
      </I18nProvider>
    </StrictMode>,
  );
}
