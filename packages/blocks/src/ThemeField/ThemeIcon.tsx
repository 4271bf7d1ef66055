import { type ThemeIconKind, themeIconOf } from '@escale/domain';
import {
  Bike,
  Building2,
  ChefHat,
  Flower2,
  Heart,
  type IconComponent,
  Landmark,
  Mountain,
  Snowflake,
  Sparkles,
  TentTree,
  Trees,
  Users,
  Waves,
  Wine,
} from '@escale/ui/icons';

const icons: Record<ThemeIconKind, IconComponent> = {
  wellness: Flower2,
  chef: ChefHat,
  romantic: Heart,
  sport: Bike,
  sea: Waves,
  mountain: Mountain,
  culture: Landmark,
  nature: Trees,
  wine: Wine,
  family: Users,
  city: Building2,
  unusual: TentTree,
  ski: Snowflake,
  brand: Sparkles,
};

export interface ThemeIconProps {
  /** The theme's icon name from the content API; an unknown one shows the brand icon (S-022). */
  icon: string | null | undefined;
  /** In px. Defaults to 20. */
  size?: number;
}

/** A theme's pictogram, decorative: the theme's name goes next to it. */
export function ThemeIcon({ icon, size = 20 }: ThemeIconProps) {
  const kind = themeIconOf(icon);
  const Icon = icons[kind];
  return <Icon size={size} aria-hidden="true" data-theme-icon={kind} />;
}
