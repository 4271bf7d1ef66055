import { changePax, PAX_LIMITS, type Pax, type PaxKind } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Button, PaxStepper } from '@escale/ui';
import { Info, Users } from '@escale/ui/icons';
import { type FocusEvent, useRef, useState } from 'react';
import { FieldPanel, FieldTrigger } from '../SearchBox/SearchField';
import * as styles from './TravellersField.css';

export interface TravellersPickerProps {
  /** The committed travellers. */
  value: Pax;
  /** Called with the new travellers when the panel closes, however it closes, if they changed. */
  onChange: (pax: Pax) => void;
  /** Whether the family message shows for a draft (S-020); never when absent. */
  showsFamilyMessage?: (draft: Pax) => boolean;
  /** Opens the panel when the trigger gets keyboard focus, as the search box's fields do. */
  opensOnFocus?: boolean;
  /** Visible but not editable, as in the gifting and activity flows (S-004). */
  isDisabled?: boolean;
}

const kinds: readonly PaxKind[] = ['adults', 'children', 'babies'];

/**
 * A "Travellers" field and its panel, "Who are you going with?" (S-014): adults 1–20, children and
 * babies 0–10 with their ages (S-017, S-018, S-245). The steppers edit a draft committed on
 * Confirm, Escape or a press outside (S-015).
 */
export function TravellersPicker({
  value,
  onChange,
  showsFamilyMessage,
  opensOnFocus = false,
  isDisabled = false,
}: TravellersPickerProps) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState<Pax>(value);
  const panelRef = useRef<HTMLDivElement>(null);
  const pax = isOpen ? draft : value;

  const changeOpen = (next: boolean) => {
    if (next === isOpen) return;
    if (next) {
      setDraft(value);
    } else if (
      draft.adults !== value.adults ||
      draft.children !== value.children ||
      draft.babies !== value.babies
    ) {
      onChange(draft);
    }
    setOpen(next);
  };

  // Focus from another element opens it, unless a press gave it (the press toggles it) or focus
  // is coming back from the panel as it closes.
  const isPressing = useRef(false);
  const onFocus = (event: FocusEvent<HTMLButtonElement>) => {
    const from = event.relatedTarget;
    if (!opensOnFocus || isPressing.current || !(from instanceof Node)) return;
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
            onChange={(next) => setDraft((current) => changePax(current, kind, next))}
          />
        ))}
        {showsFamilyMessage ? (
          <div aria-live="polite" className={styles.message}>
            {showsFamilyMessage(draft) ? (
              <p className={styles.family}>
                <span className={styles.familyIcon} aria-hidden="true">
                  <Info size={20} />
                </span>
                {t('travellers.familyMessage')}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </FieldPanel>
  );
}
