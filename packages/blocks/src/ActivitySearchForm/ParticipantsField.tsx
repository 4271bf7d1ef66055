import {
  ACTIVITY_PARTICIPANTS,
  activityParticipantsOf,
  type SearchCriteria,
  setCriterion,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { Button, PaxStepper } from '@escale/ui';
import { Users } from '@escale/ui/icons';
import { useState } from 'react';
import { FieldPanel, FieldTrigger } from '../SearchBox/SearchField';

export interface ParticipantsFieldProps {
  criteria: SearchCriteria;
  /** Called with the participants (the adults, `a`) when the panel closes. */
  onChange: (criteria: SearchCriteria) => void;
}

/** The participants of an activity search: 1 to 2 (G-17, S-289), committed however the panel closes. */
export function ParticipantsField({ criteria, onChange }: ParticipantsFieldProps) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  const participants = activityParticipantsOf(criteria);
  const [draft, setDraft] = useState(participants);

  const changeOpen = (next: boolean) => {
    if (next === isOpen) return;
    if (next) setDraft(participants);
    else if (draft !== criteria.a) onChange(setCriterion(criteria, 'a', draft));
    setOpen(next);
  };

  return (
    <FieldPanel
      title={t('activitySearch.participants')}
      isOpen={isOpen}
      onOpenChange={changeOpen}
      trigger={
        <FieldTrigger
          icon={<Users size={20} />}
          label={t('activitySearch.participants')}
          value={t('activitySearch.participantsCount', { count: isOpen ? draft : participants })}
        />
      }
      footer={<Button onPress={() => changeOpen(false)}>{t('activitySearch.confirm')}</Button>}
    >
      <PaxStepper
        label={t('activitySearch.participants')}
        description={t('activitySearch.participantsHint', ACTIVITY_PARTICIPANTS)}
        minValue={ACTIVITY_PARTICIPANTS.min}
        maxValue={ACTIVITY_PARTICIPANTS.max}
        value={draft}
        onChange={setDraft}
      />
    </FieldPanel>
  );
}
