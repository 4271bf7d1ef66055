import { type SearchCriteria, setCriterion, type Theme } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Button } from '@escale/ui';
import { Shapes } from '@escale/ui/icons';
import { lazy, useState } from 'react';
import { FieldPanel, FieldTrigger } from '../SearchBox/SearchField';
import { ThemeIcon } from './ThemeIcon';

// The list (react-aria's collections) loads with the panel, the first time it opens.
const ThemeList = lazy(() => import('./ThemeList'));

export interface ThemeFieldProps {
  criteria: SearchCriteria;
  onChange: (criteria: SearchCriteria) => void;
  /** The themes of the locale (themes.json). */
  themes: readonly Theme[];
}

/**
 * The theme selector labelled "Themes" (S-021): one theme at most, each with its pictogram
 * (S-022). Choosing one closes it; choosing the chosen one again, or Clear, removes it.
 */
export function ThemeField({ criteria, onChange, themes }: ThemeFieldProps) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  const selected = themes.find((theme) => theme.id === criteria.theme);

  const choose = (themeId: number | null) => {
    onChange(setCriterion(criteria, 'theme', themeId));
    setOpen(false);
  };

  return (
    <FieldPanel
      title={t('themes.label')}
      isOpen={isOpen}
      onOpenChange={setOpen}
      trigger={
        <FieldTrigger
          icon={selected ? <ThemeIcon icon={selected.icon} /> : <Shapes size={20} />}
          label={t('themes.label')}
          value={selected?.name ?? t('themes.placeholder')}
          isPlaceholder={!selected}
        />
      }
      footer={
        <Button variant="ghost" tone="neutral" isDisabled={!selected} onPress={() => choose(null)}>
          {t('themes.clear')}
        </Button>
      }
    >
      <ThemeList
        label={t('themes.label')}
        themes={themes}
        selectedId={selected?.id ?? null}
        onChoose={choose}
      />
    </FieldPanel>
  );
}
