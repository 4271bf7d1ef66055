import type { Kysely } from 'kysely';
import { runStatements } from '../runStatements';

/**
 * What a gift's format adds (001 §3 Gift price, Custom sub-element; G-52, S-487): the physical
 * format's shipping cost per market, and the extras a physical gift can carry. These are the
 * shop's own settings rather than catalog data, so the migration writes them; an operator changes
 * them with SQL, without a deploy. Copy is jsonb keyed by language; amounts are integer cents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table shipping_costs (
      locale text primary key,
      -- The market's own country: delivering anywhere else adds the international fee.
      country text not null,
      -- What the physical format adds to a gift: the box, its card and their packaging.
      amount integer not null check (amount >= 0),
      international_fee integer not null check (international_fee >= 0),
      delivery_days_min smallint not null check (delivery_days_min >= 1),
      delivery_days_max smallint not null check (delivery_days_max >= delivery_days_min),
      -- Off when the physical format cannot be sold for a while (S-261).
      enabled boolean not null default true
    );
    insert into shipping_costs (locale, country, amount, international_fee, delivery_days_min, delivery_days_max) values
      ('fr_FR', 'FR', 490, 600, 2, 4),
      ('es_ES', 'ES', 490, 600, 2, 4),
      ('it_IT', 'IT', 490, 600, 2, 4),
      ('nl_NL', 'NL', 490, 600, 2, 4),
      ('fr_BE', 'BE', 490, 600, 2, 4),
      ('nl_BE', 'BE', 490, 600, 2, 4);

    create table custom_sub_element_categories (
      id integer primary key,
      names jsonb not null,
      descriptions jsonb not null,
      single_selection boolean not null,
      position smallint not null
    );
    insert into custom_sub_element_categories (id, names, descriptions, single_selection, position) values
      (1,
       '{"fr": "Les petits plus", "es": "Los detalles", "it": "I piccoli extra", "nl": "De extraatjes"}',
       '{"fr": "Glissez une attention dans le coffret.", "es": "Añade un detalle a la caja.", "it": "Aggiungi un pensiero nel cofanetto.", "nl": "Doe er een kleine attentie bij."}',
       false, 1),
      (2,
       '{"fr": "L''emballage", "es": "El envoltorio", "it": "La confezione", "nl": "De verpakking"}',
       '{"fr": "Choisissez comment le coffret est présenté.", "es": "Elige cómo se presenta la caja.", "it": "Scegli come si presenta il cofanetto.", "nl": "Kies hoe de doos wordt ingepakt."}',
       true, 2);

    create table custom_sub_elements (
      id integer primary key,
      category_id integer not null references custom_sub_element_categories (id),
      names jsonb not null,
      recommended boolean not null default false,
      price integer not null check (price >= 0),
      -- Taken out of the offer without deleting what orders refer to.
      active boolean not null default true,
      position smallint not null
    );
    insert into custom_sub_elements (id, category_id, names, recommended, price, position) values
      (11, 1, '{"fr": "Une bouteille de champagne", "es": "Una botella de cava", "it": "Una bottiglia di prosecco", "nl": "Een fles champagne"}', true, 2500, 1),
      (12, 1, '{"fr": "Une boîte de chocolats", "es": "Una caja de bombones", "it": "Una scatola di cioccolatini", "nl": "Een doos bonbons"}', false, 1200, 2),
      (13, 1, '{"fr": "Un bouquet de fleurs séchées", "es": "Un ramo de flores secas", "it": "Un mazzo di fiori secchi", "nl": "Een boeket droogbloemen"}', false, 1900, 3),
      (21, 2, '{"fr": "Coffret en bois gravé", "es": "Caja de madera grabada", "it": "Cofanetto in legno inciso", "nl": "Gegraveerde houten kist"}', true, 900, 1),
      (22, 2, '{"fr": "Papier cadeau et ruban", "es": "Papel de regalo y lazo", "it": "Carta regalo e nastro", "nl": "Cadeaupapier met strik"}', false, 400, 2);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    'drop table custom_sub_elements; drop table custom_sub_element_categories; drop table shipping_costs;',
  );
}
