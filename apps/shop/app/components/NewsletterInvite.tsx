import { invitesToNewsletter, NEWSLETTER_MODAL_DELAY_MS } from '@escale/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { readNewsletterMemory, rememberNewsletter } from '../lib/newsletterMemory';

const NewsletterInviteModal = lazy(() =>
  import('./NewsletterInviteModal').then((module) => ({ default: module.NewsletterInviteModal })),
);

const PAGES_KEY = 'escale:pagesShown';
let lastPath: string | null = null;

/**
 * The pages shown in this tab's visit, this one included, whether the router or the browser loaded
 * them: the first page of a visit never invites (S-413).
 */
function countPage(pathname: string): number {
  try {
    const shown = Number(sessionStorage.getItem(PAGES_KEY)) || 0;
    if (pathname === lastPath) return Math.max(shown, 1);
    lastPath = pathname;
    sessionStorage.setItem(PAGES_KEY, String(shown + 1));
    return shown + 1;
  } catch {
    return 1;
  }
}

/**
 * The newsletter acquisition modal (002 §4; S-413…S-415): 10 s after the visitor moved to a home,
 * search or product page from another page, once, never after a signup or a close. Its code loads
 * when it opens.
 */
export function NewsletterInvite({ page }: { page: string | undefined }) {
  const { pathname } = useLocation();
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    const pagesShown = countPage(pathname);
    const invites = () => invitesToNewsletter(page ?? '', pagesShown <= 1, readNewsletterMemory());
    if (!invites()) return;
    const timer = setTimeout(() => {
      // Signed up in the footer meanwhile, or shown in another tab: not again.
      if (!invites()) return;
      rememberNewsletter('shown');
      setOpen(true);
    }, NEWSLETTER_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, page]);

  return isOpen ? (
    <Suspense fallback={null}>
      <NewsletterInviteModal onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
