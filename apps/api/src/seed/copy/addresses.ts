import type { City } from '../geo';
import type { Random } from '../random';

// Street addresses and postcodes in the style of each country (and of each Belgian region).

const STREETS: Record<City['streetLanguage'], string[]> = {
  fr: [
    'rue de la République',
    'avenue Jean-Jaurès',
    'rue Victor-Hugo',
    'place du Marché',
    'quai des Bateliers',
    'rue des Remparts',
    'boulevard de la Plage',
    'rue du Château',
    'avenue de la Gare',
    'rue Pasteur',
    'chemin des Vignes',
    'route du Lac',
    'rue Nationale',
    'place de l’Église',
    'rue des Tanneurs',
    'allée des Tilleuls',
    'rue Gambetta',
    'avenue Foch',
    'rue du Moulin',
    'impasse des Lilas',
  ],
  es: [
    'Calle Mayor',
    'Avenida de la Constitución',
    'Paseo Marítimo',
    'Plaza Mayor',
    'Calle Real',
    'Calle de San Miguel',
    'Avenida de Andalucía',
    'Calle del Carmen',
    'Calle Nueva',
    'Paseo de la Alameda',
    'Calle de la Iglesia',
    'Calle del Sol',
    'Avenida del Puerto',
    'Calle Ancha',
    'Calle de los Reyes Católicos',
  ],
  ca: [
    'Carrer Major',
    'Passeig de Gràcia',
    'Carrer de Sant Pere',
    'Passeig Marítim',
    'Rambla de Catalunya',
    'Carrer del Mar',
    'Plaça de la Vila',
    'Carrer de la Riera',
    'Carrer de l’Església',
    'Avinguda Diagonal',
    'Carrer Nou',
    'Carrer del Carme',
  ],
  it: [
    'Via Roma',
    'Corso Vittorio Emanuele II',
    'Piazza Garibaldi',
    'Via Dante Alighieri',
    'Via Giuseppe Mazzini',
    'Lungomare Marconi',
    'Via del Corso',
    'Piazza della Repubblica',
    'Via Cavour',
    'Via San Francesco',
    'Via dei Mille',
    'Via XX Settembre',
    'Via della Chiesa',
    'Viale dei Pini',
    'Via del Lago',
  ],
  nl: [
    'Kerkstraat',
    'Dorpsstraat',
    'Stationsweg',
    'Markt',
    'Molenstraat',
    'Hoogstraat',
    'Zeeweg',
    'Kanaalweg',
    'Burgstraat',
    'Lindenlaan',
    'Nieuwstraat',
    'Boulevard',
    'Torenstraat',
    'Wijngaardstraat',
    'Sint-Jansstraat',
  ],
};

const AMSTERDAM_CANALS = ['Keizersgracht', 'Herengracht', 'Prinsengracht', 'Singel'];

function postcode(random: Random, city: City): string {
  const { zip } = city;
  if (city.country === 'NL') {
    const letters = 'ABCDEGHJKLMNPRSTVWXZ';
    const digits = String(Number(zip) + random.int(0, 8)).padStart(4, '0');
    return `${digits} ${random.pick([...letters])}${random.pick([...letters])}`;
  }
  // Paris, Lyon and Marseille are split in arrondissements, each with its postcode.
  if (city.id === 'city-paris') return `750${String(random.int(1, 20)).padStart(2, '0')}`;
  if (city.id === 'city-lyon') return `6900${random.int(1, 9)}`;
  if (city.id === 'city-marseille') return `130${String(random.int(1, 16)).padStart(2, '0')}`;
  if (city.country === 'ES' && city.population > 300_000) {
    return `${zip.slice(0, 3)}${String(random.int(1, 30)).padStart(2, '0')}`;
  }
  if (city.country === 'IT' && city.population > 300_000) {
    return `${zip.slice(0, 3)}${String(Number(zip.slice(3)) + random.int(0, 20)).padStart(2, '0')}`;
  }
  return zip;
}

/** A street address written the way its country writes it, and its postcode. */
export function streetAddress(random: Random, city: City): { address: string; zip: string } {
  const number = random.int(1, 120);
  const street =
    city.id === 'city-amsterdam' && random.chance(0.5)
      ? random.pick(AMSTERDAM_CANALS)
      : random.pick(STREETS[city.streetLanguage]);
  const zip = postcode(random, city);
  switch (city.streetLanguage) {
    case 'fr':
      // Belgium writes the number after the street, France before it.
      return {
        address: city.country === 'BE' ? `${capitalizeStreet(street)} ${number}` : `${number} ${street}`,
        zip,
      };
    case 'es':
    case 'ca':
    case 'it':
      return { address: `${street}, ${number}`, zip };
    case 'nl':
      return { address: `${street} ${number}`, zip };
  }
}

function capitalizeStreet(street: string): string {
  return street.charAt(0).toUpperCase() + street.slice(1);
}
