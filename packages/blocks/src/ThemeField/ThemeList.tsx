import type { Theme } from '@escale/domain';
import { ListBox } from '@escale/ui/ListBox';
import { ThemeIcon } from './ThemeIcon';

export interface ThemeListProps {
  label: string;
  themes: readonly Theme[];
  selectedId: number | null;
  onChoose: (themeId: number | null) => void;
}

/** The themes as a grid of options, loaded with the panel the first time it opens. */
export default function ThemeList({ label, themes, selectedId, onChoose }: ThemeListProps) {
  return (
    <ListBox
      aria-label={label}
      layout="grid"
      options={themes.map((theme) => ({
        id: String(theme.id),
        label: theme.name,
        icon: <ThemeIcon icon={theme.icon} />,
      }))}
      selectedKey={selectedId === null ? null : String(selectedId)}
      onSelectionChange={(key) => onChoose(key === null ? null : Number(key))}
    />
  );
}
