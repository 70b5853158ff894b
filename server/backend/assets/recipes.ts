import { colour, shade } from './colour';
import { type PackSpec, drawPack, GEOMETRY, PACK_SHAPES } from './packs';
import { lineOf, neutral } from './palette';
import { n, plinth, random, standingPack, stoneSurface, studio, windowLight } from './scene-parts';
import { type Finish, type Prop, props, swatch, textureDefs } from './textures';

// Recipes for the generated catalog and editorial images: an SVG composed from the seed's
// data, rendered to PNG by sharp on first request (asset-store). Pure string building.

export type { PackSpec } from './packs';
export { colour } from './colour';

export type Recipe =
  /** the front packshot: the pack on a studio backdrop with its label typeset */
  | { kind: 'packshot'; pack: PackSpec }
  /** top-down: the product's texture on stone with ingredient props (and the pack lying, wordless) */
  | {
      kind: 'texture';
      seed: string;
      texture: string;
      finish: Finish;
      props: Prop[];
      backdrop?: string;
      pack?: PackSpec;
    }
  /** products grouped on a plinth, with window light; no words (wide heroes get cropped) */
  | { kind: 'group'; packs: PackSpec[]; backdrop?: string }
  /** the 404: an empty dropper lying on its side */
  | { kind: 'lost'; line?: string }
  // rows written by an older seed: still render, plainly
  | { kind: 'product'; shape: string; bottle: string; background: string; label: string; view: 1 | 2 }
  | { kind: 'banner'; background: string; accent: string; label: string };

const shapeOf = (s: string): PackSpec['shape'] =>
  (PACK_SHAPES as readonly string[]).includes(s) ? (s as PackSpec['shape']) : s === 'kit' ? 'box' : 'bottle';

function packshot(pack: PackSpec, W: number, H: number): string {
  const floorY = H * 0.8;
  const g = GEOMETRY[shapeOf(pack.shape)];
  const s = Math.min((H * 0.64) / g.height, (W * 0.5) / (g.halfWidth * 2));
  return studio(W, H, lineOf(pack.line).backdrop, floorY, 0.45) + standingPack(pack, 'hero', W / 2, floorY, s, true);
}

/** The pack lying on the surface, centred on (x, y), its longer side `length` long. */
function lyingPack(pack: PackSpec, x: number, y: number, length: number, angle: number): string {
  const p = drawPack(pack, 'lying', false);
  const s = length / Math.max(p.height, p.halfWidth * 2);
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle}) scale(${n(s * 1000) / 1000}) translate(0 ${p.height / 2})">
    <rect x="${-p.halfWidth + 14}" y="${-p.height + 24}" width="${p.halfWidth * 2}" height="${p.height}" rx="30" fill="#2a221c" opacity="0.2" filter="url(#lying-s)"/>
    ${p.svg}</g>`;
}

function texture(r: Extract<Recipe, { kind: 'texture' }>, W: number, H: number): string {
  const rand = random(r.seed);
  const span = Math.min(W, H);
  const tone = neutral(r.backdrop ?? 'stone');
  const grainSeed = Math.floor(rand() * 1000);
  const pack = r.pack ? lyingPack(r.pack, W * 0.76, H * 0.24, span * 0.36, 58) : '';
  const lyingShadow = `<defs><filter id="lying-s" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter></defs>`;
  return `${stoneSurface(W, H, tone, grainSeed)}${textureDefs(span)}${props(W, H, r.props, rand, r.pack ? [2] : [])}${lyingShadow}${pack}${swatch(W, H, r.texture, r.finish, rand)}`;
}

function group(r: Extract<Recipe, { kind: 'group' }>, W: number, H: number): string {
  const floorY = H * 0.8;
  const packs = r.packs.slice(0, 5);
  // the tallest in the middle of the plinth, the rest either side, extra ones on the floor
  const onPlinth = packs
    .slice(0, 3)
    .sort((a, b) => GEOMETRY[shapeOf(b.shape)].height - GEOMETRY[shapeOf(a.shape)].height);
  const row = onPlinth.length === 3 ? [onPlinth[1]!, onPlinth[0]!, onPlinth[2]!] : onPlinth;
  const onFloor = packs.slice(3);
  const plinthH = H * 0.2;
  const s = (H * 0.42) / 700;
  const gap = 24 * s;
  const widths = row.map((p) => GEOMETRY[shapeOf(p.shape)].halfWidth * 2 * s);
  const rowWidth = widths.reduce((a, b) => a + b, 0) + gap * Math.max(0, row.length - 1);
  const block = plinth(W / 2, floorY, rowWidth + 90 * s, plinthH, r.backdrop ? neutral(r.backdrop) : '#e8e1d7');
  let x = W / 2 - rowWidth / 2;
  const standing = row.map((p, i) => {
    const cx = x + widths[i]! / 2;
    x += widths[i]! + gap;
    return standingPack(p, `g${i}`, cx, block.top, s, false);
  });
  const floor = onFloor.map((p, i) => {
    const side = i % 2 === 0 ? -1 : 1;
    const cx = W / 2 + side * (rowWidth / 2 + 45 * s + GEOMETRY[shapeOf(p.shape)].halfWidth * s * 0.9 + 30 * s);
    return standingPack(p, `f${i}`, cx, floorY + 10 * s, s * 0.9, false);
  });
  const backdrop = neutral(r.backdrop);
  return `${studio(W, H, backdrop, floorY)}${windowLight(W, H, floorY)}${floor.join('')}${block.svg}${standing.join('')}`;
}

function lost(r: Extract<Recipe, { kind: 'lost' }>, W: number, H: number): string {
  const floorY = H * 0.74;
  const g = GEOMETRY.dropper;
  const s = (W * 0.36) / g.height;
  const p = drawPack({ shape: 'dropper', line: r.line }, 'lost', false);
  const cx = W / 2 + (g.height * s) / 2;
  // rotated a quarter turn: the pack's width now stands on the floor
  return `${studio(W, H, lineOf(r.line).backdrop, floorY, 0.5)}
    <defs><filter id="lost-s" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="${n(14 * s)}"/></filter></defs>
    <ellipse cx="${n(W / 2 + 20 * s)}" cy="${n(floorY)}" rx="${n((g.height * s) / 2)}" ry="${n(26 * s)}" fill="#2a221c" opacity="0.25" filter="url(#lost-s)"/>
    <g transform="translate(${n(cx)} ${n(floorY - g.halfWidth * s)}) scale(${n(s * 1000) / 1000}) rotate(-90)">${p.svg}</g>
    <ellipse cx="${n(W / 2 - (g.height * s) / 2 - 40 * s)}" cy="${n(floorY - 4 * s)}" rx="${n(26 * s)}" ry="${n(7 * s)}" fill="${shade(lineOf(r.line).accent, 0.3)}" opacity="0.7"/>`;
}

function body(recipe: Recipe, W: number, H: number): string {
  switch (recipe.kind) {
    case 'packshot':
      return packshot(recipe.pack, W, H);
    case 'texture':
      return texture(recipe, W, H);
    case 'group':
      return group(recipe, W, H);
    case 'lost':
      return lost(recipe, W, H);
    case 'product':
      return recipe.view === 1
        ? packshot({ shape: shapeOf(recipe.shape), name: recipe.label }, W, H)
        : texture(
            { kind: 'texture', seed: recipe.label, texture: colour(recipe.bottle), finish: 'cream', props: [] },
            W,
            H,
          );
    default:
      return studio(W, H, neutral('bone'), H * 0.8);
  }
}

export function toSvg(recipe: Recipe, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body(recipe, width, height)}</svg>`;
}
