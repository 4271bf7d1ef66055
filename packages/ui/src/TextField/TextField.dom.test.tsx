import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestRoot, removeTestRoot, type TestRoot } from '../testing';
import { TextField } from './TextField';

let testRoot: TestRoot;
let sends = 0;

beforeEach(() => {
  sends = 0;
  testRoot = createTestRoot();
  act(() =>
    testRoot.root.render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sends += 1;
        }}
      >
        <TextField label="Name" isRequired />
        <button type="submit">Send</button>
      </form>,
    ),
  );
});

afterEach(() => removeTestRoot(testRoot));

const input = () => testRoot.container.querySelector('input') as HTMLInputElement;
const send = () => testRoot.container.querySelector('button') as HTMLButtonElement;
const message = () => testRoot.container.querySelector('[id$="-error"]')?.textContent ?? null;
const press = (type: string) => send().dispatchEvent(new Event(type, { bubbles: true }));
const afterTasks = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('TextField', () => {
  it('a field left by a press on Send shows its message once the press ends: Send does not move under the pointer', async () => {
    act(() => input().focus());
    press('pointerdown');
    act(() => send().focus());
    expect(message()).toBeNull();
    press('pointerup');
    act(() => send().click());
    expect(sends).toBe(1);
    await afterTasks();
    expect(message()).toBe('Mandatory field');
  });

  it('a field left by the keyboard shows its message at once', () => {
    act(() => input().focus());
    act(() => send().focus());
    expect(message()).toBe('Mandatory field');
  });
});
