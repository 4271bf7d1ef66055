import type { ImageSize } from '@escale/domain';
import { hashString, Random } from '../seed/random';

// Pure, deterministic SVG illustrations for catalog images: a sky with its sun and clouds over sea,
// mountains, hills or a town, chosen by a hash of the entity; rooms get an interior with a window.
// Everything is drawn on a 960 × 540 canvas; the 3:2 thumbnail crops its sides.

export const IMAGE_KINDS = [
  'hotel',
  'room',
  'activity',
  'offer',
  'voucher',
  'destination',
  'box',
  'content',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export interface ImageRequest {
  kind: ImageKind;
  id: string;
  index: number;
  size: ImageSize;
}

const W = 960;
const H = 540;

type Scene = 'sea' | 'mountains' | 'hills' | 'town' | 'lake';
type Light = 'day' | 'golden' | 'dusk';

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  near: string;
  ground: string;
  water: string;
}

const PALETTES: Record<Light, Palette[]> = {
  day: [
    {
      skyTop: '#3f8fd2',
      skyBottom: '#bfe3f7',
      sun: '#fff4c2',
      far: '#8fb6c9',
      near: '#5f9a6e',
      ground: '#7fb069',
      water: '#2f7fb5',
    },
    {
      skyTop: '#5aa9e6',
      skyBottom: '#e3f4fb',
      sun: '#fff8d6',
      far: '#a5c3cf',
      near: '#6aa57a',
      ground: '#93c47d',
      water: '#3a8cc1',
    },
  ],
  golden: [
    {
      skyTop: '#f39c6b',
      skyBottom: '#ffe1a8',
      sun: '#fff1c1',
      far: '#c98b7a',
      near: '#8a6f5a',
      ground: '#b5a165',
      water: '#d98b63',
    },
    {
      skyTop: '#e9806e',
      skyBottom: '#fbd3a0',
      sun: '#ffe9b0',
      far: '#b47f86',
      near: '#7d6a63',
      ground: '#a99a6a',
      water: '#c7786a',
    },
  ],
  dusk: [
    {
      skyTop: '#2c3e73',
      skyBottom: '#c98bb0',
      sun: '#ffd9c2',
      far: '#6b5b8c',
      near: '#3e3f66',
      ground: '#4d5a6b',
      water: '#45558a',
    },
    {
      skyTop: '#36306b',
      skyBottom: '#e39aa0',
      sun: '#ffe0cc',
      far: '#7a5d8f',
      near: '#463e68',
      ground: '#59606e',
      water: '#54508a',
    },
  ],
};

const SIZES: Record<ImageSize, [number, number]> = {
  '120_80': [120, 80],
  '640_360': [640, 360],
  '960_540': [960, 540],
};

const fmt = (value: number) => String(Math.round(value * 10) / 10);

function clouds(rng: Random): string {
  const count = rng.int(1, 4);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = rng.float(40, W - 160);
    const y = rng.float(40, 170);
    const s = rng.float(0.6, 1.3);
    out += `<g fill="#fff" opacity="${fmt(rng.float(0.55, 0.85))}" transform="translate(${fmt(x)} ${fmt(y)}) scale(${fmt(s)})">`;
    out +=
      '<ellipse cx="60" cy="30" rx="60" ry="18"/><ellipse cx="95" cy="18" rx="38" ry="22"/><ellipse cx="40" cy="20" rx="28" ry="16"/></g>';
  }
  return out;
}

/** A ridge line from left to right, as a closed path down to the bottom. */
function ridge(rng: Random, base: number, amplitude: number, peaks: number, sharp: boolean): string {
  const step = W / peaks;
  let d = `M0 ${fmt(base)}`;
  for (let i = 0; i < peaks; i += 1) {
    const x = i * step;
    const top = base - rng.float(amplitude * 0.5, amplitude);
    if (sharp)
      d += ` L${fmt(x + step / 2)} ${fmt(top)} L${fmt(x + step)} ${fmt(base - rng.float(0, amplitude * 0.3))}`;
    else
      d += ` Q${fmt(x + step / 2)} ${fmt(top)} ${fmt(x + step)} ${fmt(base - rng.float(0, amplitude * 0.2))}`;
  }
  return `${d} L${W} ${H} L0 ${H} Z`;
}

function trees(rng: Random, color: string, baseY: number): string {
  let out = `<g fill="${color}">`;
  const count = rng.int(3, 8);
  for (let i = 0; i < count; i += 1) {
    const x = rng.float(20, W - 20);
    const h = rng.float(30, 60);
    const y = baseY + rng.float(0, 60);
    out += rng.chance(0.5)
      ? `<path d="M${fmt(x)} ${fmt(y - h)} L${fmt(x + h / 3)} ${fmt(y)} L${fmt(x - h / 3)} ${fmt(y)} Z"/>`
      : `<circle cx="${fmt(x)}" cy="${fmt(y - h / 2)}" r="${fmt(h / 2.6)}"/>`;
  }
  return `${out}</g>`;
}

function town(rng: Random, p: Palette, light: Light): string {
  let out = '';
  const ground = H - 110;
  for (let x = -10; x < W; ) {
    const w = rng.float(50, 110);
    const h = rng.float(90, 260);
    const shade = rng.chance(0.5) ? p.far : p.near;
    out += `<rect x="${fmt(x)}" y="${fmt(ground - h)}" width="${fmt(w)}" height="${fmt(h + 110)}" fill="${shade}"/>`;
    if (rng.chance(0.3))
      out += `<path d="M${fmt(x)} ${fmt(ground - h)} L${fmt(x + w / 2)} ${fmt(ground - h - w / 2.5)} L${fmt(x + w)} ${fmt(ground - h)} Z" fill="${shade}"/>`;
    const lit = light === 'dusk' ? '#ffd98a' : '#eaf2f8';
    for (let wy = ground - h + 18; wy < ground - 10; wy += 34) {
      for (let wx = x + 10; wx < x + w - 16; wx += 24) {
        if (rng.chance(0.6))
          out += `<rect x="${fmt(wx)}" y="${fmt(wy)}" width="10" height="14" fill="${lit}" opacity="0.8"/>`;
      }
    }
    x += w + rng.float(0, 14);
  }
  return `${out}<rect x="0" y="${ground}" width="${W}" height="110" fill="${p.ground}"/>`;
}

function landscape(rng: Random, scene: Scene, p: Palette, light: Light, uid: string): string {
  const horizon = rng.float(300, 360);
  switch (scene) {
    case 'sea': {
      const waves = Array.from({ length: 5 }, (_, i) => {
        const y = horizon + 25 + i * 28;
        return `<path d="M0 ${fmt(y)} Q240 ${fmt(y - 8)} 480 ${fmt(y)} T960 ${fmt(y)}" stroke="#fff" stroke-opacity="0.35" stroke-width="3" fill="none"/>`;
      }).join('');
      const boat = rng.chance(0.6)
        ? `<g transform="translate(${fmt(rng.float(150, 750))} ${fmt(horizon + 30)})"><path d="M0 0 L60 0 L50 14 L10 14 Z" fill="#fff"/><path d="M30 -50 L30 0 L6 0 Z" fill="#fff"/><path d="M33 -44 L33 -2 L55 -2 Z" fill="#f7f1e3"/></g>`
        : '';
      return `<rect x="0" y="${fmt(horizon)}" width="${W}" height="${fmt(H - horizon)}" fill="url(#${uid}w)"/>${waves}${boat}<path d="${ridge(rng, H - 60, 40, 3, false)}" fill="#ecd9a8"/>`;
    }
    case 'lake':
      return `<path d="${ridge(rng, horizon, 160, 5, true)}" fill="${p.far}"/><rect x="0" y="${fmt(horizon + 20)}" width="${W}" height="${fmt(H - horizon)}" fill="url(#${uid}w)"/><path d="${ridge(rng, H - 70, 50, 4, false)}" fill="${p.near}"/>${trees(rng, p.near, H - 90)}`;
    case 'mountains': {
      const back = ridge(rng, horizon + 40, 240, rng.int(3, 5), true);
      const front = ridge(rng, horizon + 110, 170, rng.int(3, 6), true);
      const snow = light === 'dusk' ? '#e8e1f0' : '#ffffff';
      return `<path d="${back}" fill="${p.far}"/><path d="${back}" fill="${snow}" opacity="0.35" clip-path="url(#${uid}c)"/><path d="${front}" fill="${p.near}"/>${trees(rng, p.ground, H - 80)}`;
    }
    case 'hills':
      return `<path d="${ridge(rng, horizon + 30, 110, 3, false)}" fill="${p.far}"/><path d="${ridge(rng, horizon + 100, 90, 4, false)}" fill="${p.ground}"/><path d="${ridge(rng, H - 40, 60, 3, false)}" fill="${p.near}"/>${trees(rng, p.near, horizon + 120)}`;
    case 'town':
      return `<path d="${ridge(rng, horizon + 20, 90, 3, false)}" fill="${p.far}" opacity="0.7"/>${town(rng, p, light)}`;
  }
}

function interior(rng: Random, p: Palette, uid: string): string {
  const walls = ['#efe6da', '#e3ebe6', '#f2e4e1', '#e6e8f0', '#f4efe4'];
  const fabrics = ['#6d8fb3', '#b56e6e', '#7d9d7a', '#c49a5a', '#8a7bb0'];
  const wall = rng.pick(walls);
  const fabric = rng.pick(fabrics);
  const wx = rng.float(80, 520);
  return [
    `<rect width="${W}" height="${H}" fill="${wall}"/>`,
    `<rect x="${fmt(wx)}" y="70" width="300" height="210" fill="url(#${uid}s)" stroke="#fff" stroke-width="12"/>`,
    `<circle cx="${fmt(wx + rng.float(60, 240))}" cy="${fmt(rng.float(110, 180))}" r="26" fill="${p.sun}"/>`,
    `<path d="M${fmt(wx)} 280 L${fmt(wx)} 210 Q${fmt(wx + 150)} 140 ${fmt(wx + 300)} 220 L${fmt(wx + 300)} 280 Z" fill="${p.far}" opacity="0.8"/>`,
    `<line x1="${fmt(wx + 150)}" y1="70" x2="${fmt(wx + 150)}" y2="280" stroke="#fff" stroke-width="6"/>`,
    `<rect x="0" y="400" width="${W}" height="140" fill="#b89270"/>`,
    `<rect x="0" y="400" width="${W}" height="8" fill="#9c7a5b"/>`,
    `<rect x="250" y="300" width="460" height="150" rx="14" fill="#fbfaf7"/>`,
    `<rect x="250" y="380" width="460" height="70" rx="10" fill="${fabric}"/>`,
    `<rect x="230" y="240" width="24" height="220" rx="6" fill="#7a5a42"/>`,
    `<rect x="706" y="300" width="24" height="160" rx="6" fill="#7a5a42"/>`,
    `<rect x="285" y="315" width="150" height="55" rx="20" fill="#fff" stroke="#e2ddd3" stroke-width="3"/>`,
    `<rect x="525" y="315" width="150" height="55" rx="20" fill="#fff" stroke="#e2ddd3" stroke-width="3"/>`,
    `<rect x="780" y="340" width="90" height="110" rx="6" fill="#9c7a5b"/>`,
    `<path d="M795 270 L855 270 L840 315 L810 315 Z" fill="#f6e7b5"/><rect x="822" y="315" width="6" height="25" fill="#6b5544"/>`,
    `<rect x="70" y="150" width="110" height="140" fill="${fabric}" opacity="0.35" stroke="#8d7b69" stroke-width="6"/>`,
  ].join('');
}

function balloon(rng: Random): string {
  const x = rng.float(120, 840);
  const y = rng.float(90, 180);
  const color = rng.pick(['#e4572e', '#f3a712', '#29335c', '#a8c686', '#db5461']);
  return `<g transform="translate(${fmt(x)} ${fmt(y)})"><path d="M0 0 C-40 -10 -40 -70 0 -70 C40 -70 40 -10 0 0 Z" fill="${color}"/><path d="M0 -70 C-12 -50 -12 -20 0 0 C12 -20 12 -50 0 -70 Z" fill="#fff" opacity="0.35"/><line x1="-8" y1="2" x2="-5" y2="16" stroke="#5b4636" stroke-width="2"/><line x1="8" y1="2" x2="5" y2="16" stroke="#5b4636" stroke-width="2"/><rect x="-7" y="16" width="14" height="11" fill="#8b5e3c"/></g>`;
}

/** A gift box's ribbon tied over the first picture of a box. */
function ribbon(rng: Random): string {
  const color = rng.pick(['#c0392b', '#d4a017', '#1f6f8b', '#8e44ad']);
  const x = rng.float(560, 760);
  const y = rng.float(140, 220);
  return [
    `<rect x="${fmt(x - 22)}" y="0" width="44" height="${H}" fill="${color}" opacity="0.92"/>`,
    `<rect x="0" y="${fmt(y - 22)}" width="${W}" height="44" fill="${color}" opacity="0.92"/>`,
    `<path d="M${fmt(x)} ${fmt(y)} L${fmt(x - 60)} ${fmt(y + 110)} L${fmt(x - 30)} ${fmt(y + 100)} L${fmt(x - 18)} ${fmt(y + 125)} Z" fill="${color}"/>`,
    `<path d="M${fmt(x)} ${fmt(y)} L${fmt(x + 60)} ${fmt(y + 110)} L${fmt(x + 30)} ${fmt(y + 100)} L${fmt(x + 18)} ${fmt(y + 125)} Z" fill="${color}"/>`,
    `<path d="M${fmt(x)} ${fmt(y)} C${fmt(x - 150)} ${fmt(y - 130)} ${fmt(x - 160)} ${fmt(y + 60)} ${fmt(x)} ${fmt(y)} Z" fill="${color}" stroke="#000" stroke-opacity="0.15" stroke-width="4"/>`,
    `<path d="M${fmt(x)} ${fmt(y)} C${fmt(x + 150)} ${fmt(y - 130)} ${fmt(x + 160)} ${fmt(y + 60)} ${fmt(x)} ${fmt(y)} Z" fill="${color}" stroke="#000" stroke-opacity="0.15" stroke-width="4"/>`,
    `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="22" fill="${color}" stroke="#000" stroke-opacity="0.2" stroke-width="4"/>`,
  ].join('');
}

/** The illustration of one image of an entity, at its exact pixel size. */
export function renderImage(request: ImageRequest): string {
  const seed = hashString(`${request.kind}:${request.id}`);
  const rng = new Random(hashString(`${request.kind}:${request.id}:${request.index}`));
  const [width, height] = SIZES[request.size];
  // Images of one entity share a scene and light, so a gallery looks like one place.
  const place = new Random(seed);
  const scene: Scene = place.pick(['sea', 'mountains', 'hills', 'town', 'lake'] as const);
  const light: Light = place.weighted<Light>([
    ['day', 6],
    ['golden', 3],
    ['dusk', 2],
  ]);
  const p = place.pick(PALETTES[light]);
  const uid = `i${seed.toString(36)}${request.index}`;
  const sunX = rng.float(120, 840);
  const sunY = light === 'day' ? rng.float(70, 150) : rng.float(200, 280);
  const defs =
    `<defs><linearGradient id="${uid}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>` +
    `<linearGradient id="${uid}w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.water}"/><stop offset="1" stop-color="${p.skyTop}"/></linearGradient>` +
    `<radialGradient id="${uid}g"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>` +
    `<clipPath id="${uid}c"><rect width="${W}" height="${fmt(H * 0.45)}"/></clipPath></defs>`;
  const body =
    request.kind === 'room' && request.index % 3 !== 2
      ? interior(rng, p, uid)
      : [
          `<rect width="${W}" height="${H}" fill="url(#${uid}s)"/>`,
          `<circle cx="${fmt(sunX)}" cy="${fmt(sunY)}" r="110" fill="url(#${uid}g)"/>`,
          `<circle cx="${fmt(sunX)}" cy="${fmt(sunY)}" r="${fmt(rng.float(30, 48))}" fill="${p.sun}"/>`,
          clouds(rng),
          (request.kind === 'activity' || request.kind === 'voucher') && rng.chance(0.5) ? balloon(rng) : '',
          landscape(
            rng,
            request.index % 4 === 3 ? rng.pick(['hills', 'town', 'sea'] as const) : scene,
            p,
            light,
            uid,
          ),
          request.kind === 'box' && request.index === 0 ? ribbon(rng) : '',
        ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice" role="img">${defs}${body}</svg>`;
}
