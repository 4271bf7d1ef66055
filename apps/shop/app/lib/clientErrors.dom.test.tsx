import { createTestRoot, removeTestRoot } from '@escale/ui/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportClientError, useClientErrorReporting } from './clientErrors';

let container: HTMLDivElement;
let root: Root;
const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
  Promise.resolve(new Response(null, { status: 204 })),
);

function Page() {
  useClientErrorReporting('it_IT');
  return null;
}

/** The logs the page posted, as the gateway receives them. */
const posted = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url,
    body: JSON.parse(String(init?.body)) as Record<string, string>,
  }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  ({ container, root } = createTestRoot());
  act(() => root.render(<Page />));
});

afterEach(() => {
  removeTestRoot({ container, root });
  vi.unstubAllGlobals();
});

describe('useClientErrorReporting', () => {
  it('S-458 logs a window error with level ERROR, location application.client.error, the locale and the message cut at 256 characters', () => {
    window.dispatchEvent(new ErrorEvent('error', { error: new Error(`Boom ${'x'.repeat(300)}`) }));
    expect(posted()).toEqual([
      {
        url: '/gateway/logs',
        body: {
          level: 'ERROR',
          locale: 'it_IT',
          location: 'application.client.error',
          message: `Boom ${'x'.repeat(251)}`,
        },
      },
    ]);
  });

  it('S-458 logs an unhandled rejection, but not an aborted request', () => {
    const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });
    window.dispatchEvent(rejection(new TypeError('Failed to fetch')));
    window.dispatchEvent(rejection(new DOMException('The user aborted a request.', 'AbortError')));
    expect(posted().map(({ body }) => body.message)).toEqual(['Failed to fetch']);
  });

  it('S-335 logs a flow’s failure with its own location', () => {
    reportClientError('Wallet failed', 'application.client.checkout');
    expect(posted()[0]?.body).toMatchObject({
      location: 'application.client.checkout',
      message: 'Wallet failed',
    });
  });

  it('stops listening when the page goes', () => {
    act(() => root.unmount());
    window.dispatchEvent(new ErrorEvent('error', { message: 'after' }));
    expect(fetchMock).not.toHaveBeenCalled();
    root = createRoot(container);
  });
});
