import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * react-aria hides the rest of the page from assistive technology while a combobox's list is open
 * (`aria-hidden` on everything but the input and the list), because its lists usually live in a
 * portal far from their input. Ours drops right under its input, where a screen reader reaches it
 * in order, so the hiding only left the page's links and buttons focusable inside hidden regions
 * (axe: aria-hidden-focus). This gives the page back: what was not hidden before the list opened
 * is not hidden while it is open. Call it above react-aria's combobox, whose effects run first.
 */
export function usePageStaysReadable(isOpen: boolean) {
  const hiddenBefore = useRef<Set<Element>>(new Set());
  useLayoutEffect(() => {
    if (isOpen) hiddenBefore.current = new Set(document.querySelectorAll('[aria-hidden="true"]'));
  }, [isOpen]);
  useEffect(() => {
    if (!isOpen) return;
    for (const element of document.querySelectorAll('[aria-hidden="true"]')) {
      if (!hiddenBefore.current.has(element)) element.removeAttribute('aria-hidden');
    }
  }, [isOpen]);
}
