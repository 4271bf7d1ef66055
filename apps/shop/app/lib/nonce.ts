import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the document being rendered on the server
 * (`lib/contentSecurity.ts`), for the inline scripts of our own; none in the browser, which adds
 * nothing inline.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
