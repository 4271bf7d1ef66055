import { describe, expect, it } from 'vitest';
import { navigationLinkSchema } from './api/content';
import { isThemesEntry, MENU_COLUMNS_FROM, menuColumns, menuTree, type NavigationLink } from './navigation';

const link = (id: string, children?: NavigationLink[]): NavigationLink => ({
  _id: id,
  label: id,
  uri: `/fr/${id}`,
  ...(children ? { children } : {}),
});

describe('menuColumns', () => {
  it('S-359 a level with 14 children keeps two columns', () => {
    expect(menuColumns(0)).toBe(2);
    expect(menuColumns(14)).toBe(2);
  });

  it('S-359 a level with 15 or more children uses a third column', () => {
    expect(MENU_COLUMNS_FROM).toBe(15);
    expect(menuColumns(15)).toBe(3);
    expect(menuColumns(29)).toBe(3);
  });

  it('S-359 a level with 30 or more children uses a fourth column', () => {
    expect(menuColumns(30)).toBe(4);
    expect(menuColumns(120)).toBe(4);
  });
});

describe('menuTree', () => {
  const deep = [link('1', [link('2', [link('3', [link('4', [link('5')])])])])];

  it('S-358 keeps four levels of links and drops a fifth', () => {
    const level4 = menuTree(deep)[0]?.children?.[0]?.children?.[0]?.children?.[0];
    expect(level4?._id).toBe('4');
    expect(level4?.children).toBeUndefined();
  });

  it('drops an empty children list', () => {
    expect(menuTree([link('a', [])])[0]).toEqual(link('a'));
  });

  it('leaves the input untouched', () => {
    menuTree(deep, 1);
    expect(deep[0]?.children?.[0]?._id).toBe('2');
  });
});

describe('isThemesEntry', () => {
  it('S-360 the themes entry is the link with a this-week theme', () => {
    const themes = {
      ...link('themes'),
      thisWeekTheme: { themaTitle: 'Spa', description: 'Relax', weekendUrl: '/fr/search#theme=3' },
    };
    expect(isThemesEntry(themes)).toBe(true);
    expect(isThemesEntry(link('cities'))).toBe(false);
  });
});

describe('navigationLinkSchema', () => {
  it('reads nested links and refuses an unknown variant', () => {
    expect(navigationLinkSchema.parse(link('a', [link('b')])).children?.[0]?._id).toBe('b');
    expect(navigationLinkSchema.safeParse({ _id: 'a', label: 'A', variant: 'loud' }).success).toBe(false);
  });
});
