import { compiledMessagesFor, I18nProvider } from '@escale/i18n';
import { ThemeProvider } from '@escale/ui';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ActivitySearchForm } from '../ActivitySearchForm';
import {
  fixtureClock,
  fixtureCriteria,
  fixtureRecentSearches,
  fixtureSuggestions,
  fixtureThemes,
  fixtureUserPosition,
} from '../fixtures/search';
import { SearchBox, type SearchBoxProps } from './SearchBox';

const props: SearchBoxProps = {
  flow: 'booking',
  criteria: fixtureCriteria,
  destinationLabel: 'Lyon',
  themes: fixtureThemes,
  today: fixtureClock,
  actionHref: '/fr/search',
  recentSearches: fixtureRecentSearches,
  loadSuggestions: async (term) => fixtureSuggestions(term),
  locateUser: async () => fixtureUserPosition,
  onSearch: () => {},
  onRecentSearchesChange: () => {},
};

/** The server's HTML, parsed as the browser gets it before any JavaScript runs. */
function serverHtml(element: ReactElement): Document {
  const html = renderToString(
    <I18nProvider locale="fr_FR" messages={compiledMessagesFor('fr_FR')}>
      <ThemeProvider theme="escale">{element}</ThemeProvider>
    </I18nProvider>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

/** What the form would send: its named fields, as a GET query. */
function query(form: HTMLFormElement): string {
  return new URLSearchParams(
    [...new FormData(form).entries()].map(([name, value]) => [name, String(value)]),
  ).toString();
}

describe('SearchBox on the server', () => {
  it('renders a GET form that searches without JavaScript', () => {
    const form = serverHtml(<SearchBox {...props} />).querySelector('form');
    if (!form) throw new Error('No form');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/fr/search');
    expect(query(form)).toBe(
      'destination=Lyon&a=2&c=0&b=0&checkin=2026-06-12&checkout=2026-06-14&night=2&theme=12&city=lyon&flow=booking&from=searchbar',
    );
  });

  it('renders the destination as a plain labelled input, the combobox loading later', () => {
    const document = serverHtml(<SearchBox {...props} />);
    const input = document.querySelector<HTMLInputElement>('input[name="destination"]');
    if (!input) throw new Error('No destination input');
    expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Destination');
    expect(input.getAttribute('role')).toBeNull();
    expect(document.querySelector('[role="listbox"]')).toBeNull();
  });

  it('renders the mobile summary as a disclosure unfolding the same form, for use before JavaScript', () => {
    const document = serverHtml(<SearchBox {...props} />);
    const summary = document.querySelector('details > summary');
    expect(summary?.textContent).toMatch(/^Modifier votre recherche,Lyon12.14 juin · Bien-être · 2 adultes$/);
    const unfolded = document.querySelector<HTMLFormElement>('details > form');
    const bar = [...document.querySelectorAll('form')].find((form) => !form.closest('details'));
    if (!unfolded || !bar) throw new Error('Missing a form');
    expect(unfolded.getAttribute('action')).toBe('/fr/search');
    expect(query(unfolded)).toBe(query(bar));
  });
});

describe('ActivitySearchForm on the server', () => {
  it('sends the activity flow and the city radius', () => {
    const form = serverHtml(
      <ActivitySearchForm
        criteria={{ a: 2, c: 0, b: 0, s: false, city: 'lyon', distanceMax: 30 }}
        destinationLabel="Lyon"
        themes={fixtureThemes}
        actionHref="/fr/activities/search"
        recentSearches={[]}
        loadSuggestions={async (term) => fixtureSuggestions(term)}
        onSearch={() => {}}
        onRecentSearchesChange={() => {}}
      />,
    ).querySelector('form');
    if (!form) throw new Error('No form');
    expect(form.getAttribute('action')).toBe('/fr/activities/search');
    expect(query(form)).toBe(
      'destination=Lyon&a=2&c=0&b=0&distanceMax=30&city=lyon&flow=activity&from=searchbar',
    );
  });
});
