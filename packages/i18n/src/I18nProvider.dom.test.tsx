import { act, type ReactNode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CompiledMessages, compiledMessagesFor, type MessageId } from './catalog';
import { I18nProvider, useFormat, useT, useWholeCatalog } from './I18nProvider';

function Copy() {
  const t = useT();
  const format = useFormat();
  return (
    <p>{`${t('calendar.validate')} | ${t('calendar.minimumStay', { nights: 2 })} | ${format.perPerson(4500)}`}</p>
  );
}

describe('I18nProvider', () => {
  it('formats texts and plurals from a compiled catalog sent as JSON with the page', () => {
    const messages: CompiledMessages = JSON.parse(JSON.stringify(compiledMessagesFor('fr_FR')));
    const html = renderToString(
      <I18nProvider locale="fr_FR" messages={messages}>
        <Copy />
      </I18nProvider>,
    );
    expect(html.replace(/\u00a0|\u202f/g, ' ')).toBe(
      '<p>Valider | Séjour minimum : 2 nuits | 45 € / pers</p>',
    );
  });

  it('tells who asks which messages a render shows (a server records a page’s messages)', () => {
    const shown = new Set<MessageId>();
    renderToString(
      <I18nProvider locale="fr_FR" messages={compiledMessagesFor('fr_FR')} onMessage={(id) => shown.add(id)}>
        <Copy />
      </I18nProvider>,
    );
    expect([...shown].sort()).toEqual(['calendar.minimumStay', 'calendar.validate', 'price.perPerson']);
  });
});

function Message({ id, whole = false }: { id: MessageId; whole?: boolean }) {
  useWholeCatalog(whole);
  const t = useT();
  return <p>{t(id)}</p>;
}

let root: Root | undefined;
let container: HTMLDivElement | undefined;

async function render(ui: ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(ui));
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

const shown = () => [...(container?.querySelectorAll('p') ?? [])].map((p) => p.textContent);

describe('I18nProvider with the messages its first page showed', () => {
  const catalog = compiledMessagesFor('fr_FR');
  const share: Partial<CompiledMessages> = { 'calendar.validate': catalog['calendar.validate'] };

  it.each([
    ['a page reached in the browser (useWholeCatalog)', true],
    ['a part asking for a message the page did not carry', false],
  ])('shows the page’s messages; %s waits for the whole catalog and never shows an id', async (_, whole) => {
    let resolve: (messages: CompiledMessages) => void = () => undefined;
    const loadCatalog = vi.fn(() => new Promise<CompiledMessages>((done) => (resolve = done)));
    await render(
      <I18nProvider locale="fr_FR" messages={share} loadCatalog={loadCatalog}>
        <Message id="calendar.validate" />
        <Suspense fallback={<p>…</p>}>
          <Message id="breadcrumb.label" whole={whole} />
        </Suspense>
      </I18nProvider>,
    );
    expect(shown()).toEqual(['Valider', '…']);
    expect(loadCatalog).toHaveBeenCalledTimes(1);
    await act(async () => resolve(catalog));
    expect(shown()).toEqual(['Valider', "Fil d'Ariane"]);
    expect(loadCatalog).toHaveBeenCalledTimes(1);
  });

  it('loads the rest of the catalog once the page is idle', async () => {
    vi.useFakeTimers();
    try {
      const loadCatalog = vi.fn(async () => catalog);
      await render(
        <I18nProvider locale="fr_FR" messages={share} loadCatalog={loadCatalog}>
          <Message id="calendar.validate" />
        </I18nProvider>,
      );
      expect(loadCatalog).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(2_000));
      expect(loadCatalog).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('still shows the page when the catalog cannot be loaded (offline)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadCatalog = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await render(
      <I18nProvider locale="fr_FR" messages={share} loadCatalog={loadCatalog}>
        <Suspense fallback={<p>…</p>}>
          <Message id="breadcrumb.label" whole />
          <Message id="calendar.title" />
        </Suspense>
      </I18nProvider>,
    );
    expect(shown()).toEqual(['breadcrumb.label', 'calendar.title']);
    expect(error).toHaveBeenCalledWith('The page was sent without the message breadcrumb.label');
    error.mockRestore();
  });
});
