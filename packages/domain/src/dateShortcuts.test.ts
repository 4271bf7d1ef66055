import { describe, expect, it } from 'vitest';
import { CAMPAIGN_DATE_SHORTCUTS, dateShortcuts, weekendShortcuts } from './dateShortcuts';

describe('weekendShortcuts', () => {
  it('S-125 offers this and next Saturday-to-Sunday from a Monday', () => {
    expect(weekendShortcuts({ today: '2026-06-08', hour: 10 })).toEqual([
      { name: 'thisWeekend', checkin: '2026-06-13', checkout: '2026-06-14' },
      { name: 'nextWeekend', checkin: '2026-06-20', checkout: '2026-06-21' },
    ]);
  });

  it('S-125 counts a Friday in the week of the coming Saturday', () => {
    expect(weekendShortcuts({ today: '2026-06-12', hour: 23 })[0]).toEqual({
      name: 'thisWeekend',
      checkin: '2026-06-13',
      checkout: '2026-06-14',
    });
  });

  it('S-125 keeps this weekend on a Saturday before 20:00 and drops it from 20:00', () => {
    expect(weekendShortcuts({ today: '2026-06-13', hour: 19 }).map((s) => s.checkin)).toEqual([
      '2026-06-13',
      '2026-06-20',
    ]);
    expect(weekendShortcuts({ today: '2026-06-13', hour: 20 })).toEqual([
      { name: 'nextWeekend', checkin: '2026-06-20', checkout: '2026-06-21' },
    ]);
  });

  it('S-125 ends the week on Sunday: on a Sunday only next weekend is left', () => {
    expect(weekendShortcuts({ today: '2026-06-14', hour: 9 })).toEqual([
      { name: 'nextWeekend', checkin: '2026-06-20', checkout: '2026-06-21' },
    ]);
  });

  it('crosses months and years', () => {
    expect(weekendShortcuts({ today: '2026-12-28', hour: 9 })).toEqual([
      { name: 'thisWeekend', checkin: '2027-01-02', checkout: '2027-01-03' },
      { name: 'nextWeekend', checkin: '2027-01-09', checkout: '2027-01-10' },
    ]);
  });
});

describe('dateShortcuts', () => {
  const clock = { today: '2026-06-08', hour: 10 };

  it('S-124 shows shortcuts only in es_ES, fr_FR, fr_BE and nl_BE', () => {
    for (const locale of ['es_ES', 'fr_FR', 'fr_BE', 'nl_BE'] as const) {
      expect(dateShortcuts(locale, clock)).not.toEqual([]);
    }
    expect(dateShortcuts('it_IT', clock)).toEqual([]);
    expect(dateShortcuts('nl_NL', clock)).toEqual([]);
  });

  it('S-126 keeps 2024 campaign dates for Spain, France and Belgium', () => {
    for (const campaigns of Object.values(CAMPAIGN_DATE_SHORTCUTS)) {
      expect(campaigns.length).toBeGreaterThan(0);
      for (const campaign of campaigns) {
        expect(campaign.checkin.startsWith('2024-')).toBe(true);
        expect(campaign.checkout > campaign.checkin).toBe(true);
      }
    }
  });

  it('G-37 never shows a campaign whose dates are past, so today only weekends show', () => {
    expect(dateShortcuts('fr_FR', clock).map((s) => s.name)).toEqual(['thisWeekend', 'nextWeekend']);
  });

  it('S-126 shows the country’s campaigns while they are ahead, after the weekends', () => {
    const spring2024 = { today: '2024-03-04', hour: 10 };
    expect(dateShortcuts('es_ES', spring2024)).toEqual([
      { name: 'thisWeekend', checkin: '2024-03-09', checkout: '2024-03-10' },
      { name: 'nextWeekend', checkin: '2024-03-16', checkout: '2024-03-17' },
      { name: 'easter', checkin: '2024-03-28', checkout: '2024-03-31' },
      { name: 'constitution', checkin: '2024-12-06', checkout: '2024-12-08' },
    ]);
    expect(
      dateShortcuts('nl_BE', spring2024)
        .slice(2)
        .map((s) => s.name),
    ).toEqual(['easter', 'ascension']);
    expect(
      dateShortcuts('fr_FR', { today: '2024-05-10', hour: 10 })
        .slice(2)
        .map((s) => s.name),
    ).toEqual(['assumption']);
  });

  it('drops a campaign on its checkin day from 20:00', () => {
    const names = (hour: number) =>
      dateShortcuts('fr_FR', { today: '2024-08-15', hour }).map((shortcut) => shortcut.name);
    expect(names(19)).toContain('assumption');
    expect(names(20)).not.toContain('assumption');
  });
});
