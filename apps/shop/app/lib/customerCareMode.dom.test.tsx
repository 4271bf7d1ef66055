import { createTestRoot, removeTestRoot } from '@escale/ui/testing';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CUSTOMER_CARE_KEY, useCustomerCareMode } from './customerCareMode';

let container: HTMLDivElement;
let root: Root;

function Mode() {
  return <p>{useCustomerCareMode() ? 'customer care' : 'public'}</p>;
}

/** A tab at `entry` that can then follow links inside the shop. */
async function openTab(entry: string) {
  const router = createMemoryRouter([{ path: '*', element: <Mode /> }], { initialEntries: [entry] });
  await act(async () => root.render(<RouterProvider router={router} />));
  return {
    go: (to: string) => act(async () => void (await router.navigate(to))),
    shown: () => container.textContent,
  };
}

beforeEach(() => {
  sessionStorage.clear();
  ({ container, root } = createTestRoot());
});

afterEach(() => removeTestRoot({ container, root }));

describe('G-05 customer-care mode', () => {
  it('G-05 ?mode=CUSTOMER_CARE turns it on, and the tab keeps it on pages without the parameter', async () => {
    const tab = await openTab('/fr/search?mode=CUSTOMER_CARE');
    expect(tab.shown()).toBe('customer care');
    expect(sessionStorage.getItem(CUSTOMER_CARE_KEY)).toBe('"CUSTOMER_CARE"');
    await tab.go('/fr/stay/1');
    expect(tab.shown()).toBe('customer care');
    expect(document.cookie).not.toContain('CUSTOMER_CARE');
  });

  it('G-05 ?mode=PUBLIC turns it off for the rest of the tab', async () => {
    const tab = await openTab('/fr?mode=CUSTOMER_CARE');
    await tab.go('/fr/search?mode=PUBLIC');
    expect(tab.shown()).toBe('public');
    await tab.go('/fr/stay/1');
    expect(tab.shown()).toBe('public');
    expect(sessionStorage.getItem(CUSTOMER_CARE_KEY)).toBe('"PUBLIC"');
  });

  it('G-05 a tab that kept the mode shows it on a fresh page load; a tab that did not is public', async () => {
    const fresh = await openTab('/fr');
    expect(fresh.shown()).toBe('public');
    sessionStorage.setItem(CUSTOMER_CARE_KEY, '"CUSTOMER_CARE"');
    removeTestRoot({ container, root });
    ({ container, root } = createTestRoot());
    const kept = await openTab('/fr');
    expect(kept.shown()).toBe('customer care');
  });
});
