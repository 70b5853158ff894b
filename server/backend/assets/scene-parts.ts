import { colour, mix, shade } from './colour';
import { type PackSpec, drawPack } from './packs';

// The studio: a wall meeting a floor at a subtle line, a pool of light, soft shadows, and
// a stone surface for top-down texture shots. Pure string building.

export const n = (v: number) => Math.round(v * 10) / 10;

/** A small deterministic PRNG, so an image is the same on every render. */
export function random(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

/** Wall, floor, the floor line and a soft pool of light behind the subject. */
export function studio(W: number, H: number, wall: string, floorY: number, lightX = 0.5): string {
  const c = colour(wall);
  return `<defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(c, 0.1)}"/><stop offset="1" stop-color="${shade(c, -0.03)}"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(c, -0.07)}"/><stop offset="1" stop-color="${shade(c, 0.04)}"/></linearGradient>
    <radialGradient id="pool"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#wall)"/>
  <rect y="${n(floorY)}" width="${W}" height="${n(H - floorY)}" fill="url(#floor)"/>
  <rect y="${n(floorY - 1)}" width="${W}" height="2" fill="${shade(c, -0.22)}" opacity="0.25"/>
  <ellipse cx="${n(W * lightX)}" cy="${n(floorY * 0.62)}" rx="${n(W * 0.42)}" ry="${n(H * 0.55)}" fill="url(#pool)"/>`;
}

/** Window light falling across the wall: soft diagonal bands (a "gobo"), no shapes to read. */
export function windowLight(W: number, H: number, floorY: number): string {
  const bands = [0.08, 0.3, 0.52, 0.74]
    .map(
      (t) =>
        `<rect x="${n(W * t)}" y="${n(-H * 0.2)}" width="${n(W * 0.12)}" height="${n(floorY + H * 0.2)}" fill="#ffffff" opacity="0.2" transform="skewX(-24)"/>`,
    )
    .join('');
  return `<defs><filter id="gobo" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(W * 0.012)}"/></filter></defs><g filter="url(#gobo)">${bands}</g>`;
}

/** A soft contact shadow plus a tight dark core where the pack meets the floor. */
export function contactShadow(id: string, cx: number, floorY: number, halfWidth: number, s: number): string {
  return `<defs><filter id="${id}-sw" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="${n(18 * s)}"/></filter>
    <filter id="${id}-sc" x="-50%" y="-300%" width="200%" height="700%"><feGaussianBlur stdDeviation="${n(4 * s)}"/></filter></defs>
    <ellipse cx="${n(cx + 30 * s)}" cy="${n(floorY)}" rx="${n(halfWidth * 1.35)}" ry="${n(28 * s)}" fill="#2a221c" opacity="0.22" filter="url(#${id}-sw)"/>
    <ellipse cx="${n(cx)}" cy="${n(floorY)}" rx="${n(halfWidth * 0.98)}" ry="${n(6 * s)}" fill="#2a221c" opacity="0.4" filter="url(#${id}-sc)"/>`;
}

/** A pack standing at (cx, floorY), scaled by s, with its shadow. */
export function standingPack(
  spec: PackSpec,
  id: string,
  cx: number,
  floorY: number,
  s: number,
  words: boolean,
): string {
  const p = drawPack(spec, id, words);
  return `${contactShadow(id, cx, floorY, p.halfWidth * s, s)}<g transform="translate(${n(cx)} ${n(floorY)}) scale(${n(s * 1000) / 1000})">${p.svg}</g>`;
}

/** Noise tiles: the renderer draws a pattern's content once and repeats it, so the costly
 * feTurbulence runs over one tile, not the whole picture (a full-size run took seconds). */
const GRAIN_TILE = 128;
const VEIN_TILE = 400;

/** A stone slab seen from above: tone, fine grain and faint veins (feTurbulence, tiled seamlessly). */
export function stoneSurface(W: number, H: number, tone: string, seed: number): string {
  const c = colour(tone);
  return `<defs>
    <filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="2" stitchTiles="stitch" seed="${seed}"/><feColorMatrix type="saturate" values="0"/></filter>
    <filter id="veins" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.003 0.012" numOctaves="3" stitchTiles="stitch" seed="${seed + 7}"/><feColorMatrix type="saturate" values="0"/></filter>
    <pattern id="grain-tile" width="${GRAIN_TILE}" height="${GRAIN_TILE}" patternUnits="userSpaceOnUse"><rect width="${GRAIN_TILE}" height="${GRAIN_TILE}" filter="url(#grain)"/></pattern>
    <pattern id="vein-tile" width="${VEIN_TILE}" height="${VEIN_TILE}" patternUnits="userSpaceOnUse"><rect width="${VEIN_TILE}" height="${VEIN_TILE}" filter="url(#veins)"/></pattern>
    <radialGradient id="daylight" cx="0.25" cy="0.15" r="0.9"><stop offset="0" stop-color="#ffffff" stop-opacity="0.4"/><stop offset="1" stop-color="#000000" stop-opacity="0.08"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="${c}"/>
  <rect width="${W}" height="${H}" fill="url(#vein-tile)" opacity="0.12"/>
  <rect width="${W}" height="${H}" fill="url(#grain-tile)" opacity="0.07"/>
  <rect width="${W}" height="${H}" fill="url(#daylight)"/>`;
}

/** A plinth block standing on the floor; returns its svg and the y of its top. */
export function plinth(
  cx: number,
  floorY: number,
  width: number,
  height: number,
  tone: string,
): { svg: string; top: number } {
  const c = shade(colour(tone), 0.05);
  const top = floorY - height;
  const depth = height * 0.12;
  return {
    top: top + depth * 0.5,
    svg: `<defs><linearGradient id="plinth" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${shade(c, -0.1)}"/><stop offset="0.3" stop-color="${shade(c, 0.12)}"/><stop offset="1" stop-color="${shade(c, -0.14)}"/></linearGradient></defs>
    ${contactShadow('plinth', cx, floorY, width / 2, height / 400)}
    <rect x="${n(cx - width / 2)}" y="${n(top)}" width="${n(width)}" height="${n(height)}" fill="url(#plinth)"/>
    <rect x="${n(cx - width / 2)}" y="${n(top)}" width="${n(width)}" height="${n(depth)}" fill="${shade(c, 0.3)}"/>
    <rect x="${n(cx - width / 2)}" y="${n(top + depth)}" width="${n(width)}" height="3" fill="${mix(c, '#000000', 0.2)}" opacity="0.35"/>`,
  };
}
