import { type ComponentType, Suspense, use, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { type DeferredComponent, type DeferredOptions, deferred, preloadDeferred } from './deferred';

interface PartProps {
  label: string;
  tags?: readonly string[];
  onSelect?: () => void;
}

/** The deferred part: a link and a button that counts its presses once it is interactive. */
function Part({ label }: PartProps) {
  const [count, setCount] = useState(0);
  return (
    <section>
      <a href="#elsewhere">{label}</a>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        pressed {count}
      </button>
    </section>
  );
}

/** What the part waits for in the browser, as a message still on its way. */
let pending: Promise<void> = Promise.resolve();

/** Whether the live part shows more than the server's: a notice with its own button, first. */
let hasNotice = false;
let noticePresses = 0;

/** The part, suspending while `pending` is. */
function WaitingPart(props: PartProps) {
  use(pending);
  if (!hasNotice) return <Part {...props} />;
  return (
    <>
      <aside>
        <button type="button" onClick={() => (noticePresses += 1)}>
          Dismiss
        </button>
      </aside>
      <Part {...props} />
    </>
  );
}

/** A loader whose promise the test settles, and how often it was asked. */
function controlledLoader() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = vi.fn(async (): Promise<ComponentType<PartProps>> => {
    await gate;
    return WaitingPart;
  });
  return { load, release };
}

function Page({
  Deferred,
  label,
  spacer,
}: {
  Deferred: DeferredComponent<PartProps>;
  label: string;
  spacer: number;
}) {
  // Rebuilt on every render, as pages do.
  const tags = ['calm', 'spa'];
  return (
    <Suspense fallback={<p>Whole page loading</p>}>
      <main>
        <h1>Top</h1>
        <div style={{ height: spacer }} />
        <Deferred label={label} tags={tags} onSelect={() => tags.push('chosen')} />
      </main>
    </Suspense>
  );
}

let root: Root | null = null;
let container: HTMLElement | null = null;

let consoleErrors: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleErrors = vi.spyOn(console, 'error');
});

afterEach(() => {
  // No hydration mismatch, no error of any kind.
  expect(consoleErrors).not.toHaveBeenCalled();
  consoleErrors.mockRestore();
  root?.unmount();
  container?.remove();
  root = null;
  container = null;
});

/** The server's HTML of the page (with every part's code loaded), hydrated with a browser copy. */
async function hydrated(label: string, spacer: number, options?: DeferredOptions<PartProps>) {
  const server = deferred(async () => Part);
  await server.preload();
  const html = renderToString(<Page Deferred={server} label={label} spacer={spacer} />);
  const browser = controlledLoader();
  const Deferred = deferred(browser.load, options);
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  window.scrollTo(0, 0);
  const serverLink = container.querySelector('a');
  const element = container;
  root = hydrateRoot(element, <Page Deferred={Deferred} label={label} spacer={spacer} />);
  await hydration();
  return { ...browser, Deferred, serverLink, container: element };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
/** Hydration has run once the server's button answers presses or stays as it was. */
const hydration = () => settle();

describe('deferred', () => {
  it('the server renders the part in full once its code is preloaded', async () => {
    const Deferred = deferred(async () => Part);
    await preloadDeferred();
    const html = renderToString(<Deferred label="Conditions" />);
    expect(html).toContain('<a href="#elsewhere">Conditions</a>');
    expect(html).toContain('pressed <!-- -->0');
  });

  it('keeps the server markup and loads nothing until the part nears the window', async () => {
    const page = await hydrated('Far below', 5_000);
    await settle();
    expect(page.load).not.toHaveBeenCalled();
    expect(page.container.querySelector('a')).toBe(page.serverLink);
    page.container.querySelector('section')?.scrollIntoView();
    await vi.waitFor(() => expect(page.load).toHaveBeenCalledTimes(1));
    page.release();
    await vi.waitFor(() => expect(page.container.querySelector('a')).not.toBe(page.serverLink));
    expect(page.container.querySelectorAll('section')).toHaveLength(1);
    page.container.querySelector('button')?.click();
    await vi.waitFor(() => expect(page.container.querySelector('button')?.textContent).toBe('pressed 1'));
  });

  it('a part already in view wakes at once', async () => {
    const page = await hydrated('In view', 0);
    await vi.waitFor(() => expect(page.load).toHaveBeenCalledTimes(1));
    page.release();
    await vi.waitFor(() => expect(page.container.querySelector('a')).not.toBe(page.serverLink));
  });

  it('a part in view that wakes when used, not seen, stays asleep until it is pressed', async () => {
    const page = await hydrated('Header', 0, { wakesInView: false });
    await settle();
    expect(page.load).not.toHaveBeenCalled();
    expect(page.container.querySelector('a')).toBe(page.serverLink);
    page.container.querySelector('button')?.click();
    await vi.waitFor(() => expect(page.load).toHaveBeenCalledTimes(1));
    page.release();
    await vi.waitFor(() => expect(page.container.querySelector('button')?.textContent).toBe('pressed 1'));
  });

  it('focus moved into the inert markup stays on the same link once the part is interactive', async () => {
    const page = await hydrated('Focus me', 5_000);
    page.serverLink?.focus();
    expect(document.activeElement).toBe(page.serverLink);
    page.release();
    await vi.waitFor(() => expect(page.container.querySelector('a')).not.toBe(page.serverLink));
    expect(document.activeElement).toBe(page.container.querySelector('a'));
    expect(document.activeElement?.textContent).toBe('Focus me');
  });

  it('once the focus is back on its twin, later renders leave the focus where the visitor moves it', async () => {
    const page = await hydrated('Focus once', 5_000);
    page.serverLink?.focus();
    page.release();
    await vi.waitFor(() => expect(page.container.querySelector('a')).not.toBe(page.serverLink));
    expect(document.activeElement).toBe(page.container.querySelector('a'));
    const elsewhere = document.createElement('button');
    elsewhere.textContent = 'Elsewhere';
    document.body.append(elsewhere);
    try {
      elsewhere.focus();
      root?.render(<Page Deferred={page.Deferred} label="Focus once" spacer={4_000} />);
      await settle();
      expect(document.activeElement).toBe(elsewhere);
    } finally {
      elsewhere.remove();
    }
  });

  it('a press on a control before its code arrives happens once the part is interactive', async () => {
    const page = await hydrated('Press me', 5_000);
    page.container.querySelector('button')?.click();
    await vi.waitFor(() => expect(page.load).toHaveBeenCalledTimes(1));
    expect(page.container.querySelector('button')?.textContent).toBe('pressed 0');
    page.release();
    await vi.waitFor(() => expect(page.container.querySelector('button')?.textContent).toBe('pressed 1'));
  });

  it('a mouse press under way keeps the inert markup until its click, which then happens once', async () => {
    const page = await hydrated('Hold me', 5_000);
    const serverButton = page.container.querySelector('button');
    if (!serverButton) throw new Error('The part has a button');
    serverButton.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    serverButton.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    page.release();
    await settle();
    // Loaded, but the button under the pressed mouse is still the server's.
    expect(page.container.querySelector('button')).toBe(serverButton);
    serverButton.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'mouse' }));
    serverButton.click();
    await vi.waitFor(() => expect(page.container.querySelector('button')?.textContent).toBe('pressed 1'));
    await settle();
    expect(page.container.querySelector('button')?.textContent).toBe('pressed 1');
  });

  it.each([
    ['gives no click', false],
    ['clicks the new button', true],
  ])(
    'a mouse press that begins as the code arrives and ends on the new markup presses it once, when the browser %s',
    async (_, browserClicks) => {
      const page = await hydrated('Late press', 5_000);
      const serverButton = page.container.querySelector('button');
      if (!serverButton) throw new Error('The part has a button');
      serverButton.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
      page.release();
      // The code arrives in microtasks; the swap starts before the press, React renders it after.
      for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
      serverButton.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
      await vi.waitFor(() => expect(serverButton.isConnected).toBe(false));
      const twin = page.container.querySelector('button');
      if (!twin) throw new Error('The live part has a button');
      twin.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'mouse' }));
      if (browserClicks) twin.click();
      await vi.waitFor(() => expect(page.container.querySelector('button')?.textContent).toBe('pressed 1'));
      await settle();
      expect(page.container.querySelector('button')?.textContent).toBe('pressed 1');
    },
  );

  it('a press before the code arrives goes to the same control when the live part renders more', async () => {
    hasNotice = true;
    try {
      const page = await hydrated('Moved', 5_000);
      page.container.querySelector('button')?.click();
      page.release();
      await vi.waitFor(() => expect(page.container.querySelector('aside')).not.toBeNull());
      await vi.waitFor(() =>
        expect(page.container.querySelector('section button')?.textContent).toBe('pressed 1'),
      );
      expect(noticePresses).toBe(0);
    } finally {
      hasNotice = false;
    }
  });

  it('a link pressed before the code is at hand is a plain link; once it is, the part takes the press', async () => {
    /** Presses the link; false when something held back the browser's own following of it. */
    const press = (link: Element | null | undefined) =>
      link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    const page = await hydrated('Link', 5_000);
    expect(press(page.serverLink)).toBe(true);
    expect(page.load).not.toHaveBeenCalled();
    window.history.replaceState(null, '', window.location.pathname);

    page.Deferred.preload();
    page.release();
    await settle();
    expect(page.container.querySelector('a')).toBe(page.serverLink);
    expect(press(page.serverLink)).toBe(false);
    await vi.waitFor(() => expect(page.container.querySelector('a')).not.toBe(page.serverLink));
    await vi.waitFor(() => expect(window.location.hash).toBe('#elsewhere'));
    window.history.replaceState(null, '', window.location.pathname);
  });

  it('props rebuilt with the same values, and new functions, leave the part asleep', async () => {
    const page = await hydrated('Same', 5_000);
    root?.render(<Page Deferred={page.Deferred} label="Same" spacer={5_000} />);
    await settle();
    expect(page.load).not.toHaveBeenCalled();
    expect(page.container.querySelector('a')).toBe(page.serverLink);
  });

  it('a part that suspends as it wakes keeps the server markup on screen until it can render', async () => {
    let arrive: () => void = () => {};
    pending = new Promise((resolve) => {
      arrive = resolve;
    });
    const page = await hydrated('Waiting', 0);
    page.release();
    await vi.waitFor(() => expect(page.load).toHaveBeenCalledTimes(1));
    await settle();
    expect(page.container.querySelector('a')).toBe(page.serverLink);
    expect(page.container.textContent).not.toContain('Whole page loading');
    arrive();
    await vi.waitFor(() => expect(page.container.querySelector('a')).not.toBe(page.serverLink));
    expect(page.container.querySelector('a')?.textContent).toBe('Waiting');
  });

  it('new props wake the part at once and it shows them', async () => {
    const page = await hydrated('Before', 5_000);
    const element = page.container;
    root?.render(<Page Deferred={page.Deferred} label="After" spacer={5_000} />);
    await vi.waitFor(() => expect(page.load).toHaveBeenCalledTimes(1));
    expect(element.querySelector('a')?.textContent).toBe('Before');
    page.release();
    await vi.waitFor(() => expect(element.querySelector('a')?.textContent).toBe('After'));
  });

  it('rendered first in the browser, it shows the fallback made from its props until its code arrives', async () => {
    const browser = controlledLoader();
    const Deferred = deferred(browser.load, {
      fallback: ({ label }: PartProps) => <p role="status">Loading {label}</p>,
    });
    container = document.createElement('div');
    document.body.append(container);
    const element = container;
    root = createRoot(element);
    root.render(<Page Deferred={Deferred} label="Rooms" spacer={0} />);
    await vi.waitFor(() =>
      expect(element.querySelector('[role="status"]')?.textContent).toBe('Loading Rooms'),
    );
    expect(browser.load).toHaveBeenCalledTimes(1);
    browser.release();
    await vi.waitFor(() => expect(element.querySelector('a')?.textContent).toBe('Rooms'));
    expect(element.querySelector('[role="status"]')).toBeNull();
  });
});
