import { colour, mix, shade } from './colour';
import { INK, PACK, PAPER, lineOf } from './palette';
import { FONT_FAMILY, type Fitted, fitText, textWidth } from './text-fit';

// Containers drawn as a studio packshot: local coordinates, centred on x = 0, standing on
// y = 0 (up is negative), lit from the left (gradients + a specular strip). The caller
// places them with a transform and draws the contact shadow.

export const PACK_SHAPES = ['dropper', 'pump', 'bottle', 'jar', 'tube', 'sachet', 'box'] as const;
export type PackShape = (typeof PACK_SHAPES)[number];

export interface PackSpec {
  shape: PackShape;
  /** product line (primary category): picks the accent */
  line?: string;
  brand?: string;
  name?: string;
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Geometry {
  halfWidth: number;
  height: number;
  /** the label, in local coordinates */
  label: Rect;
  /** the label is the pack's own face (boxes, sachets): no paper sticker */
  printed?: boolean;
  draw: (f: Fills) => string;
}

interface Fills {
  body: string;
  accent: string;
  dark: string;
  metal: string;
  id: string;
}

const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const n = (v: number) => Math.round(v * 10) / 10;

/** A rounded-shoulder body from y = 0 up to top, half width w, shoulder radius r. */
const body = (w: number, top: number, r: number, rb = 18) =>
  `M${-w},${-rb} L${-w},${top + r} Q${-w},${top} ${-w + r},${top} L${w - r},${top} Q${w},${top} ${w},${top + r} L${w},${-rb} Q${w},0 ${w - rb},0 L${-w + rb},0 Q${-w},0 ${-w},${-rb} Z`;

const highlight = (x: number, top: number, bottom: number, w: number) =>
  `<rect x="${x}" y="${top}" width="${w}" height="${bottom - top}" rx="${w / 2}" fill="#ffffff" opacity="0.38"/>`;

const ribs = (x0: number, x1: number, y0: number, y1: number, step: number) => {
  let out = '';
  for (let x = x0 + step; x < x1; x += step)
    out += `<line x1="${x}" y1="${y0}" x2="${x}" y2="${y1}" stroke="#000" stroke-opacity="0.08" stroke-width="2"/>`;
  return out;
};

export const GEOMETRY: Record<PackShape, Geometry> = {
  dropper: {
    halfWidth: 120,
    height: 705,
    label: { x: -100, y: -330, w: 200, h: 250 },
    draw: (f) => `
      <path d="${body(120, -430, 90, 22)}" fill="url(#${f.id}-b)"/>
      <rect x="-46" y="-472" width="92" height="52" fill="url(#${f.id}-b)"/>
      <rect x="-62" y="-562" width="124" height="98" rx="8" fill="url(#${f.id}-a)"/>${ribs(-62, 62, -556, -470, 12)}
      <path d="M-36,-560 L-36,-640 Q-36,-705 0,-705 Q36,-705 36,-640 L36,-560 Z" fill="url(#${f.id}-d)"/>
      ${highlight(-92, -380, -30, 16)}`,
  },
  pump: {
    halfWidth: 135,
    height: 670,
    label: { x: -112, y: -410, w: 224, h: 290 },
    draw: (f) => `
      <path d="${body(135, -500, 60, 26)}" fill="url(#${f.id}-b)"/>
      <rect x="-54" y="-560" width="108" height="66" rx="8" fill="url(#${f.id}-a)"/>${ribs(-54, 54, -555, -498, 12)}
      <rect x="-13" y="-622" width="26" height="64" fill="url(#${f.id}-m)"/>
      <path d="M-42,-620 L-42,-656 Q-42,-670 -28,-670 L112,-670 Q124,-670 124,-660 L124,-650 Q124,-642 112,-642 L42,-642 L42,-620 Z" fill="url(#${f.id}-a)"/>
      ${highlight(-104, -470, -40, 18)}`,
  },
  bottle: {
    halfWidth: 125,
    height: 640,
    label: { x: -104, y: -400, w: 208, h: 280 },
    draw: (f) => `
      <path d="${body(125, -520, 70, 24)}" fill="url(#${f.id}-b)"/>
      <rect x="-58" y="-640" width="116" height="128" rx="14" fill="url(#${f.id}-a)"/>
      ${highlight(-98, -480, -40, 16)}`,
  },
  jar: {
    halfWidth: 235,
    height: 400,
    label: { x: -190, y: -250, w: 380, h: 195 },
    draw: (f) => `
      <path d="${body(225, -300, 36, 30)}" fill="url(#${f.id}-b)"/>
      <rect x="-235" y="-400" width="470" height="104" rx="18" fill="url(#${f.id}-a)"/>${ribs(-235, 235, -392, -304, 14)}
      <rect x="-235" y="-306" width="470" height="10" fill="#000" opacity="0.12"/>
      ${highlight(-200, -280, -40, 22)}`,
  },
  tube: {
    halfWidth: 152,
    height: 690,
    label: { x: -100, y: -540, w: 200, h: 300 },
    draw: (f) => `
      <rect x="-80" y="-122" width="160" height="122" rx="12" fill="url(#${f.id}-a)"/>
      <path d="M-92,-118 Q-118,-150 -116,-200 L-150,-640 L150,-640 L116,-200 Q118,-150 92,-118 Z" fill="url(#${f.id}-b)"/>
      <rect x="-154" y="-690" width="308" height="54" rx="4" fill="url(#${f.id}-b)"/>${ribs(-154, 154, -686, -640, 8)}
      <path d="M-118,-220 L-140,-600 L-122,-600 L-100,-220 Z" fill="#ffffff" opacity="0.35"/>`,
  },
  sachet: {
    halfWidth: 175,
    height: 540,
    label: { x: -140, y: -430, w: 280, h: 320 },
    printed: true,
    draw: (f) => `
      <path d="M-170,-500 Q-182,-270 -168,-36 L168,-36 Q182,-270 170,-500 Z" fill="url(#${f.id}-b)"/>
      <rect x="-175" y="-540" width="350" height="44" fill="url(#${f.id}-a)"/>${ribs(-175, 175, -536, -500, 7)}
      <rect x="-172" y="-38" width="344" height="38" fill="url(#${f.id}-a)"/>${ribs(-172, 172, -34, -2, 7)}
      ${highlight(-150, -470, -60, 20)}`,
  },
  box: {
    halfWidth: 250,
    height: 610,
    label: { x: -180, y: -450, w: 360, h: 320 },
    printed: true,
    draw: (f) => `
      <path d="M210,0 L290,-50 L290,-610 L210,-560 Z" fill="${shade(f.body, -0.18)}"/>
      <path d="M-210,-560 L-130,-610 L290,-610 L210,-560 Z" fill="${shade(f.body, 0.35)}"/>
      <rect x="-210" y="-560" width="420" height="560" fill="url(#${f.id}-b)"/>
      <rect x="-210" y="-70" width="420" height="70" fill="url(#${f.id}-a)"/>
      <path d="M210,-70 L290,-120 L290,-50 L210,0 Z" fill="${shade(f.accent, -0.25)}"/>`,
  },
};

const gradient = (id: string, c: string, glassy = false) => `
  <linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0">
    <stop offset="0" stop-color="${shade(c, -0.24)}"/>
    <stop offset="0.16" stop-color="${shade(c, glassy ? 0.3 : 0.12)}"/>
    <stop offset="0.34" stop-color="${shade(c, 0.05)}"/>
    <stop offset="0.72" stop-color="${c}"/>
    <stop offset="1" stop-color="${shade(c, -0.3)}"/>
  </linearGradient>`;

/** The pack's colours: bone packs, tinted glass for droppers, the line's accent on caps. */
export function packColours(spec: PackSpec): { body: string; accent: string; dark: string } {
  const { accent } = lineOf(spec.line);
  const body =
    spec.shape === 'dropper'
      ? mix(accent, '#efe4d6', 0.45)
      : spec.shape === 'box'
        ? mix(PACK, accent, 0.12)
        : spec.shape === 'sachet'
          ? mix(PACK, accent, 0.2)
          : PACK;
  return { body, accent, dark: shade(accent, -0.6) };
}

export interface LabelLayout {
  brand: { text: string; fontSize: number; letterSpacing: number; y: number } | null;
  name: (Fitted & { y: number; lineHeight: number }) | null;
  rule: { y: number; halfWidth: number };
  /** width available to text: every line fits inside it */
  innerWidth: number;
}

/** Where the brand (small caps) and the product name (serif, wrapped) go on a label. */
export function labelLayout(spec: PackSpec, rect: Rect): LabelLayout {
  const innerWidth = rect.w * 0.84;
  const top = rect.y + rect.h * 0.1;
  let brand: LabelLayout['brand'] = null;
  let y = top;
  if (spec.brand) {
    const text = spec.brand.toUpperCase();
    let fontSize = Math.min(rect.w * 0.09, 28);
    const spacing = (s: number) => s * 0.28;
    // shrink until the spaced capitals fit on one line
    while (fontSize > 6 && textWidth(text, fontSize, 'sans', spacing(fontSize)) > innerWidth) fontSize *= 0.9;
    brand = { text, fontSize: n(fontSize), letterSpacing: n(spacing(fontSize)), y: n(y + fontSize) };
    y += fontSize * 1.7;
  }
  const rule = { y: n(y), halfWidth: n(rect.w * 0.12) };
  y += rect.h * 0.08;
  let name: LabelLayout['name'] = null;
  if (spec.name) {
    const room = rect.y + rect.h * 0.92 - y;
    // narrow packs take a fourth line rather than a smaller name
    const maxLines = rect.w < 260 ? 4 : 3;
    const maxSize = Math.max(10, Math.floor(Math.min(rect.w * 0.17, room / (maxLines * 1.14), 50)));
    const fitted = fitText(
      spec.name,
      { maxWidth: innerWidth, maxLines, maxSize, minSize: Math.min(maxSize, Math.max(9, Math.floor(rect.w * 0.07))) },
      'serif',
    );
    const lineHeight = n(fitted.fontSize * 1.14);
    const block = lineHeight * fitted.lines.length;
    name = { ...fitted, lineHeight, y: n(y + Math.max(0, (room - block) / 2) + fitted.fontSize * 0.9) };
  }
  return { brand, name, rule, innerWidth };
}

function labelSvg(spec: PackSpec, g: Geometry, f: Fills, words: boolean): string {
  const r = g.label;
  const cx = r.x + r.w / 2;
  const paper = g.printed ? '' : `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="url(#${f.id}-p)"/>`;
  if (!words) {
    // wide scenes keep words out (a crop must never cut text): a quiet typographic rhythm instead
    const bars = [0.32, 0.5, 0.6].map(
      (t, i) =>
        `<rect x="${n(cx - r.w * (0.34 - i * 0.08))}" y="${n(r.y + r.h * t)}" width="${n(r.w * (0.68 - i * 0.16))}" height="${n(r.h * 0.04)}" rx="2" fill="${INK}" opacity="${i === 0 ? 0.5 : 0.22}"/>`,
    );
    return `${paper}<rect x="${n(cx - r.w * 0.12)}" y="${n(r.y + r.h * 0.16)}" width="${n(r.w * 0.24)}" height="3" fill="${f.accent}"/>${bars.join('')}`;
  }
  const l = labelLayout(spec, r);
  const parts = [paper];
  if (l.brand) {
    parts.push(
      `<text x="${n(cx + l.brand.letterSpacing / 2)}" y="${l.brand.y}" text-anchor="middle" font-family="${FONT_FAMILY.sans}" font-size="${l.brand.fontSize}" letter-spacing="${l.brand.letterSpacing}" fill="${INK}">${esc(l.brand.text)}</text>`,
    );
  }
  parts.push(
    `<rect x="${n(cx - l.rule.halfWidth)}" y="${l.rule.y}" width="${n(l.rule.halfWidth * 2)}" height="2.5" fill="${f.accent}"/>`,
  );
  if (l.name) {
    const { fontSize, lines, lineHeight, y } = l.name;
    parts.push(
      `<text text-anchor="middle" font-family="${FONT_FAMILY.serif}" font-size="${fontSize}" fill="${INK}">${lines
        .map((line, i) => `<tspan x="${cx}" y="${n(y + i * lineHeight)}">${esc(line)}</tspan>`)
        .join('')}</text>`,
    );
  }
  return parts.join('');
}

/** One pack, drawn in local coordinates; `id` keeps gradient ids unique within a scene. */
export function drawPack(spec: PackSpec, id: string, words = true): { svg: string; halfWidth: number; height: number } {
  const shape: PackShape = (PACK_SHAPES as readonly string[]).includes(spec.shape) ? spec.shape : 'bottle';
  const g = GEOMETRY[shape];
  const c = packColours({ ...spec, shape });
  const f: Fills = { ...c, metal: '#cfc8bf', id };
  const defs = `<defs>${gradient(`${id}-b`, colour(c.body), shape === 'dropper')}${gradient(`${id}-a`, colour(c.accent))}${gradient(`${id}-d`, colour(c.dark))}${gradient(`${id}-m`, f.metal)}
    <linearGradient id="${id}-p" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${shade(PAPER, -0.1)}"/><stop offset="0.2" stop-color="${PAPER}"/><stop offset="0.8" stop-color="${shade(PAPER, -0.03)}"/><stop offset="1" stop-color="${shade(PAPER, -0.14)}"/></linearGradient></defs>`;
  return { svg: `${defs}${g.draw(f)}${labelSvg(spec, g, f, words)}`, halfWidth: g.halfWidth, height: g.height };
}
