import type { Kysely } from 'kysely';
import { runStatements } from '../runStatements';

/**
 * Partner minisites (002 §2, §3 Partner minisite entry, §9; S-437…S-440, G-09): one row per
 * minisite, read by GET /api/minisites/{url} on every request, so a new row is a new minisite with
 * no deploy (`node scripts/add-minisite.mjs`). The six of the partners in France and Belgium (S-438)
 * are seeded here; their banners and logos are the API's own generated images.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table minisites (
      id integer primary key check (id > 0),
      url text not null unique check (url ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(url) <= 80),
      partner_name text,
      locale text not null check (locale in ('fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE')),
      banner_desktop_url text not null,
      banner_mobile_url text not null,
      logo_url text,
      footer text,
      theme jsonb not null,
      selection jsonb not null default '{}',
      created_at timestamptz not null default now()
    );
    insert into minisites (id, url, partner_name, locale, banner_desktop_url, banner_mobile_url, logo_url, footer, theme, selection) values
    (360, 'club-lumiere', 'Club Lumière', 'fr_FR',
      '/api/images/content/minisite-360-0/960_540.svg', '/api/images/content/minisite-360-0/640_360.svg',
      '/api/images/content/minisite-logo-360-0/120_80.svg',
      'Offre réservée aux membres du Club Lumière, valable pour une chambre double occupée par 2 personnes. Certains séjours exigent un minimum de 2 nuits. Paiement par moyens électroniques uniquement (carte bancaire, portefeuille en ligne). Nombre de places limité. Réservations du 1er décembre 2026 au 31 mars 2027. À partir de 129 € pour deux.',
      '{"brand":"#1a4fa0","brandAccent":"#ffc83d","radius":"sharp","fontFamily":"Verdana, Geneva, sans-serif"}',
      '{"country":"country-fr"}'),
    (250, 'avantages-horizon', 'Horizon Avantages', 'fr_FR',
      '/api/images/content/minisite-250-0/960_540.svg', '/api/images/content/minisite-250-0/640_360.svg',
      '/api/images/content/minisite-logo-250-0/120_80.svg',
      'Offre valable pour une chambre double occupée par 2 personnes. Certains séjours exigent un minimum de 2 nuits. Paiement par moyens électroniques uniquement (carte bancaire, portefeuille en ligne). Nombre de places limité. Réservations du 15 janvier au 30 avril 2027.',
      '{"brand":"#a3412b","brandAccent":"#2f6b4f","radius":"round","body":"#fbf7f1","headingFontFamily":"Georgia, serif"}',
      '{"country":"country-fr"}'),
    (244, 'cse-evasion', 'CSE Évasion', 'fr_FR',
      '/api/images/content/minisite-244-0/960_540.svg', '/api/images/content/minisite-244-0/640_360.svg',
      null,
      'Offre valable pour une chambre double occupée par 2 personnes. Certains séjours exigent un minimum de 2 nuits. Paiement par moyens électroniques uniquement (carte bancaire, portefeuille en ligne). Nombre de places limité. Réservations du 1er février au 31 mai 2027.',
      '{"brand":"#2d6a4f","brandAccent":"#f4a261","radius":"soft"}',
      '{"country":"country-fr"}'),
    (97, 'rail-escapades', 'Rail Escapades', 'fr_FR',
      '/api/images/content/minisite-97-0/960_540.svg', '/api/images/content/minisite-97-0/640_360.svg',
      '/api/images/content/minisite-logo-97-0/120_80.svg',
      null,
      '{"brand":"#6d35c9","radius":"round"}',
      '{}'),
    (30, 'weekends-bruxelles', 'Bruxelles Week-ends', 'fr_BE',
      '/api/images/content/minisite-30-0/960_540.svg', '/api/images/content/minisite-30-0/640_360.svg',
      '/api/images/content/minisite-logo-30-0/120_80.svg',
      'Offre valable pour une chambre double occupée par 2 personnes. Certains séjours exigent un minimum de 2 nuits. Paiement par moyens électroniques uniquement (carte bancaire, portefeuille en ligne). Nombre de places limité. Réservations du 1er mars au 30 juin 2027.',
      '{"brand":"#7a1f5c","brandAccent":"#f2b84b","radius":"soft","headingFontFamily":"Georgia, serif"}',
      '{"country":"country-be"}'),
    (14, 'vlaanderen-uitstappen', 'Vlaanderen Uitstappen', 'nl_BE',
      '/api/images/content/minisite-14-0/960_540.svg', '/api/images/content/minisite-14-0/640_360.svg',
      '/api/images/content/minisite-logo-14-0/120_80.svg',
      'Aanbod geldig voor een tweepersoonskamer bezet door 2 personen. Voor sommige verblijven geldt een minimum van 2 nachten. Betaling uitsluitend elektronisch (bankkaart, online portemonnee). Beperkt aantal plaatsen. Boekingen van 1 april tot 31 juli 2027.',
      '{"brand":"#b0151e","brandAccent":"#1f5fbf","radius":"sharp"}',
      '{"country":"country-be"}');
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'drop table minisites;');
}
