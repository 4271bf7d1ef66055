/** Local placeholder pictures for stories and tests: a coloured 16:9 SVG with a caption, no network. */
const hues = [12, 48, 96, 150, 196, 228, 268, 312, 340];

export function placeholderImage(index: number, caption = `Photo ${index + 1}`): string {
  const hue = hues[index % hues.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360"><rect width="640" height="360" fill="hsl(${hue} 55% 62%)"/><circle cx="520" cy="90" r="48" fill="hsl(${hue} 70% 85%)"/><path d="M0 300 L180 170 L330 290 L450 210 L640 330 V360 H0Z" fill="hsl(${hue} 45% 38%)"/><text x="32" y="64" font-family="sans-serif" font-size="40" fill="#fff">${caption}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
