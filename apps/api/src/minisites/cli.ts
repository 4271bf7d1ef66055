import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { migrate, openDatabase } from '../db/database';
import { addMinisite } from './minisites';

// pnpm --filter @escale/api add-minisite -- --id 412 --url mon-partenaire --name "Mon partenaire"
//   --locale fr_FR --brand "#0a7d5a" [--accent "#f2b84b"] [--radius sharp|soft|round] [--font …]
//   [--heading-font …] [--body "#fbf7f1"] [--logo URL] [--footer TEXT] [--banner-desktop URL]
//   [--banner-mobile URL] [--country country-fr | --city city-annecy | --theme 18]
// Adds a partner minisite to the database the server uses (DATABASE_URL, or PGlite in .data/ while
// the server is stopped): the API reads minisites on each request, so it is live at once, with no
// build and no deploy. Without banners, the API's generated pictures of the minisite's id are used.

const USAGE =
  'Usage: pnpm --filter @escale/api add-minisite -- --id N --url slug --name NAME --locale fr_FR --brand "#rrggbb" [options]';

const args = process.argv.slice(2);
const { values } = parseArgs({
  args: args[0] === '--' ? args.slice(1) : args,
  options: {
    id: { type: 'string' },
    url: { type: 'string' },
    name: { type: 'string' },
    locale: { type: 'string' },
    brand: { type: 'string' },
    accent: { type: 'string' },
    body: { type: 'string' },
    radius: { type: 'string' },
    font: { type: 'string' },
    'heading-font': { type: 'string' },
    logo: { type: 'string' },
    footer: { type: 'string' },
    'banner-desktop': { type: 'string' },
    'banner-mobile': { type: 'string' },
    country: { type: 'string' },
    city: { type: 'string' },
    theme: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});

if (values.help || !values.id || !values.url || !values.locale || !values.brand) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

const picture = (size: string) => `/api/images/content/minisite-${values.id}-0/${size}.svg`;
const defined = <T extends object>(object: T) =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));

const input = {
  minisiteId: Number(values.id),
  minisiteUrl: values.url,
  partnerName: values.name ?? null,
  minisiteLocale: values.locale,
  bannerUrls: {
    desktop: values['banner-desktop'] ?? picture('960_540'),
    mobile: values['banner-mobile'] ?? picture('640_360'),
  },
  logoUrl: values.logo ?? null,
  footer: values.footer ?? null,
  theme: defined({
    brand: values.brand,
    brandAccent: values.accent,
    body: values.body,
    radius: values.radius,
    fontFamily: values.font,
    headingFontFamily: values['heading-font'],
  }),
  selection: defined({
    country: values.country,
    city: values.city,
    theme: values.theme === undefined ? undefined : Number(values.theme),
  }),
};

const config = loadConfig(process.env);
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(handle.db);
  const minisite = await addMinisite(handle.db, input);
  console.log(
    `minisite ${minisite.minisiteId} added: /partner/${minisite.minisiteUrl} (${minisite.minisiteLocale}), answered at /api/minisites/${minisite.minisiteUrl}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
