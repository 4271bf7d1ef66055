// The pictogram of each theme (002 §3 Theme, S-022): the content API names an icon per theme; the
// names the shop knows have their own pictogram, any other shows the brand's.

export const themeIconKinds = [
  'wellness',
  'chef',
  'romantic',
  'sport',
  'sea',
  'mountain',
  'culture',
  'nature',
  'wine',
  'family',
  'city',
  'unusual',
  'ski',
] as const;

/** A known theme icon, or `brand` for the default brand icon. */
export type ThemeIconKind = (typeof themeIconKinds)[number] | 'brand';

/** S-022: the pictogram of a theme's icon name; an unknown or missing name gives the brand icon. */
export function themeIconOf(icon: string | null | undefined): ThemeIconKind {
  const name = icon?.trim().toLowerCase();
  return (themeIconKinds as readonly string[]).includes(name ?? '') ? (name as ThemeIconKind) : 'brand';
}
