import { colour, mix, shade } from './colour';
import { n } from './scene-parts';

// Top-down texture shots: the product's texture as a swatch on stone, and ingredient props
// laid around it. Positions come from a seeded PRNG so each image is stable.

export const FINISHES = ['fluid', 'gel', 'cream', 'balm', 'clay', 'powder'] as const;
export type Finish = (typeof FINISHES)[number];
export const PROPS = ['leaf', 'citrus', 'drops', 'pebbles', 'linen', 'sun', 'oat', 'flower'] as const;
export type Prop = (typeof PROPS)[number];

type Rand = () => number;

/** A drop of liquid: body, rim shadow and a specular highlight. */
function drop(id: string, x: number, y: number, r: number, c: string, clear = false): string {
  return `<defs><radialGradient id="${id}" cx="0.38" cy="0.35" r="0.75"><stop offset="0" stop-color="${shade(c, clear ? 0.5 : 0.25)}"/><stop offset="0.7" stop-color="${c}"/><stop offset="1" stop-color="${shade(c, -0.25)}"/></radialGradient></defs>
    <ellipse cx="${n(x + r * 0.18)}" cy="${n(y + r * 0.22)}" rx="${n(r)}" ry="${n(r * 0.94)}" fill="#2a221c" opacity="0.16" filter="url(#blur-s)"/>
    <ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.94)}" fill="url(#${id})" opacity="${clear ? 0.55 : 0.95}"/>
    <ellipse cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.38)}" rx="${n(r * 0.28)}" ry="${n(r * 0.16)}" fill="#ffffff" opacity="0.8" transform="rotate(-30 ${n(x - r * 0.35)} ${n(y - r * 0.38)})"/>`;
}

/** A swoosh of product drawn with a spatula: shadow, body, highlight ridge and drag lines. */
function smear(W: number, H: number, c: string, finish: Finish, rand: Rand): string {
  const cx = W / 2;
  const cy = H / 2;
  const span = Math.min(W, H);
  const w = span * (finish === 'balm' ? 0.16 : 0.13);
  const x0 = cx - span * 0.3;
  const x1 = cx + span * 0.28;
  const bend = span * (0.1 + rand() * 0.08);
  const d = `M${n(x0)},${n(cy + span * 0.08)} C${n(cx - span * 0.1)},${n(cy - bend)} ${n(cx + span * 0.08)},${n(cy + bend)} ${n(x1)},${n(cy - span * 0.06)}`;
  const translucent = finish === 'gel';
  const ridges = [-0.28, 0.05, 0.3]
    .map(
      (t) =>
        `<path d="${d}" transform="translate(0 ${n(w * t)})" fill="none" stroke="${shade(c, -0.12)}" stroke-width="${n(w * 0.05)}" stroke-linecap="round" opacity="0.35"/>`,
    )
    .join('');
  const dollop = `<circle cx="${n(x0)}" cy="${n(cy + span * 0.08)}" r="${n(w * 0.62)}" fill="${c}"/>`;
  return `<path d="${d}" fill="none" stroke="#2a221c" stroke-width="${n(w)}" stroke-linecap="round" opacity="0.22" filter="url(#blur-m)" transform="translate(${n(w * 0.12)} ${n(w * 0.2)})"/>
    <g opacity="${translucent ? 0.78 : 1}">${dollop}<path d="${d}" fill="none" stroke="${c}" stroke-width="${n(w)}" stroke-linecap="round"/></g>
    ${finish === 'clay' || finish === 'powder' ? '' : `<path d="${d}" transform="translate(${n(-w * 0.08)} ${n(-w * 0.22)})" fill="none" stroke="#ffffff" stroke-width="${n(w * (translucent ? 0.16 : 0.1))}" stroke-linecap="round" opacity="${translucent ? 0.7 : 0.5}" filter="url(#blur-s)"/>`}
    ${ridges}`;
}

function powderMound(W: number, H: number, c: string, rand: Rand): string {
  const span = Math.min(W, H);
  let dots = '';
  for (let i = 0; i < 500; i++) {
    const a = rand() * Math.PI * 2;
    const r = span * 0.2 * Math.sqrt(-Math.log(1 - rand() * 0.98)) * 0.6;
    dots += `<circle cx="${n(W / 2 + Math.cos(a) * r * 1.3)}" cy="${n(H / 2 + Math.sin(a) * r)}" r="${n(span * (0.002 + rand() * 0.004))}" fill="${shade(c, rand() * 0.2 - 0.1)}"/>`;
  }
  return `<ellipse cx="${n(W / 2)}" cy="${n(H / 2)}" rx="${n(span * 0.2)}" ry="${n(span * 0.14)}" fill="#2a221c" opacity="0.14" filter="url(#blur-m)"/>
    <ellipse cx="${n(W / 2)}" cy="${n(H / 2)}" rx="${n(span * 0.17)}" ry="${n(span * 0.12)}" fill="${c}"/>
    <ellipse cx="${n(W / 2 - span * 0.04)}" cy="${n(H / 2 - span * 0.03)}" rx="${n(span * 0.08)}" ry="${n(span * 0.05)}" fill="#ffffff" opacity="0.35" filter="url(#blur-s)"/>${dots}`;
}

/** The product's texture in the middle of the frame. */
export function swatch(W: number, H: number, texture: string, finish: Finish, rand: Rand): string {
  const c = colour(texture);
  const span = Math.min(W, H);
  if (finish === 'powder') return powderMound(W, H, c, rand);
  if (finish === 'fluid') {
    const big = drop('drop0', W / 2, H / 2, span * 0.11, c);
    const small = [0, 1, 2, 3]
      .map((i) => {
        const a = rand() * Math.PI * 2;
        const dist = span * (0.17 + rand() * 0.1);
        return drop(
          `drop${i + 1}`,
          W / 2 + Math.cos(a) * dist * 1.4,
          H / 2 + Math.sin(a) * dist,
          span * (0.02 + rand() * 0.035),
          c,
        );
      })
      .join('');
    return big + small;
  }
  return smear(W, H, c, finish, rand);
}

function leaf(x: number, y: number, len: number, angle: number, tone: string): string {
  const w = len * 0.32;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">
    <path d="M0,0 Q${n(len * 0.5)},${n(-w)} ${n(len)},0 Q${n(len * 0.5)},${n(w)} 0,0 Z" fill="#2a221c" opacity="0.18" filter="url(#blur-s)" transform="translate(${n(len * 0.03)} ${n(len * 0.05)})"/>
    <path d="M0,0 Q${n(len * 0.5)},${n(-w)} ${n(len)},0 Q${n(len * 0.5)},${n(w)} 0,0 Z" fill="${tone}"/>
    <path d="M0,0 Q${n(len * 0.5)},${n(-w)} ${n(len)},0 Z" fill="#ffffff" opacity="0.12"/>
    <path d="M${n(-len * 0.15)},0 L${n(len * 0.95)},0" stroke="${shade(tone, 0.3)}" stroke-width="${n(len * 0.012)}"/></g>`;
}

function citrus(x: number, y: number, r: number): string {
  const segs = Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * Math.PI * 2;
    return `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + Math.cos(a) * r * 0.8)}" y2="${n(y + Math.sin(a) * r * 0.8)}" stroke="#fbf1d8" stroke-width="${n(r * 0.03)}"/>`;
  }).join('');
  return `<circle cx="${n(x + r * 0.08)}" cy="${n(y + r * 0.1)}" r="${n(r)}" fill="#2a221c" opacity="0.2" filter="url(#blur-s)"/>
    <circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#d99a4e"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.9)}" fill="#f6e6c4"/>
    <circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.82)}" fill="#eebd6a"/>${segs}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.08)}" fill="#fbf1d8"/>`;
}

function flower(x: number, y: number, r: number, rand: Rand): string {
  const petals = Array.from({ length: 14 }, (_, i) => {
    const a = (i / 14) * 360 + rand() * 8;
    return `<ellipse cx="${n(x + r * 0.55)}" cy="${n(y)}" rx="${n(r * 0.45)}" ry="${n(r * 0.13)}" fill="#fbf8f2" transform="rotate(${n(a)} ${n(x)} ${n(y)})"/>`;
  }).join('');
  return `<circle cx="${n(x + r * 0.1)}" cy="${n(y + r * 0.12)}" r="${n(r)}" fill="#2a221c" opacity="0.14" filter="url(#blur-s)"/>${petals}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.26)}" fill="#d8b04a"/>`;
}

/** Props go on a ring around the swatch, clear of the middle. */
export function props(W: number, H: number, list: readonly Prop[], rand: Rand, taken: readonly number[] = []): string {
  const span = Math.min(W, H);
  const slots = [
    [0.18, 0.22],
    [0.82, 0.75],
    [0.8, 0.2],
    [0.2, 0.8],
    [0.5, 0.12],
    [0.5, 0.9],
  ].map(([x, y]) => [W * 0.5 + (x! - 0.5) * Math.max(W, H * 1.2) * 0.75, H * y!] as const);
  let slot = 0;
  const next = () => {
    while (taken.includes(slot % slots.length)) slot++;
    return slots[slot++ % slots.length]!;
  };
  const out: string[] = [];
  for (const p of list) {
    if (p === 'leaf') {
      for (let i = 0; i < 2; i++) {
        const [x, y] = next();
        out.push(leaf(x, y, span * (0.2 + rand() * 0.06), rand() * 360, mix('#7d8c6a', '#a4ad8c', rand())));
      }
    } else if (p === 'citrus') {
      const [x, y] = next();
      out.push(citrus(x, y, span * 0.1));
    } else if (p === 'flower') {
      for (let i = 0; i < 2; i++) {
        const [x, y] = next();
        out.push(flower(x, y, span * 0.05, rand));
      }
    } else if (p === 'oat') {
      const [x, y] = next();
      for (let i = 0; i < 14; i++) {
        const fx = x + (rand() - 0.5) * span * 0.16;
        const fy = y + (rand() - 0.5) * span * 0.12;
        out.push(
          `<ellipse cx="${n(fx)}" cy="${n(fy)}" rx="${n(span * 0.018)}" ry="${n(span * 0.011)}" fill="${mix('#d9c7a3', '#efe3c8', rand())}" transform="rotate(${n(rand() * 180)} ${n(fx)} ${n(fy)})"/>`,
        );
      }
    } else if (p === 'pebbles') {
      for (let i = 0; i < 3; i++) {
        const [x, y] =
          i === 0
            ? next()
            : [
                slots[(slot - 1) % slots.length]![0] + (rand() - 0.5) * span * 0.16,
                slots[(slot - 1) % slots.length]![1] + (rand() - 0.5) * span * 0.12,
              ];
        const r = span * (0.03 + rand() * 0.03);
        const tone = mix('#a39e96', '#d9d3cb', rand());
        out.push(
          `<ellipse cx="${n(x + r * 0.15)}" cy="${n(y + r * 0.2)}" rx="${n(r * 1.3)}" ry="${n(r)}" fill="#2a221c" opacity="0.2" filter="url(#blur-s)"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 1.3)}" ry="${n(r)}" fill="${tone}"/><ellipse cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.3)}" rx="${n(r * 0.6)}" ry="${n(r * 0.35)}" fill="#ffffff" opacity="0.25" filter="url(#blur-s)"/>`,
        );
      }
    } else if (p === 'drops') {
      for (let i = 0; i < 5; i++) {
        const [x, y] =
          i === 0
            ? next()
            : [
                slots[(slot - 1) % slots.length]![0] + (rand() - 0.5) * span * 0.2,
                slots[(slot - 1) % slots.length]![1] + (rand() - 0.5) * span * 0.15,
              ];
        out.push(drop(`water${slot}-${i}`, x, y, span * (0.01 + rand() * 0.018), '#e9eeee', true));
      }
    } else if (p === 'linen') {
      const [x, y] = next();
      out.push(
        `<g transform="rotate(${n(-12 + rand() * 24)} ${n(x)} ${n(y)})"><rect x="${n(x - span * 0.22)}" y="${n(y - span * 0.12)}" width="${n(span * 0.44)}" height="${n(span * 0.24)}" fill="#2a221c" opacity="0.14" filter="url(#blur-m)"/><rect x="${n(x - span * 0.23)}" y="${n(y - span * 0.14)}" width="${n(span * 0.44)}" height="${n(span * 0.24)}" fill="#f4efe6"/><rect x="${n(x - span * 0.23)}" y="${n(y + span * 0.02)}" width="${n(span * 0.44)}" height="${n(span * 0.012)}" fill="#c9b9a3" opacity="0.6"/></g>`,
      );
    } else if (p === 'sun') {
      // hard window shadow over the whole surface: morning light
      out.push(
        `<g opacity="0.09" filter="url(#blur-s)">${[0.1, 0.42, 0.74].map((t) => `<rect x="${n(W * t)}" y="${n(-H * 0.1)}" width="${n(W * 0.06)}" height="${n(H * 1.2)}" fill="#2a221c" transform="rotate(28 ${n(W / 2)} ${n(H / 2)})"/>`).join('')}</g>`,
      );
    }
  }
  return out.join('');
}

/** The blur filters the texture parts refer to. */
export const textureDefs = (span: number) =>
  `<defs><filter id="blur-s" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(span * 0.006)}"/></filter><filter id="blur-m" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(span * 0.015)}"/></filter></defs>`;
