import type { StaffFunnelDay } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Alert, Button, Heading, Stack, Text, TextField } from '@escale/ui';
import * as styles from './StaffFunnel.css';

export interface StaffFunnelProps {
  /** The days shown, as the form asks for them (`YYYY-MM-DD`). */
  from: string;
  to: string;
  /** Each market's day; null when the days asked were refused. */
  days: readonly StaffFunnelDay[] | null;
  /** The markets' names by pos (`fr_fr` → France). */
  marketNames: Readonly<Record<StaffFunnelDay['pos'], string>>;
}

const steps = ['viewItemList', 'viewItem', 'addToCart', 'orders'] as const;
const headings = {
  viewItemList: 'lists',
  viewItem: 'products',
  addToCart: 'carts',
  orders: 'orders',
} as const;

/**
 * The staff's funnel (issue: the staff-only page): per market and day, lists viewed, products
 * viewed, added to cart, orders and revenue; the days chosen by a plain GET form.
 */
export function StaffFunnel({ from, to, days, marketNames }: StaffFunnelProps) {
  const t = useT();
  const format = useFormat();
  return (
    <Stack space="5">
      <Stack space="2">
        <Heading level={1}>{t('staffFunnel.title')}</Heading>
        <Text>{t('staffFunnel.intro')}</Text>
      </Stack>
      <form method="get" className={styles.filters}>
        <TextField type="date" name="from" label={t('staffFunnel.from')} defaultValue={from} />
        <TextField type="date" name="to" label={t('staffFunnel.to')} defaultValue={to} />
        <Button type="submit">{t('staffFunnel.show')}</Button>
      </form>
      {days === null ? (
        <Alert tone="critical">{t('staffFunnel.tooLong')}</Alert>
      ) : days.length === 0 ? (
        <Text>{t('staffFunnel.empty')}</Text>
      ) : (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {t('staffFunnel.day')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('staffFunnel.market')}
                </th>
                {steps.map((step) => (
                  <th key={step} scope="col" className={styles.cell}>
                    {t(`staffFunnel.${headings[step]}`)}
                  </th>
                ))}
                <th scope="col" className={styles.cell}>
                  {t('staffFunnel.revenue')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={`${day.day} ${day.pos}`} data-pos={day.pos}>
                  <th scope="row" className={styles.cell}>
                    {format.date(day.day, 'long')}
                  </th>
                  <td className={styles.cell}>{marketNames[day.pos]}</td>
                  {steps.map((step) => (
                    <td key={step} className={styles.cell} data-step={step}>
                      {day[step]}
                    </td>
                  ))}
                  <td className={styles.cell}>{format.price(day.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Stack>
  );
}
