import { createTestRoot, removeTestRoot } from '@escale/ui/testing';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GIFT_MESSAGE_KEY, useGiftMessage } from './useGiftMessage';

let container: HTMLDivElement;
let root: Root;
let write: ReturnType<typeof useGiftMessage>[1] = () => undefined;

function Form() {
  const [value, setValue] = useGiftMessage();
  write = setValue;
  return <p>{`${value.fromName}|${value.message}`}</p>;
}

beforeEach(() => {
  localStorage.clear();
  ({ container, root } = createTestRoot());
});

afterEach(() => removeTestRoot({ container, root }));

describe('useGiftMessage', () => {
  it('S-278 keeps the form in local storage under one key, and a new page reads it back', async () => {
    await act(async () => root.render(<Form />));
    expect(container.textContent).toBe('|');
    await act(async () => write({ fromName: 'Léa', message: 'Bon week-end' }));
    expect(container.textContent).toBe('Léa|Bon week-end');
    expect(JSON.parse(localStorage.getItem(GIFT_MESSAGE_KEY) ?? '')).toEqual({
      fromName: 'Léa',
      message: 'Bon week-end',
    });
    // A reload: a fresh tree reads the stored values.
    await act(async () => root.unmount());
    ({ container, root } = createTestRoot());
    await act(async () => root.render(<Form />));
    expect(container.textContent).toBe('Léa|Bon week-end');
  });

  it('S-278 reads a stored value that is not a gift form as an empty form', async () => {
    localStorage.setItem(GIFT_MESSAGE_KEY, JSON.stringify({ fromName: 12 }));
    await act(async () => root.render(<Form />));
    expect(container.textContent).toBe('|');
  });
});
