import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// The React root of a DOM (jsdom) test of a hook or a component: the ui's tests and the shop's
// share it. Not published (package.json "files").

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

export interface TestRoot {
  container: HTMLDivElement;
  root: Root;
}

/** A React root in a new container of the document, with React's act() environment on. */
export function createTestRoot(): TestRoot {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  return { container, root: createRoot(container) };
}

/** Unmounts the root and takes its container out of the document. */
export function removeTestRoot({ container, root }: TestRoot): void {
  act(() => root.unmount());
  container.remove();
}
