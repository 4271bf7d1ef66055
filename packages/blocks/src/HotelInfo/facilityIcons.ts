import {
  Baby,
  Check,
  Dumbbell,
  type LucideIcon,
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
} from 'lucide-react';

const icons: Record<string, LucideIcon> = {
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
export function facilityIcon(code: string): LucideIcon {
  return icons[code] ?? Check;
}
