// The navigation menu (002 §2 Top bar and menu, §3 Navigation link): one "Inspirations" entry
// holding up to four levels of links.

/** The deepest level the menu shows (S-358). */
export const MENU_MAX_LEVELS = 4;
/** A level from this many children spreads over a third column (S-359, 002 §9). */
export const MENU_COLUMNS_FROM = 15;

/** The "this week" theme the themes entry suggests (S-360). */
export interface ThisWeekTheme {
  themaTitle: string;
  description: string;
  weekendUrl: string;
}

export interface NavigationLink {
  _id: string;
  label: string;
  uri?: string;
  location?: string;
  /** `highlight` stands out from its siblings. */
  variant?: 'highlight';
  /** How many offers the link leads to, when the content gives it. */
  count?: number;
  children?: NavigationLink[];
  /** Set on the themes entry only. */
  thisWeekTheme?: ThisWeekTheme;
}

/**
 * Columns a level's links are laid out in on desktop (S-359): two below 15 children, a third column
 * from 15 and a fourth from 30, so a column never holds more than about ten links.
 */
export function menuColumns(childCount: number): 2 | 3 | 4 {
  if (childCount >= 2 * MENU_COLUMNS_FROM) return 4;
  if (childCount >= MENU_COLUMNS_FROM) return 3;
  return 2;
}

/** The links of the menu cut to four levels (S-358); a link with no children left has none. */
export function menuTree(links: readonly NavigationLink[], levels = MENU_MAX_LEVELS): NavigationLink[] {
  return links.map(({ children, ...link }) =>
    levels > 1 && children?.length ? { ...link, children: menuTree(children, levels - 1) } : link,
  );
}

/** The themes entry is the one carrying the suggested "this week" theme (S-360). */
export function isThemesEntry(link: NavigationLink): boolean {
  return link.thisWeekTheme !== undefined;
}
