import { ConsentBanner } from '@escale/blocks';
import { footerPageHref, maySend } from '@escale/domain';
import { useEffect } from 'react';
import { storeConsent, useConsent } from '../lib/consent';
import { useRootData } from '../root';

// The consent to audience measurement in the browser: its own chunk, loaded once the page runs.

/** Starts the collector once the visitor accepted, on this page or an earlier one. */
function useCollector() {
  const { locale } = useRootData();
  const choice = useConsent();
  useEffect(() => {
    if (maySend(choice))
      void import('../lib/collector').then((collector) => collector.startCollector(locale));
  }, [choice, locale]);
  return choice;
}

/** The banner until the visitor chooses; then nothing, the collector running if they accepted. */
export function ConsentPrompt() {
  const { locale, marketPath } = useRootData();
  const choice = useCollector();
  if (choice !== null) return null;
  return (
    <ConsentBanner
      choice={null}
      onChoose={storeConsent}
      policyHref={footerPageHref(locale, marketPath ?? '', 'cookies')}
    />
  );
}

/** The cookie policy's settings: the choice, and Refuse and Accept to change it. */
export function ConsentSettings() {
  const choice = useConsent();
  return <ConsentBanner variant="settings" choice={choice} onChoose={storeConsent} />;
}
