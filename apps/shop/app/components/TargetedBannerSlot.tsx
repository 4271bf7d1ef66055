import { TargetedBanner } from '@escale/blocks';
import type { Flow, SearchCriteria, TargetedBanner as TargetedBannerData } from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { loadTargetedBanner, targetingKey } from '../lib/banners';
import { dataOr, useLoad } from '../lib/useLoad';

export interface TargetedBannerSlotProps {
  locale: Locale;
  flow: Flow;
  criteria: SearchCriteria;
  marketPath: string;
  /** What the server chose for its criteria (the hash never reaches it). */
  initial: { key: string; banner: TargetedBannerData | null };
}

/**
 * The targeted banner above the results (S-375, S-377): the server's for its criteria, and once
 * the hash changes where or what is searched, the one for the new criteria. A failed call shows
 * nothing (S-374).
 */
export function TargetedBannerSlot({ locale, flow, criteria, marketPath, initial }: TargetedBannerSlotProps) {
  const loaded = useLoad(
    targetingKey(locale, flow, criteria),
    (signal) => loadTargetedBanner(locale, flow, criteria, marketPath, signal),
    { initial: { key: initial.key, data: initial.banner } },
  );
  return <TargetedBanner banner={dataOr(loaded, null)} headingLevel={2} />;
}
