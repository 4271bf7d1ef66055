import type { CheckoutProblem } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Alert, ButtonLink, Heading, Stack } from '@escale/ui';
import { problemMessage } from './problemMessage';

export interface CheckoutUnavailableProps {
  /** Why there is nothing to book: an incomplete link (S-337) or a checkout that could not start (S-343). */
  problem: CheckoutProblem;
  /** Where the buyer goes on: the home page for an incomplete link, else the offer. */
  href: string;
}

/**
 * The booking summary with nothing to book (002 §2, §8): its title, why ("This booking link is
 * incomplete…", "Sorry, the last room…", "Oops, something went wrong") and a link back, to the
 * home page for an incomplete link, to the offer otherwise.
 */
export function CheckoutUnavailable({ problem, href }: CheckoutUnavailableProps) {
  const t = useT();
  const isIncomplete = problem === 'incomplete';
  return (
    <Stack space="4">
      <Heading level={1}>{t('checkout.metaTitle')}</Heading>
      <Alert tone={isIncomplete ? 'info' : 'critical'}>{t(problemMessage(problem))}</Alert>
      <ButtonLink href={href} variant="outline">
        {t(isIncomplete ? 'checkout.backHome' : 'checkout.backToOffer')}
      </ButtonLink>
    </Stack>
  );
}
