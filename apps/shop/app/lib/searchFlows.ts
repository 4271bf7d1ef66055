import { type Clock, type Flow, flowMemoryOf, flows, type SearchCriteria, switchFlow } from '@escale/domain';
import { useHydrated } from '@escale/ui';
import { useEffect } from 'react';
import { searchHref } from './searchUrl';
import { useFlowMemory } from './visitorState';

/**
 * The search page's flow links (S-050, S-051): each flow's search from these criteria; what a stay
 * search puts aside comes back on the way back from the activity flow.
 */
export function useFlowHrefs(
  market: string,
  flow: Flow,
  criteria: SearchCriteria,
  clock: Clock,
): Record<Flow, string> {
  const hydrated = useHydrated();
  const [flowMemory, setFlowMemory] = useFlowMemory();
  const memory = flow === 'activity' ? flowMemory : flowMemoryOf(criteria);
  const memoryKey = JSON.stringify(memory);
  useEffect(() => {
    if (hydrated && flow !== 'activity') setFlowMemory(JSON.parse(memoryKey));
  }, [hydrated, flow, memoryKey, setFlowMemory]);
  return Object.fromEntries(
    flows.map((to) => [
      to,
      searchHref(market, switchFlow(criteria, flow, to, memory, clock).criteria, { flow: to }),
    ]),
  ) as Record<Flow, string>;
}
