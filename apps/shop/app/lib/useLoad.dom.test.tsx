import { createTestRoot, removeTestRoot } from '@escale/ui/testing';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Loaded, useLoad } from './useLoad';

/** A promise the test settles, and whether its load was aborted. */
interface Pending<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal;
}

/** Loads that wait for the test, one per key, and never stop by themselves when aborted. */
function controlledLoads<T>() {
  const pending = new Map<string, Pending<T>>();
  const load = (key: string) => (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => pending.set(key, { resolve, reject, signal }));
  const settle = async (key: string, value: T) => {
    const entry = pending.get(key);
    if (!entry) throw new Error(`No load for ${key}`);
    await act(async () => entry.resolve(value));
  };
  return { pending, load, settle };
}

let container: HTMLDivElement;
let root: Root;
let shown: Loaded<string[]>;

/** The hotel offers drawer as the search page uses it: the offers of the hotel it was opened for. */
function Drawer({
  hotelId,
  load,
}: {
  hotelId: number | null;
  load: (key: string) => (signal: AbortSignal) => Promise<string[]>;
}) {
  const key = hotelId === null ? null : `drawer|${hotelId}`;
  shown = useLoad(key, key ? load(key) : () => Promise.resolve([]));
  return <p>{shown.status === 'ready' ? shown.data.join(',') : shown.status}</p>;
}

/** A page whose server rendered `server-key`. */
function Page({ pageKey, load }: { pageKey: string; load: (signal: AbortSignal) => Promise<string> }) {
  const page = useLoad(pageKey, load, { initial: { key: 'server-key', data: 'server' } });
  return <p>{page.status === 'ready' ? page.data : page.status}</p>;
}

/** Facets for a filter draft, loaded once the draft has settled. */
function Facets({ draft, load }: { draft: string; load: (signal: AbortSignal) => Promise<string> }) {
  useLoad(`facets|${draft}`, load, { delayMs: 200 });
  return null;
}

beforeEach(() => {
  ({ container, root } = createTestRoot());
});

afterEach(() => {
  removeTestRoot({ container, root });
  vi.useRealTimers();
});

/** Renders, then lets the load's timer start it. */
async function render(element: React.ReactNode) {
  await act(async () => root.render(element));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('useLoad', () => {
  it('a slow answer for one hotel never lands in the drawer of another hotel', async () => {
    const loads = controlledLoads<string[]>();
    await render(<Drawer hotelId={1} load={loads.load} />);
    expect(container.textContent).toBe('loading');
    // The visitor closes the first drawer and opens another hotel's before the first answer came.
    await render(<Drawer hotelId={2} load={loads.load} />);
    expect(loads.pending.get('drawer|1')?.signal.aborted).toBe(true);
    await loads.settle('drawer|2', ['offer 2a', 'offer 2b']);
    expect(container.textContent).toBe('offer 2a,offer 2b');
    // The first hotel's answer arrives late, although its request was aborted: it is not shown.
    await loads.settle('drawer|1', ['offer 1a']);
    expect(container.textContent).toBe('offer 2a,offer 2b');
    expect(shown).toEqual({ status: 'ready', data: ['offer 2a', 'offer 2b'] });
  });

  it('shows an answer only while its key is on screen, the previous data meanwhile', async () => {
    const loads = controlledLoads<string[]>();
    await render(<Drawer hotelId={1} load={loads.load} />);
    await loads.settle('drawer|1', ['offer 1a']);
    await render(<Drawer hotelId={2} load={loads.load} />);
    expect(shown).toEqual({ status: 'loading', previous: ['offer 1a'] });
    // The answer for hotel 2 comes once the drawer shows hotel 3: hotel 3 is still loading.
    await render(<Drawer hotelId={3} load={loads.load} />);
    await loads.settle('drawer|2', ['offer 2a']);
    expect(shown.status).toBe('loading');
    await loads.settle('drawer|3', ['offer 3a']);
    expect(container.textContent).toBe('offer 3a');
  });

  it('keeps a failure with its key, and ignores the failure of an aborted load', async () => {
    const loads = controlledLoads<string[]>();
    await render(<Drawer hotelId={1} load={loads.load} />);
    await render(<Drawer hotelId={2} load={loads.load} />);
    await act(async () => loads.pending.get('drawer|1')?.reject(new Error('500 for hotel 1')));
    expect(shown.status).toBe('loading');
    await act(async () => loads.pending.get('drawer|2')?.reject(new Error('500 for hotel 2')));
    expect(shown).toMatchObject({ status: 'error', error: new Error('500 for hotel 2') });
  });

  it('serves the server’s data for the key it rendered, without loading', async () => {
    const load = vi.fn((_signal: AbortSignal) => Promise.resolve('browser'));
    await render(<Page pageKey="server-key" load={load} />);
    expect(container.textContent).toBe('server');
    expect(load).not.toHaveBeenCalled();
    await render(<Page pageKey="other-key" load={load} />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('browser');
  });

  it('waits for a draft to settle: a newer key within the delay cancels the wait', async () => {
    vi.useFakeTimers();
    const load = vi.fn((_signal: AbortSignal) => Promise.resolve('facets'));
    await act(async () => root.render(<Facets draft="a" load={load} />));
    await act(async () => vi.advanceTimersByTime(150));
    await act(async () => root.render(<Facets draft="ab" load={load} />));
    await act(async () => vi.advanceTimersByTime(150));
    expect(load).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(60));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
