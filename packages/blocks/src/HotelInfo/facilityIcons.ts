import {
  Baby,
  Check,
  Dumbbell,
  type IconComponent,
  MountainSnow,
  PawPrint,
  Sparkles,
  SquareParking,
  Sun,
  Trees,
  Umbrella,
  UtensilsCrossed,
  Waves,
  Wifi,
} from '@escale/ui/icons';

const icons: Record<string, IconComponent> = {
  spa: Sparkles,
  pool: Waves,
  indoor_pool: Waves,
  beach_access: Umbrella,
  ski_in_out: MountainSnow,
  restaurant: UtensilsCrossed,
  garden: Trees,
  terrace: Sun,
  kids_club: Baby,
  fitness: Dumbbell,
  parking: SquareParking,
  wifi: Wifi,
  pets: PawPrint,
};

/** The icon of a highlighted facility by its code; a check mark for the others. */
export function facilityIcon(code: string): IconComponent {
  return icons[code] ?? Check;
}
