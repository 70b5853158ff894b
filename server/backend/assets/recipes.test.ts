import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colour, mix } from './colour';
import { GEOMETRY, PACK_SHAPES, type PackShape, drawPack, labelLayout, packColours } from './packs';
import { LINES, NEUTRALS, lineOf } from './palette';
import { type Recipe, toSvg } from './recipes';
import { textWidth } from './text-fit';

const LONG = 'Extraordinarily Concentrated Multi-Peptide Overnight Recovery Treatment Concentrate';

describe('colour', () => {
  it.each([
    ['#abc', '#abc'],
    ['#A1B2C3', '#a1b2c3'],
    ['red', '#cccccc'],
    ['#12345', '#cccccc'],
    ['#fff"/><script>', '#cccccc'],
    [undefined, '#cccccc'],
  ])('%j → %s', (input, want) => expect(colour(input)).toBe(want));

  it('mixes in RGB', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#102030', '#102030', 0.7)).toBe('#102030');
  });
});

describe('palette', () => {
  it('gives every product line one accent and a named neutral backdrop', () => {
    for (const [line, l] of Object.entries(LINES)) {
      expect(Object.keys(NEUTRALS), line).toContain(l.backdrop);
      expect(l.accent, line).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('falls back to the brand line for an unknown one', () => {
    expect(lineOf('nope')).toEqual(lineOf(undefined));
    expect(lineOf('__proto__')).toEqual(lineOf(undefined));
  });

  it('keeps the accent of a line on every pack of that line', () => {
    for (const shape of PACK_SHAPES)
      expect(packColours({ shape, line: 'retinols' }).accent).toBe(lineOf('retinols').accent);
  });
});

describe('packs', () => {
  // what makes each container recognisable, as drawn
  it.each<[PackShape, RegExp]>([
    ['dropper', /Q-36,-705 0,-705/], // the rubber bulb
    ['pump', /L112,-670/], // the actuator's nozzle
    ['bottle', /y="-640" width="116"/], // the screw cap
    ['jar', /width="470" height="104"/], // the wide lid
    ['tube', /width="308" height="54"/], // the crimped end
    ['sachet', /width="350" height="44"/], // the sealed top
    ['box', /M210,0 L290,-50/], // the side face in perspective
  ])('%s draws its own silhouette', (shape, marker) => {
    const svg = drawPack({ shape, line: 'serums', brand: 'Lumen', name: 'Test' }, 'p').svg;
    expect(svg).toMatch(marker);
    for (const other of PACK_SHAPES.filter((s) => s !== shape)) {
      expect(drawPack({ shape: other, line: 'serums' }, 'p').svg, other).not.toMatch(marker);
    }
  });

  it.each(
    PACK_SHAPES.flatMap((shape) =>
      ['Daily SPF', 'Vitamin C 15% Brightening Serum', LONG, 'W'.repeat(60)].map((name) => [shape, name] as const),
    ),
  )('%s label keeps %j inside the label', (shape, name) => {
    const rect = GEOMETRY[shape].label;
    const l = labelLayout({ shape, brand: 'Lumen', name }, rect);
    expect(l.innerWidth).toBeLessThanOrEqual(rect.w);
    expect(textWidth(l.brand!.text, l.brand!.fontSize, 'sans', l.brand!.letterSpacing)).toBeLessThanOrEqual(
      l.innerWidth,
    );
    for (const line of l.name!.lines)
      expect(textWidth(line, l.name!.fontSize, 'serif')).toBeLessThanOrEqual(l.innerWidth);
    const lastBaseline = l.name!.y + (l.name!.lines.length - 1) * l.name!.lineHeight;
    expect(lastBaseline).toBeLessThanOrEqual(rect.y + rect.h);
    expect(l.brand!.y - l.brand!.fontSize).toBeGreaterThanOrEqual(rect.y);
  });

  it('escapes the text it typesets', () => {
    const svg = drawPack({ shape: 'jar', brand: '<b>', name: 'Tom & "Jerry" <script>' }, 'p').svg;
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&#38;');
  });

  it('puts no words on wordless packs', () => {
    expect(drawPack({ shape: 'pump', brand: 'Lumen', name: 'Cleanser' }, 'p', false).svg).not.toContain('<text');
  });
});

describe('toSvg', () => {
  const recipes: [string, Recipe, number, number][] = [
    [
      'packshot',
      { kind: 'packshot', pack: { shape: 'dropper', line: 'serums', brand: 'Lumen', name: 'Serum' } },
      1200,
      1200,
    ],
    [
      'texture',
      {
        kind: 'texture',
        seed: 's',
        texture: '#e8c68c',
        finish: 'fluid',
        props: ['citrus', 'leaf'],
        pack: { shape: 'dropper' },
      },
      1200,
      1200,
    ],
    [
      'group',
      {
        kind: 'group',
        backdrop: 'sand',
        packs: [{ shape: 'jar' }, { shape: 'tube' }, { shape: 'pump' }, { shape: 'box' }],
      },
      1600,
      800,
    ],
    ['lost', { kind: 'lost' }, 1200, 800],
    [
      'legacy product',
      { kind: 'product', shape: 'kit', bottle: '#fff', background: '#000', label: 'Old', view: 1 },
      600,
      600,
    ],
    ['legacy banner', { kind: 'banner', background: '#fff', accent: '#000', label: 'Journal' }, 1600, 600],
  ];

  it.each(recipes)('%s keeps the image size', (_name, recipe, w, h) => {
    expect(toSvg(recipe, w, h)).toMatch(new RegExp(`^<svg [^>]*width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"`));
  });

  it.each(recipes.filter(([name]) => name !== 'packshot' && name !== 'legacy product'))(
    '%s has no words in it (crops cannot cut text)',
    (_n, recipe, w, h) => {
      expect(toSvg(recipe, w, h)).not.toContain('<text');
    },
  );

  it('is the same every time (seeded)', () => {
    const r: Recipe = {
      kind: 'texture',
      seed: 'x',
      texture: '#eedfae',
      finish: 'powder',
      props: ['oat', 'pebbles', 'drops'],
    };
    expect(toSvg(r, 800, 600)).toBe(toSvg(r, 800, 600));
  });

  it('lets no texture colour carry markup', () => {
    fc.assert(
      fc.property(fc.string(), (texture) => {
        const svg = toSvg({ kind: 'texture', seed: 't', texture, finish: 'gel', props: [] }, 300, 300);
        expect(svg).not.toContain(texture.length > 7 ? texture : '\u0000');
      }),
      { numRuns: 50 },
    );
  });
});
