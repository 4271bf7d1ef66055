import { RecentlyViewed } from '@escale/blocks';
import { marketHref } from '@escale/domain';
import { useRecentlyViewed } from '../lib/recentlyViewed';
import { useRootData } from '../root';

/** The stays the visitor opened in this market (S-436), read from the browser once the page runs. */
export default function RecentlyViewedSection() {
  const { locale, marketPath } = useRootData();
  const items = useRecentlyViewed(locale);
  return <RecentlyViewed items={items} hrefOf={(uri) => marketHref(marketPath ?? '', uri)} />;
}
