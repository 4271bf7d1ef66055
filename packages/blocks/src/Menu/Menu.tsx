import { isThemesEntry, menuColumns, menuTree, type NavigationLink } from '@escale/domain';
import { useT } from '@escale/i18n';
import { ButtonLink, Link } from '@escale/ui';
import { ChevronDown, ChevronRight } from '@escale/ui/icons';
import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import * as styles from './Menu.css';

export interface MenuProps {
  /** The links under "Inspirations", as the navigation call answers them; cut to four levels (S-358). */
  links: readonly NavigationLink[];
  /**
   * `bar` (default): the desktop top bar's "Inspirations" button opening a panel that spans the
   * nearest positioned ancestor (the top bar). `drawer`: nested disclosures for the burger drawer.
   */
  layout?: 'bar' | 'drawer';
  /** Called when one of the menu's links is pressed, so a drawer holding the menu can close. */
  onNavigate?: () => void;
}

/** Called by every link of the menu when pressed: closes the bar's panel and tells the parent. */
const NavigateContext = createContext<(() => void) | undefined>(undefined);

/** A link of the tree, or its label alone when the content gives no uri. */
function MenuLink({ link, className }: { link: NavigationLink; className: string }) {
  const onNavigate = useContext(NavigateContext);
  if (!link.uri) return <span className={className}>{link.label}</span>;
  return (
    <Link
      variant="plain"
      href={link.uri}
      className={className}
      data-variant={link.variant}
      onPress={onNavigate}
    >
      {link.label}
    </Link>
  );
}

/** The suggested theme of the week and its "I want to go!" button (S-360). */
function ThisWeekTheme({ link }: { link: NavigationLink }) {
  const t = useT();
  const onNavigate = useContext(NavigateContext);
  const theme = link.thisWeekTheme;
  if (!theme) return null;
  return (
    <div className={styles.thisWeek}>
      <p className={styles.thisWeekKicker}>{t('menu.thisWeek')}</p>
      <p className={styles.thisWeekTitle}>{theme.themaTitle}</p>
      <p className={styles.thisWeekText}>{theme.description}</p>
      <ButtonLink href={theme.weekendUrl} tone="brandAccent" onPress={onNavigate}>
        {t('menu.iWantToGo')}
      </ButtonLink>
    </div>
  );
}

/** Levels two to four of a first-level entry, spread over `menuColumns` columns (S-359). */
function Columns({ link }: { link: NavigationLink }) {
  const t = useT();
  const onNavigate = useContext(NavigateContext);
  const children = link.children ?? [];
  const columns = menuColumns(children.length);
  return (
    <div className={styles.detailBody}>
      {link.uri ? (
        <Link variant="plain" href={link.uri} className={styles.seeAll} onPress={onNavigate}>
          {t('menu.seeAll', { label: link.label })}
        </Link>
      ) : null}
      <ul className={styles.columns} data-columns={columns}>
        {children.map((second) => (
          <li key={second._id} className={styles.group}>
            <MenuLink link={second} className={styles.groupLink} />
            {second.children?.length ? (
              <ul className={styles.subList}>
                {second.children.map((third) => (
                  <li key={third._id}>
                    <MenuLink link={third} className={styles.subLink} />
                    {third.children?.length ? (
                      <ul className={styles.subList} data-level={4}>
                        {third.children.map((fourth) => (
                          <li key={fourth._id}>
                            <MenuLink link={fourth} className={styles.subLink} />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What a first-level entry opens: its links in columns, or the "Our themes" panel (S-360). */
function Detail({ link }: { link: NavigationLink }) {
  const t = useT();
  if (!isThemesEntry(link)) return <Columns link={link} />;
  return (
    <div className={styles.themes}>
      <div className={styles.themesLinks}>
        <h2 className={styles.themesTitle}>{t('menu.ourThemes')}</h2>
        <Columns link={link} />
      </div>
      <ThisWeekTheme link={link} />
    </div>
  );
}

/**
 * The desktop menu: "Inspirations" toggles a panel (disclosure); its first-level entries with
 * children are disclosure buttons showing their links beside them. Escape or a press outside closes
 * it and Escape returns focus to "Inspirations". Every panel is in the server HTML, hidden.
 */
function MenuBar({ tree, onNavigate }: { tree: NavigationLink[]; onNavigate?: () => void }) {
  const t = useT();
  const id = useId();
  const navRef = useRef<HTMLElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [selectedId, setSelectedId] = useState(() => tree.find((link) => link.children?.length)?._id);

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [isOpen]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.stopPropagation();
    setOpen(false);
    triggerRef.current?.focus();
  };

  const navigate = () => {
    setOpen(false);
    onNavigate?.();
  };

  return (
    <NavigateContext value={navigate}>
      <nav
        ref={navRef}
        aria-label={t('menu.label')}
        className={styles.bar}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (
            isOpen &&
            !navRef.current?.contains(event.relatedTarget as Node | null) &&
            event.relatedTarget
          ) {
            setOpen(false);
          }
        }}
      >
        <button
          ref={triggerRef}
          type="button"
          className={styles.trigger}
          aria-expanded={isOpen}
          aria-controls={`${id}-panel`}
          data-state={isOpen ? 'open' : 'closed'}
          onClick={() => setOpen((open) => !open)}
        >
          {t('menu.inspirations')}
          <ChevronDown size={18} aria-hidden="true" className={styles.chevron} />
        </button>
        <div id={`${id}-panel`} className={styles.panel} hidden={!isOpen}>
          <div className={styles.panelInner}>
            <ul className={styles.rail}>
              {tree.map((link) => (
                <li key={link._id}>
                  {link.children?.length ? (
                    <button
                      type="button"
                      className={styles.railItem}
                      aria-expanded={selectedId === link._id}
                      aria-controls={`${id}-${link._id}`}
                      data-variant={link.variant}
                      onClick={() => setSelectedId(link._id)}
                    >
                      {link.label}
                      <ChevronRight size={18} aria-hidden="true" />
                    </button>
                  ) : (
                    <MenuLink link={link} className={styles.railItem} />
                  )}
                </li>
              ))}
            </ul>
            {tree
              .filter((link) => link.children?.length)
              .map((link) => (
                <div
                  key={link._id}
                  id={`${id}-${link._id}`}
                  className={styles.detail}
                  hidden={selectedId !== link._id}
                >
                  <Detail link={link} />
                </div>
              ))}
          </div>
        </div>
      </nav>
    </NavigateContext>
  );
}

/** A disclosure of the drawer menu: its button and, once expanded, what it holds. */
function Disclosure({
  label,
  level,
  defaultExpanded = false,
  children,
}: {
  label: string;
  level: number;
  defaultExpanded?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const [isExpanded, setExpanded] = useState(defaultExpanded);
  return (
    <>
      <button
        type="button"
        className={styles.drawerItem}
        data-level={level}
        aria-expanded={isExpanded}
        aria-controls={id}
        onClick={() => setExpanded((expanded) => !expanded)}
      >
        {label}
        <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
      </button>
      <div id={id} hidden={!isExpanded}>
        {children}
      </div>
    </>
  );
}

/** A level of the drawer menu: links, and disclosures for links with children. */
function DrawerLevel({ links, level }: { links: readonly NavigationLink[]; level: number }) {
  const t = useT();
  const onNavigate = useContext(NavigateContext);
  return (
    <ul className={styles.drawerList}>
      {links.map((link) => (
        <li key={link._id}>
          {link.children?.length ? (
            <Disclosure label={link.label} level={level}>
              {isThemesEntry(link) ? <ThisWeekTheme link={link} /> : null}
              {link.uri ? (
                <Link
                  variant="plain"
                  href={link.uri}
                  className={styles.drawerItem}
                  data-level={level + 1}
                  onPress={onNavigate}
                >
                  {t('menu.seeAll', { label: link.label })}
                </Link>
              ) : null}
              <DrawerLevel links={link.children} level={level + 1} />
            </Disclosure>
          ) : link.uri ? (
            <Link
              variant="plain"
              href={link.uri}
              className={styles.drawerItem}
              data-level={level}
              data-variant={link.variant}
              onPress={onNavigate}
            >
              {link.label}
            </Link>
          ) : (
            <span className={styles.drawerItem} data-level={level}>
              {link.label}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The "Inspirations" menu (S-358…S-360): up to four levels of real links, a level of 15 or more
 * links over a third or fourth column, and the themes entry's "Our themes" panel with the theme of
 * the week. `bar` is the desktop top bar's mega menu; `drawer` nests disclosures for the burger.
 */
export function Menu({ links, layout = 'bar', onNavigate }: MenuProps) {
  const t = useT();
  const tree = useMemo(() => menuTree(links), [links]);
  if (tree.length === 0) return null;
  if (layout === 'bar') return <MenuBar tree={tree} onNavigate={onNavigate} />;
  return (
    <NavigateContext value={onNavigate}>
      <nav aria-label={t('menu.label')} className={styles.drawer}>
        <Disclosure label={t('menu.inspirations')} level={0} defaultExpanded>
          <DrawerLevel links={tree} level={1} />
        </Disclosure>
      </nav>
    </NavigateContext>
  );
}
