import { type Pax, paxOf, type SearchCriteria, setCriterion, showsFamilyMessage } from '@escale/domain';
import { TravellersPicker } from './TravellersPicker';

export interface TravellersFieldProps {
  criteria: SearchCriteria;
  /** Called with the new travellers when the selector closes, however it closes (S-015). */
  onChange: (criteria: SearchCriteria) => void;
  /** Visible but not editable, as in the gifting and activity flows (S-004). */
  isDisabled?: boolean;
}

/**
 * The traveller selector, "Who are you going with?" (S-014): adults 1–20, children and babies 0–10
 * with their ages (S-017, S-018). It opens when reached with the keyboard or pressed, and commits
 * on Confirm, Escape or a press outside (S-015); the single room follows the children and babies
 * (S-019). With children or babies and a theme other than family, a family message shows (S-020).
 */
export function TravellersField({ criteria, onChange, isDisabled = false }: TravellersFieldProps) {
  const commit = (pax: Pax) =>
    onChange(
      setCriterion(setCriterion(setCriterion(criteria, 'a', pax.adults), 'c', pax.children), 'b', pax.babies),
    );
  return (
    <TravellersPicker
      value={paxOf(criteria)}
      onChange={commit}
      showsFamilyMessage={(draft) =>
        showsFamilyMessage({ c: draft.children, b: draft.babies, theme: criteria.theme })
      }
      opensOnFocus
      isDisabled={isDisabled}
    />
  );
}
