import {
  changePax,
  PAX_LIMITS,
  type Pax,
  type PaxKind,
  paxOf,
  type SearchCriteria,
  setCriterion,
  showsFamilyMessage,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { Button, PaxStepper } from '@escale/ui';
import { Info, Users } from 'lucide-react';
import { type FocusEvent, useRef, useState } from 'react';
import { FieldPanel, FieldTrigger } from '../SearchBox/SearchField';
import * as styles from './TravellersField.css';

export interface TravellersFieldProps {
  criteria: SearchCriteria;
  /** Called with the new travellers when the selector closes, however it closes (S-015). */
  onChange: (criteria: SearchCriteria) => void;
  /** Visible but not editable, as in the gifting and activity flows (S-004). */
  isDisabled?: boolean;
}

const kinds: readonly PaxKind[] = ['adults', 'children', 'babies'];

/**
 * The traveller selector, "Who are you going with?" (S-014): adults 1–20, children and babies 0–10
 * with their ages (S-017, S-018). It opens when reached with the keyboard or pressed, and commits
 * on Confirm, Escape or a press outside (S-015); the single room follows the children and babies
 * (S-019). With children or babies and a theme other than family, a family message shows (S-020).
 */
export function TravellersField({ criteria, onChange, isDisabled = false }: TravellersFieldProps) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState<Pax>(() => paxOf(criteria));
  const panelRef = useRef<HTMLDivElement>(null);
  const pax = isOpen ? draft : paxOf(criteria);

  const changeOpen = (next: boolean) => {
    if (next === isOpen) return;
    if (next) {
      setDraft(paxOf(criteria));
    } else {
      const committed = setCriterion(
        setCriterion(setCriterion(criteria, 'a', draft.adults), 'c', draft.children),
        'b',
        draft.babies,
      );
      if (committed !== criteria) onChange(committed);
    }
    setOpen(next);
  };

  // Focus from another element opens it, unless a press gave it (the press toggles it) or focus
  // is coming back from the panel as it closes.
  const isPressing = useRef(false);
  const onFocus = (event: FocusEvent<HTMLButtonElement>) => {
    const from = event.relatedTarget;
    if (isPressing.current || !(from instanceof Node)) return;
    if (panelRef.current?.closest('[role="dialog"]')?.contains(from)) return;
    changeOpen(true);
  };

  const summary = t('travellers.summary', { adults: pax.adults, children: pax.children, babies: pax.babies });
  return (
    <FieldPanel
      title={t('travellers.prompt')}
      isOpen={isOpen}
      onOpenChange={changeOpen}
      trigger={
        <FieldTrigger
          icon={<Users size={20} />}
          label={t('travellers.label')}
          value={summary}
          isDisabled={isDisabled}
          onFocus={onFocus}
          onPointerDown={() => {
            isPressing.current = true;
          }}
          onClick={() => {
            isPressing.current = false;
          }}
        />
      }
      footer={<Button onPress={() => changeOpen(false)}>{t('travellers.confirm')}</Button>}
    >
      <div ref={panelRef} className={styles.steppers}>
        {kinds.map((kind) => (
          <PaxStepper
            key={kind}
            label={t(`travellers.${kind}`)}
            description={t(`travellers.${kind}Hint`)}
            minValue={PAX_LIMITS[kind].min}
            maxValue={PAX_LIMITS[kind].max}
            value={draft[kind]}
            onChange={(value) => setDraft((current) => changePax(current, kind, value))}
          />
        ))}
        <div aria-live="polite" className={styles.message}>
          {showsFamilyMessage({ c: draft.children, b: draft.babies, theme: criteria.theme }) ? (
            <p className={styles.family}>
              <span className={styles.familyIcon} aria-hidden="true">
                <Info size={20} />
              </span>
              {t('travellers.familyMessage')}
            </p>
          ) : null}
        </div>
      </div>
    </FieldPanel>
  );
}
