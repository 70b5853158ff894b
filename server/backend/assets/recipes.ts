// Recipes for the generated catalog and editorial images: an SVG drawn from the seed's
// colours and shape, rendered to PNG by sharp on first request. Pure string building.

export type Recipe =
  | { kind: 'product'; shape: 'bottle' | 'jar' | 'tube' | 'pump' | 'kit'; bottle: string; background: string; label: string; view: 1 | 2 }
  | { kind: 'banner'; background: string; accent: string; label: string };

const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Only #rgb / #rrggbb colours reach the SVG; anything else falls back to grey. */
export const colour = (c: string) => (/^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(c) ? c : '#cccccc');

function container(shape: Extract<Recipe, { kind: 'product' }>['shape'], fill: string): string {
  const stroke = 'stroke="#00000022" stroke-width="6"';
  switch (shape) {
    case 'jar':
      return `<rect x="380" y="430" width="440" height="90" rx="20" fill="#2b2b2b"/>
        <rect x="350" y="510" width="500" height="330" rx="50" fill="${fill}" ${stroke}/>`;
    case 'tube':
      return `<path d="M420 300 L780 300 L740 820 L460 820 Z" fill="${fill}" ${stroke}/>
        <rect x="520" y="820" width="160" height="90" rx="14" fill="#2b2b2b"/>`;
    case 'pump':
      return `<rect x="575" y="230" width="50" height="120" fill="#2b2b2b"/><rect x="560" y="220" width="150" height="40" rx="12" fill="#2b2b2b"/>
        <rect x="540" y="340" width="120" height="70" rx="10" fill="#2b2b2b"/>
        <rect x="440" y="400" width="320" height="500" rx="60" fill="${fill}" ${stroke}/>`;
    case 'kit':
      return `<rect x="300" y="520" width="180" height="330" rx="40" fill="${fill}" ${stroke}/>
        <rect x="510" y="420" width="180" height="430" rx="40" fill="${fill}" ${stroke}/>
        <rect x="720" y="580" width="180" height="270" rx="40" fill="${fill}" ${stroke}/>`;
    default:
      return `<rect x="550" y="250" width="100" height="130" rx="12" fill="#2b2b2b"/>
        <rect x="460" y="370" width="280" height="520" rx="70" fill="${fill}" ${stroke}/>`;
  }
}

/** The product name on the pack, wrapped to the container's width (about 14 characters). */
function labelLines(label: string): string {
  const lines: string[] = [];
  for (const word of label.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= 14) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const shown = lines.slice(0, 3);
  const top = 660 - (shown.length - 1) * 19;
  return shown
    .map((l, i) => `<text x="600" y="${top + i * 38}" text-anchor="middle" font-family="sans-serif" font-size="30" fill="#1a1a1a" opacity="0.75">${esc(l)}</text>`)
    .join('');
}

export function toSvg(recipe: Recipe, width: number, height: number): string {
  if (recipe.kind === 'banner') {
    const bg = colour(recipe.background);
    const accent = colour(recipe.accent);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
      <rect width="100%" height="100%" fill="${bg}"/>
      <circle cx="${width * 0.78}" cy="${height * 0.35}" r="${height * 0.45}" fill="${accent}" opacity="0.55"/>
      <circle cx="${width * 0.18}" cy="${height * 0.9}" r="${height * 0.3}" fill="${accent}" opacity="0.3"/>
      <text x="${width * 0.06}" y="${height * 0.55}" font-family="sans-serif" font-size="${Math.round(height / 12)}" fill="#1a1a1a" opacity="0.7">${esc(recipe.label)}</text>
    </svg>`;
  }
  const fill = colour(recipe.bottle);
  const body =
    recipe.view === 1
      ? `${container(recipe.shape, fill)}
         ${labelLines(recipe.label)}`
      : // second view: a swatch of the texture
        `<ellipse cx="600" cy="620" rx="330" ry="190" fill="${fill}" opacity="0.95"/><ellipse cx="520" cy="570" rx="120" ry="50" fill="#ffffff" opacity="0.45"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 1200" preserveAspectRatio="xMidYMid slice">
    <rect width="1200" height="1200" fill="${colour(recipe.background)}"/>${body}</svg>`;
}
