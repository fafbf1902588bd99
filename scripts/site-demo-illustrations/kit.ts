/**
 * The drawing kit behind the demo-site illustrations: a tiny SVG builder with numbered
 * gradients, colour mixing, a seeded random source and the landscape pieces the scenes
 * share (ridges, pines, round trees, clouds, grass, reflections, small figures). Every
 * number is rounded to one decimal so that a scene stays well under 30 KB.
 */

export type Point = readonly [number, number];
export type Stop = readonly [offset: number, colour: string, opacity?: number];
export type Rng = () => number;

/** mulberry32: small, fast and the same on every machine, so the output is reproducible. */
export function seeded(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random number between lo and hi. */
export function between(rng: Rng, lo: number, hi: number): number {
  return lo + (hi - lo) * rng();
}

/** One decimal, no trailing ".0": the coordinates of a 1500-wide picture need no more. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

export function pts(points: readonly Point[]): string {
  return points.map(([x, y]) => `${n(x)} ${n(y)}`).join(" ");
}

/** A closed polygon as path data. */
export function poly(points: readonly Point[]): string {
  const [first, ...rest] = points;
  if (!first) return "";
  return `M${compact(first)}L${compact(rest.flat())}Z`;
}

/** Numbers joined as path data joins them: a minus sign is its own separator. */
export function compact(values: readonly (number | string)[]): string {
  let out = "";
  for (const v of values) {
    const text = typeof v === "number" ? n(v) : v;
    out += out === "" || text.startsWith("-") ? text : ` ${text}`;
  }
  return out;
}

/**
 * A closed polygon in whole pixels with relative steps, for large landscape shapes where
 * tenths and absolute coordinates are wasted bytes.
 */
export function polyR(points: readonly Point[]): string {
  const r = Math.round;
  const first = points[0];
  if (!first) return "";
  let px = r(first[0]);
  let py = r(first[1]);
  const start = compact([px, py]);
  const steps: number[] = [];
  for (const [x, y] of points.slice(1)) {
    steps.push(r(x) - px, r(y) - py);
    px = r(x);
    py = r(y);
  }
  return `M${start}l${compact(steps)}z`;
}

/** An open polyline as path data. */
export function polyline(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}`;
}

function hex(colour: string): [number, number, number] {
  const h = colour.replace("#", "");
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** The colour a of the way from a to b (t = 0 gives a, 1 gives b). */
export function mix(a: string, b: string, t: number): string {
  const ca = hex(a);
  const cb = hex(b);
  return `#${ca
    .map((v, i) =>
      Math.round(v + ((cb[i] ?? 0) - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

type Attrs = Record<string, string | number | undefined>;

export function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? n(v) : v}"`)
    .join("");
}

export function path(d: string, fill: string, extra: Attrs = {}): string {
  return `<path d="${d}"${attrs({ fill, ...extra })}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string {
  return `<rect${attrs({ x, y, width: w, height: h, fill, ...extra })}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string {
  return `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;
}

/** Draws a shape kept in <defs> (see Scene.shape). */
export function drawShape(shapeId: string, fill: string, extra: Attrs = {}): string {
  return `<use href="#${shapeId}"${attrs({ fill, ...extra })}/>`;
}

/** Draws a group kept in <defs> (see Scene.group). */
export function drawGroup(id: string, extra: Attrs = {}): string {
  return `<use href="#${id}"${attrs(extra)}/>`;
}

export function g(children: string | readonly string[], extra: Attrs = {}): string {
  const body = typeof children === "string" ? children : children.join("");
  return `<g${attrs(extra)}>${body}</g>`;
}

/** A straight or curved stroke, for ropes, rails and ripples. */
export function line(d: string, stroke: string, width: number, extra: Attrs = {}): string {
  return `<path d="${d}"${attrs({ fill: "none", stroke, "stroke-width": width, "stroke-linecap": "round", ...extra })}/>`;
}

/** Builds one picture: numbered gradients and clip paths in <defs>, then the layers in order. */
export class Scene {
  private readonly defs: string[] = [];
  private readonly layers: string[] = [];
  private count = 0;

  readonly title: string;
  readonly width: number;
  readonly height: number;

  constructor(title: string, width = 1500, height = 1000) {
    this.title = title;
    this.width = width;
    this.height = height;
  }

  private id(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  /** A linear gradient in picture coordinates (userSpaceOnUse), from (x1,y1) to (x2,y2). */
  linear(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id("l");
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse"${attrs({ x1, y1, x2, y2 })}>${stopsOf(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in picture coordinates; ry different from r squashes it vertically. */
  radial(stops: readonly Stop[], cx: number, cy: number, r: number, ry = r): string {
    const id = this.id("r");
    const squash =
      ry === r
        ? ""
        : ` gradientTransform="translate(0 ${n(cy)}) scale(1 ${Math.round((ry / r) * 1000) / 1000}) translate(0 ${n(-cy)})"`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse"${attrs({ cx, cy, r })}${squash}>${stopsOf(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A clip path from path data; returns the value for a clip-path attribute. */
  clip(d: string): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  /**
   * Path data kept once in <defs>: returns its id, to draw it with drawShape() and to clip with
   * clipUse() without repeating the data.
   */
  shape(d: string): string {
    const id = this.id("p");
    this.defs.push(`<path id="${id}" d="${d}"/>`);
    return id;
  }

  /** A group kept once in <defs>, drawn with drawGroup() (for instance once upright, once mirrored). */
  group(markup: string): string {
    const id = this.id("g");
    this.defs.push(`<g id="${id}">${markup}</g>`);
    return id;
  }

  /** A clip path made of a shape kept in <defs>. */
  clipUse(shapeId: string): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}"><use href="#${shapeId}"/></clipPath>`);
    return `url(#${id})`;
  }

  /** A gaussian blur filter (used sparingly: mist, glows and soft shadows). */
  blur(deviation: number): string {
    const id = this.id("f");
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  add(...markup: readonly string[]): this {
    this.layers.push(...markup);
    return this;
  }

  toString(): string {
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.width} ${this.height}" width="${this.width}" height="${this.height}" role="img">`,
      `<title>${this.title}</title>`,
      `<defs>${this.defs.join("")}</defs>`,
      ...this.layers,
      "</svg>\n",
    ].join("\n");
  }
}

function stopsOf(stops: readonly Stop[]): string {
  return stops
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${Math.round(offset * 10000) / 10000}" stop-color="${colour}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`,
    )
    .join("");
}

/* ---------------------------------------------------------------- shapes of land */

/**
 * A ridge line through the given key points, roughened by midpoint displacement: amp is
 * the first displacement in pixels, each level multiplies it by rough.
 */
export function ridge(rng: Rng, keys: readonly Point[], amp: number, rough = 0.5, depth = 4): Point[] {
  let line: Point[] = [...keys];
  let a = amp;
  for (let level = 0; level < depth; level += 1) {
    const next: Point[] = [];
    for (let i = 0; i < line.length - 1; i += 1) {
      const p = line[i] as Point;
      const q = line[i + 1] as Point;
      next.push(p, [(p[0] + q[0]) / 2 + (rng() - 0.5) * a * 0.3, (p[1] + q[1]) / 2 + (rng() * 2 - 1) * a]);
    }
    next.push(line[line.length - 1] as Point);
    line = next;
    a *= rough;
  }
  return line;
}

/** A jagged outline closed down to the bottom edge. */
export function jaggedLand(line: readonly Point[], bottom: number): string {
  const first = line[0] as Point;
  const last = line[line.length - 1] as Point;
  return polyR([[first[0], bottom], ...line, [last[0], bottom]]);
}

/** A smooth curve through the points (Catmull-Rom as cubic Béziers), as path data without M. */
export function smoothThrough(points: readonly Point[], tension = 1): string {
  const r = Math.round;
  const values: number[] = [];
  let cx = r((points[0] as Point)[0]);
  let cy = r((points[0] as Point)[1]);
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = (points[i - 1] ?? points[i]) as Point;
    const p1 = points[i] as Point;
    const p2 = points[i + 1] as Point;
    const p3 = (points[i + 2] ?? p2) as Point;
    const c1: Point = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2: Point = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    values.push(r(c1[0]) - cx, r(c1[1]) - cy, r(c2[0]) - cx, r(c2[1]) - cy, r(p2[0]) - cx, r(p2[1]) - cy);
    cx = r(p2[0]);
    cy = r(p2[1]);
  }
  return `c${compact(values)}`;
}

/** Soft rolling land through the points, closed down to the bottom edge. */
export function smoothLand(points: readonly Point[], bottom: number): string {
  const first = points[0] as Point;
  const last = points[points.length - 1] as Point;
  const r = Math.round;
  return `M${compact([r(first[0]), r(bottom), "L", r(first[0]), r(first[1])])}${smoothThrough(points)}L${compact([r(last[0]), r(bottom)])}Z`;
}

/** Rolling hills: key points spaced across the width with gentle random heights. */
export function hillPoints(rng: Rng, y: number, amp: number, count: number, x0 = -20, x1 = 1520): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= count; i += 1) {
    out.push([
      x0 + ((x1 - x0) * i) / count + (i > 0 && i < count ? between(rng, -0.2, 0.2) * ((x1 - x0) / count) : 0),
      y + between(rng, -amp, amp),
    ]);
  }
  return out;
}

/**
 * The shadowed faces of a mountain range: from every main peak (a key point higher than
 * its neighbours) a facet runs down the flank away from the sun to the next key valley,
 * bounded on the lit side by a jagged crease from the peak to the foot.
 */
export function mountainShadows(
  rng: Rng,
  line: readonly Point[],
  keys: readonly Point[],
  bottom: number,
  sunFromLeft = true,
): string {
  let d = "";
  for (let k = 1; k < keys.length - 1; k += 1) {
    const peak = keys[k] as Point;
    if (!(peak[1] < (keys[k - 1] as Point)[1] && peak[1] < (keys[k + 1] as Point)[1])) continue;
    const valley = keys[sunFromLeft ? k + 1 : k - 1] as Point;
    const lo = Math.min(peak[0], valley[0]);
    const hi = Math.max(peak[0], valley[0]);
    const between_ = line.filter(([x]) => x > lo && x < hi);
    const run = sunFromLeft ? between_ : [...between_].reverse();
    const foot: Point = [peak[0] + (valley[0] - peak[0]) * 0.5, bottom];
    const crease: Point[] = [];
    const jag = Math.abs(valley[0] - peak[0]) * 0.12;
    for (let i = 1; i < 8; i += 1) {
      const t = i / 8;
      crease.push([peak[0] + (foot[0] - peak[0]) * t + between(rng, -jag, jag), peak[1] + (foot[1] - peak[1]) * t]);
    }
    // the outer edge runs down the gully below the valley, as ragged as the crease
    const gully: Point[] = [];
    const end: Point = [valley[0] + (valley[0] - peak[0]) * 0.6, bottom];
    for (let i = 1; i < 8; i += 1) {
      const t = i / 8;
      gully.push([
        valley[0] + (end[0] - valley[0]) * t + between(rng, -jag, jag),
        valley[1] + (end[1] - valley[1]) * t,
      ]);
    }
    d += polyR([peak, ...run, valley, ...gully, end, foot, ...crease.reverse()]);
  }
  return d;
}

/* ---------------------------------------------------------------- plants */

/**
 * A stylised pine or spruce: tiers of drooping boughs around a thin trunk; the side away
 * from the sun is a darker half, the classic poster treatment.
 */
export function pine(x: number, base: number, h: number, w = h * 0.34, tiers = 6): { lit: string; dark: string } {
  const top = base - h;
  const trunk = h * 0.08;
  const left: Point[] = [[x, top]];
  const right: Point[] = [[x, top]];
  for (let i = 0; i < tiers; i += 1) {
    const t = (i + 1) / tiers;
    const y = top + (h - trunk) * (0.1 + 0.9 * t);
    const half = (w / 2) * (0.25 + 0.75 * t);
    const inner = half * 0.45;
    right.push([x + half, y], [x + inner, y - h * 0.035]);
    left.push([x - half, y], [x - inner, y - h * 0.035]);
  }
  const lastY = top + (h - trunk);
  right.pop();
  left.pop();
  right.push([x + w * 0.04, lastY], [x + w * 0.04, base], [x, base]);
  left.push([x - w * 0.04, lastY], [x - w * 0.04, base], [x, base]);
  return { lit: polyR([...left, ...[...right].reverse()]), dark: polyR([...right.slice(0, -1), [x, base], [x, top]]) };
}

/** A row of pines as two path datas (all lit halves, all dark halves), for forests. */
export function pineRow(
  rng: Rng,
  y: number,
  x0: number,
  x1: number,
  gap: number,
  hMin: number,
  hMax: number,
  yJitter = 10,
): { lit: string; dark: string } {
  let lit = "";
  let dark = "";
  for (let x = x0; x < x1; x += gap * between(rng, 0.6, 1.3)) {
    const h = between(rng, hMin, hMax);
    const tree = pine(
      x,
      y + between(rng, -yJitter, yJitter),
      h,
      h * between(rng, 0.26, 0.36),
      5 + Math.floor(rng() * 3),
    );
    lit += tree.lit;
    dark += tree.dark;
  }
  return { lit, dark };
}

/** A round deciduous tree: a crown of overlapping blobs, lit on one side, on a short trunk. */
export function roundTree(
  rng: Rng,
  x: number,
  base: number,
  r: number,
  colours: { trunk: string; light: string; mid: string; dark: string },
  sunFromLeft = true,
): string {
  const cy = base - r * 1.55;
  const s = sunFromLeft ? -1 : 1;
  const trunk = path(
    poly([
      [x - r * 0.07, base],
      [x - r * 0.04, cy],
      [x + r * 0.04, cy],
      [x + r * 0.08, base],
    ]),
    colours.trunk,
  );
  // the crown: a dark mass of lobes, a mid-tone mass pushed towards the sun, and a few
  // small bright lobes on the sunny shoulder
  const lobes = (dx: number, dy: number, k: number, count: number, spread: number): string => {
    let d = "";
    for (let i = 0; i < count; i += 1) {
      const a = (i / count) * Math.PI * 2 + between(rng, -0.35, 0.35);
      const dist = between(rng, 0.35, 0.6) * spread;
      const rr = r * between(rng, 0.3, 0.52) * k;
      d += circleD(x + dx + Math.cos(a) * r * dist * k, cy + dy + Math.sin(a) * r * dist * 0.8 * k, rr);
    }
    return d + circleD(x + dx, cy + dy, r * 0.6 * k);
  };
  return g([
    ellipse(x - s * r * 0.3, base, r * 0.9, r * 0.16, "#1c2a14", { opacity: 0.22 }),
    trunk,
    path(lobes(0, 0, 1, 9, 1), colours.dark),
    path(lobes(s * r * 0.14, -r * 0.12, 0.78, 8, 1), colours.mid),
    path(lobes(s * r * 0.32, -r * 0.34, 0.42, 5, 1.2), colours.light),
  ]);
}

/** A circle as path data, so that many circles share one path element. */
export function circleD(cx: number, cy: number, r: number): string {
  const rr = r < 8 ? n(r) : String(Math.round(r));
  const w = r < 8 ? n(2 * r) : String(2 * Math.round(r));
  return `M${n(cx - r)} ${n(cy)}a${rr} ${rr} 0 1 0 ${w} 0a${rr} ${rr} 0 1 0 -${w} 0Z`;
}

/** A cushion of needles or leaves: a domed top on a gently rounded base. */
export function cushionD(cx: number, cy: number, rx: number, ry: number): string {
  const r = Math.round;
  const w = r(2 * rx);
  const top = r(ry * 1.3);
  const under = r(ry * 0.7);
  return `M${compact([r(cx - rx), r(cy)])}c${compact([0, -top, w, -top, w, 0, 0, under, -w, under, -w, 0])}z`;
}

/** An ellipse as path data. */
export function ellipseD(cx: number, cy: number, rx: number, ry: number): string {
  const r = Math.round;
  const w = r(2 * rx);
  return `M${r(cx - rx)} ${r(cy)}a${r(rx)} ${r(ry)} 0 1 0 ${w} 0a${r(rx)} ${r(ry)} 0 1 0 ${-w} 0Z`;
}

/**
 * Blades of grass (marram, reeds, meadow) as one path: each blade a thin curved sliver
 * leaning with the wind.
 */
export function blades(
  rng: Rng,
  area: { x0: number; x1: number; y0: number; y1: number },
  count: number,
  h: [number, number],
  lean: number,
  width = 3,
): string {
  let d = "";
  for (let i = 0; i < count; i += 1) {
    const x = between(rng, area.x0, area.x1);
    const y = between(rng, area.y0, area.y1);
    const depth = area.y1 === area.y0 ? 1 : 0.6 + (0.4 * (y - area.y0)) / (area.y1 - area.y0);
    d += blade(
      x,
      y,
      between(rng, h[0], h[1]) * depth,
      (lean + between(rng, -0.5, 0.5) * Math.abs(lean + 10)) * depth,
      width * depth,
    );
  }
  return d;
}

/** One blade of grass from (x, y) to a tip h higher and lean to the side (whole pixels, relative). */
export function blade(x: number, y: number, h: number, lean: number, w: number): string {
  const r = Math.round;
  const c1x = r(lean * 0.2 + w / 2);
  const tipX = r(lean + w / 2);
  const tipY = r(-h);
  return `M${compact([r(x - w / 2), r(y)])}q${compact([c1x, r(-h * 0.6), tipX, tipY, r(lean * -0.75 + w * 0.6), r(h * 0.45), r(w) - tipX, -tipY])}z`;
}

/**
 * A clump of grass seen from afar as one spiky silhouette: cheaper than single blades
 * and reads the same at a distance.
 */
export function clump(rng: Rng, x: number, y: number, w: number, h: number, spikes: number, lean = 0.3): string {
  const r = Math.round;
  const steps: number[] = [];
  let px = r(x - w / 2);
  let py = r(y);
  const start = `M${compact([px, py])}l`;
  for (let i = 0; i < spikes; i += 1) {
    const t = (i + 0.5) / spikes;
    const hh = h * (0.35 + 0.65 * Math.sin(t * Math.PI)) * between(rng, 0.7, 1.1);
    const tx = x - w / 2 + t * w + lean * hh + between(rng, -w, w) * 0.04;
    const ty = y - hh;
    const nx = x - w / 2 + ((i + 1) / spikes) * w;
    const ny = y - h * 0.18 * Math.sin(((i + 1) / spikes) * Math.PI);
    steps.push(r(tx) - px, r(ty) - py, r(nx) - r(tx), r(ny) - r(ty));
    px = r(nx);
    py = r(ny);
  }
  return `${start}${compact(steps)}z`;
}

/** A tuft: blades fanning out from one spot (marram grass, pampas, reeds). */
export function tuft(
  rng: Rng,
  x: number,
  y: number,
  h: number,
  spread: number,
  count: number,
  wind = 0.3,
  width = 3.5,
): string {
  let d = "";
  for (let i = 0; i < count; i += 1) {
    const t = count === 1 ? 0 : i / (count - 1) - 0.5;
    const hh = h * between(rng, 0.55, 1) * (1 - Math.abs(t) * 0.6);
    d += blade(x + t * spread * 0.3, y, hh, t * spread + wind * hh + between(rng, -6, 6), width);
  }
  return d;
}

/** Bumps of low scrub along a line (sea buckthorn, heather, hedges): one path of circles. */
export function blobRow(
  rng: Rng,
  x0: number,
  x1: number,
  y: (x: number) => number,
  rMin: number,
  rMax: number,
): string {
  let d = "";
  for (let x = x0; x < x1; x += between(rng, rMin, rMax) * 1.1) {
    const r = between(rng, rMin, rMax);
    d += circleD(x, y(x) + r * 0.4, r);
  }
  return d;
}

/**
 * A scalloped edge (scrub, hedges, a far tree line) from x0 to x1 along y(x), closed down
 * to bottom: one arc per bump, so a long row costs little.
 */
export function scallops(
  rng: Rng,
  x0: number,
  x1: number,
  y: (x: number) => number,
  rMin: number,
  rMax: number,
  bottom: number,
): string {
  const r = Math.round;
  let x = x0;
  let d = `M${r(x0)} ${r(bottom)}L${r(x0)} ${r(y(x0))}`;
  while (x < x1) {
    const w = between(rng, rMin, rMax) * 2;
    const nx = Math.min(x1, x + w);
    const rad = r(w * between(rng, 0.5, 0.62));
    d += `A${rad} ${rad} 0 0 1 ${r(nx)} ${r(y(nx))}`;
    x = nx;
  }
  return `${d}L${r(x1)} ${r(bottom)}Z`;
}

/** An organic rolling edge along y(x) (scrub, woods, hedgerows), closed down to bottom. */
export function rolling(
  rng: Rng,
  x0: number,
  x1: number,
  y: (x: number) => number,
  amp: number,
  step: number,
  bottom: number,
): string {
  const points: Point[] = [];
  for (let x = x0; x < x1 + step; x += step * between(rng, 0.6, 1.3))
    points.push([Math.min(x, x1), y(Math.min(x, x1)) + between(rng, -amp, amp)]);
  return smoothLand(points, bottom);
}

/* ---------------------------------------------------------------- sky */

/**
 * A cumulus cloud: round heaps on a nearly flat base, two-toned: a shaded body and a lit
 * crown towards the light (light = -1 from the left, 1 from the right, 0 from above).
 */
export function cloud(
  scene: Scene,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  lit: string,
  shade: string,
  light = 0,
  opacity = 1,
): string {
  const heaps: [number, number, number][] = [];
  const count = Math.max(3, Math.round(w / (h * 0.7)));
  for (let i = 0; i < count; i += 1) {
    const t = i / (count - 1);
    const bump = Math.sin(0.15 + t * (Math.PI - 0.3));
    const r = h * (0.25 + 0.55 * bump) * between(rng, 0.8, 1.15);
    const cx = x + t * w + between(rng, -0.1, 0.1) * (w / count);
    heaps.push([cx, y - r * (0.2 + 0.4 * bump), r]);
    if (bump > 0.6 && rng() > 0.35)
      heaps.push([cx + between(rng, -0.3, 0.3) * r, y - r * 1.1, r * between(rng, 0.45, 0.65)]);
  }
  const first = heaps[0] as [number, number, number];
  const last = heaps[heaps.length - 1] as [number, number, number];
  // drawn counter-clockwise like the circles, so that the union fills without holes
  const base = (dx: number, dy: number): string =>
    poly([
      [first[0] + dx, y + dy],
      [last[0] + dx, y + dy],
      [last[0] + dx, y + dy - h * 0.25],
      [first[0] + dx, y + dy - h * 0.25],
    ]);
  const body = heaps.map(([cx, cy, r]) => circleD(cx, cy, r)).join("") + base(0, 0);
  const lift = h * 0.16;
  const crown = heaps.map(([cx, cy, r]) => circleD(cx + light * r * 0.1, cy - lift, r)).join("") + base(0, -lift);
  const bodyId = scene.shape(body);
  const flat = scene.clip(`M${n(x - h * 2)} ${n(y - h * 3)}h${n(w + h * 4)}v${n(h * 3)}h${n(-w - h * 4)}Z`);
  return g(
    [
      drawShape(
        bodyId,
        scene.linear(
          [
            [0, mix(shade, lit, 0.3)],
            [1, shade],
          ],
          0,
          y - h * 0.6,
          0,
          y,
        ),
      ),
      g(
        path(crown, lit, {
          "clip-path": scene.clip(
            `M${n(x - h * 2)} ${n(y - h * 3)}h${n(w + h * 4)}v${n(h * 3 - lift)}h${n(-w - h * 4)}Z`,
          ),
        }),
        {
          "clip-path": scene.clipUse(bodyId),
        },
      ),
    ],
    { "clip-path": flat, opacity: opacity === 1 ? undefined : opacity },
  );
}

/** A low, stretched cloud band (late light, haze). */
export function cloudBand(x: number, y: number, w: number, h: number): string {
  return `M${n(x)} ${n(y)}c${n(w * 0.1)} ${n(-h)} ${n(w * 0.25)} ${n(-h * 0.9)} ${n(w * 0.35)} ${n(-h * 0.5)}c${n(w * 0.08)} ${n(-h * 0.9)} ${n(w * 0.3)} ${n(-h * 1.1)} ${n(w * 0.38)} ${n(-h * 0.3)}c${n(w * 0.1)} ${n(-h * 0.5)} ${n(w * 0.25)} ${n(-h * 0.4)} ${n(w * 0.27)} ${n(h * 0.8)}Z`;
}

/** Distant birds as small "v" strokes. */
export function birds(rng: Rng, x: number, y: number, count: number, size: number, colour: string): string {
  let d = "";
  for (let i = 0; i < count; i += 1) {
    const bx = x + between(rng, -size * 6, size * 6);
    const by = y + between(rng, -size * 3, size * 3);
    const s = size * between(rng, 0.7, 1.2);
    d += `M${n(bx - s)} ${n(by - s * 0.3)}q${n(s * 0.5)} ${n(-s * 0.45)} ${n(s)} ${n(s * 0.3)}q${n(s * 0.5)} ${n(-s * 0.75)} ${n(s)} ${n(-s * 0.3)}`;
  }
  return line(d, colour, Math.max(1.5, size * 0.22), { "stroke-linejoin": "round" });
}

/* ---------------------------------------------------------------- people */

/**
 * A small standing or walking person seen from afar (h is the full height). The colours
 * are the clothes; skin and hair follow the light of the scene through the caller.
 */
export function person(
  x: number,
  base: number,
  h: number,
  c: { top: string; legs: string; skin: string; hair: string },
  stride = 0.5,
): string {
  // small figures get big heads so they read from afar; larger ones keep true proportions
  const head = h * (h > 80 ? 0.075 : h > 40 ? 0.1 : 0.13);
  const shoulders = base - h * 0.8;
  const hip = base - h * 0.47;
  const sw = h * 0.13;
  const s = stride * h * 0.14;
  return g([
    path(
      poly([
        [x - sw * 0.55, hip - 2],
        [x - s - h * 0.045, base],
        [x - s + h * 0.035, base],
        [x, hip + h * 0.12],
        [x + s - h * 0.035, base],
        [x + s + h * 0.045, base],
        [x + sw * 0.55, hip - 2],
      ]),
      c.legs,
    ),
    path(
      `M${n(x - sw)} ${n(hip)}L${n(x - sw * 0.95)} ${n(shoulders + sw * 0.4)}Q${n(x - sw)} ${n(shoulders)} ${n(x - sw * 0.5)} ${n(shoulders)}H${n(x + sw * 0.5)}Q${n(x + sw)} ${n(shoulders)} ${n(x + sw * 0.95)} ${n(shoulders + sw * 0.4)}L${n(x + sw)} ${n(hip)}Z`,
      c.top,
    ),
    circle(x, shoulders - head * 0.95, head, c.skin),
    path(
      `M${n(x - head)} ${n(shoulders - head * 0.9)}a${n(head)} ${n(head)} 0 0 1 ${n(head * 2)} 0q${n(-head)} ${n(-head * 0.6)} ${n(-head * 2)} 0Z`,
      c.hair,
    ),
  ]);
}

/* ---------------------------------------------------------------- light */

/** A glowing sun: disc, halo and wide bloom. */
export function sun(scene: Scene, x: number, y: number, r: number, core: string, glow: string, bloom = 5): string {
  const halo = scene.radial(
    [
      [0, glow, 0.75],
      [0.25, glow, 0.35],
      [1, glow, 0],
    ],
    x,
    y,
    r * bloom,
  );
  return g([circle(x, y, r * bloom, halo), circle(x, y, r, core)]);
}

/** Full-picture soft light from one point (late sun, lamp glow), as an overlay. */
export function glowOverlay(scene: Scene, x: number, y: number, r: number, colour: string, strength: number): string {
  return rect(
    0,
    0,
    scene.width,
    scene.height,
    scene.radial(
      [
        [0, colour, strength],
        [1, colour, 0],
      ],
      x,
      y,
      r,
    ),
  );
}

/** A darkening at the edges that holds the eye in the picture. */
export function vignette(scene: Scene, colour: string, strength: number): string {
  return rect(
    0,
    0,
    scene.width,
    scene.height,
    scene.radial(
      [
        [0.55, colour, 0],
        [1, colour, strength],
      ],
      scene.width / 2,
      scene.height / 2,
      scene.width * 0.62,
      scene.height * 0.75,
    ),
  );
}

/** Horizontal glints on water: short light dashes, longer and thicker nearer the viewer. */
export function ripples(
  rng: Rng,
  area: { x0: number; x1: number; y0: number; y1: number },
  count: number,
  len: [number, number],
  thick: number,
): string {
  const r = Math.round;
  let d = "";
  for (let i = 0; i < count; i += 1) {
    const y = between(rng, area.y0, area.y1);
    const depth = area.y1 === area.y0 ? 1 : 0.4 + (0.6 * (y - area.y0)) / (area.y1 - area.y0);
    const l = r(between(rng, len[0], len[1]) * depth);
    const x = between(rng, area.x0, area.x1 - l);
    const t = Math.max(1, r(thick * depth));
    d += `M${r(x)} ${r(y)}h${l}v${t}h${-l}z`;
  }
  return d;
}

/** Mirrors markup around the horizontal line y (for reflections in water). */
export function mirrored(markup: string, y: number, extra: Attrs = {}): string {
  // the clip and opacity sit on an outer group, outside the flip, so they stay in picture coordinates
  return g(g(markup, { transform: `matrix(1 0 0 -1 0 ${n(2 * y)})` }), extra);
}

/* ---------------------------------------------------------------- trees of the Veluwe */

/**
 * A Scots pine: a long, slightly bent bare trunk carrying a few flat cushions of needles
 * near the top. Returns the trunk, the shaded crown and the crown's lit upper sides.
 */
export function scotsPine(
  rng: Rng,
  x: number,
  base: number,
  h: number,
  w = h * 0.022,
  cushions = 4,
): { trunk: string; crown: string; lit: string } {
  const bend = between(rng, -0.05, 0.05) * h;
  const at = (t: number): number => x + bend * Math.sin(t * Math.PI * 0.9);
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= 4; i += 1) {
    const t = i / 4;
    const half = (w / 2) * (1 - t * 0.6);
    left.push([at(t) - half, base - t * h]);
    right.push([at(t) + half, base - t * h]);
  }
  let trunk = polyR([...left, ...[...right].reverse()]);
  let crown = "";
  let lit = "";
  const side = rng() < 0.5 ? -1 : 1;
  for (let i = 0; i < cushions; i += 1) {
    // cushions climb the top of the trunk, alternating sides, the highest the smallest
    const t = 0.74 + (0.26 * i) / Math.max(1, cushions - 1) + between(rng, -0.03, 0.03);
    const dir = (i % 2 ? 1 : -1) * side;
    const reach = h * between(rng, 0.04, 0.12) * (1.15 - t);
    const cx = at(Math.min(t, 1)) + dir * reach * 3;
    const cy = base - t * h;
    const rx = h * between(rng, 0.07, 0.11) * (1.25 - t * 0.5);
    const ry = rx * between(rng, 0.32, 0.45);
    trunk += polyR([
      [at(t - 0.07) - w * 0.12, cy + h * 0.05],
      [cx, cy + ry * 0.1],
      [at(t - 0.07) + w * 0.12, cy + h * 0.06],
    ]);
    crown += cushionD(cx, cy, rx, ry) + cushionD(cx + dir * rx * 0.6, cy + ry * 0.25, rx * 0.5, ry * 0.7);
    if (cushions > 3) crown += cushionD(cx - dir * rx * 0.55, cy + ry * 0.3, rx * 0.55, ry * 0.75);
    lit += cushionD(cx - rx * 0.2, cy - ry * 0.35, rx * 0.7, ry * 0.55);
  }
  return { trunk, crown, lit };
}

/* ---------------------------------------------------------------- buildings */

export type GableHouse = {
  /** Left and right edge of the gable end that faces the viewer. */
  gx0: number;
  gx1: number;
  apexY: number;
  eaveY: number;
  base: number;
  /** Where the long side ends: left of gx0 or right of gx1. */
  sideX: number;
  /** How much the far end of the side shrinks (perspective), in pixels at top and bottom. */
  shrink: number;
  /** Roof overhang past the walls. */
  overhang: number;
};

/**
 * The faces of a gabled house seen from a corner: the gable end towards the viewer, one
 * long side receding, and the roof plane above that side.
 */
export function gableHouse(h: GableHouse): {
  gable: string;
  side: string;
  roof: string;
  fascia: string;
  gableTop: (x: number) => number;
  eaveNear: Point;
  apexNear: Point;
} {
  const cx = (h.gx0 + h.gx1) / 2;
  const left = h.sideX < h.gx0;
  const near = left ? h.gx0 : h.gx1;
  const dir = left ? -1 : 1;
  const o = h.overhang;
  const half = (h.gx1 - h.gx0) / 2;
  const gable = poly([
    [h.gx0, h.eaveY],
    [cx, h.apexY],
    [h.gx1, h.eaveY],
    [h.gx1, h.base],
    [h.gx0, h.base],
  ]);
  const side = poly([
    [near, h.eaveY],
    [h.sideX, h.eaveY + h.shrink],
    [h.sideX, h.base - h.shrink * 0.6],
    [near, h.base],
  ]);
  const slope = (h.eaveY - h.apexY) / half;
  // the overhang runs on along the roof slope, so a steep roof does not reach to the ground
  const len = Math.hypot(half, h.eaveY - h.apexY);
  const ox = (o * half) / len;
  const oy = (o * (h.eaveY - h.apexY)) / len;
  const eaveNear: Point = [near + dir * ox, h.eaveY + oy];
  const apexNear: Point = [cx, h.apexY - o * 0.6];
  const farShift = h.sideX - near;
  const roof = poly([
    apexNear,
    [apexNear[0] + farShift + dir * ox, apexNear[1] + h.shrink * 0.7],
    [eaveNear[0] + farShift, eaveNear[1] + h.shrink],
    eaveNear,
  ]);
  const t = 7;
  const otherEave: Point = [near - dir * (2 * half + ox), h.eaveY + oy];
  const fascia = poly([
    eaveNear,
    apexNear,
    otherEave,
    [otherEave[0], otherEave[1] + t],
    [apexNear[0], apexNear[1] + t * 1.3],
    [eaveNear[0], eaveNear[1] + t],
  ]);
  const gableTop = (x: number): number => h.apexY + Math.abs(x - cx) * slope;
  return { gable, side, roof, fascia, gableTop, eaveNear, apexNear };
}

/** Vertical boards over a face: one stroke per board seam, from top(x) down to bottom. */
export function boards(
  x0: number,
  x1: number,
  top: (x: number) => number,
  bottom: (x: number) => number,
  step: number,
): string {
  let d = "";
  for (let x = x0 + step; x < x1 - 1; x += step)
    d += `M${Math.round(x)} ${Math.round(top(x))}V${Math.round(bottom(x))}`;
  return d;
}

/** A grazing cow in profile, about w wide, facing left or right; black-and-white or brown. */
export function cow(
  x: number,
  base: number,
  w: number,
  c: { body: string; patch: string; legs: string },
  facing = 1,
  grazing = false,
): string {
  const s = w / 100;
  const f = (px: number): number => x + facing * px * s;
  const y = (py: number): number => base - py * s;
  const body = `M${n(f(-40))} ${n(y(62))}Q${n(f(-44))} ${n(y(30))} ${n(f(-34))} ${n(y(30))}L${n(f(30))} ${n(y(32))}Q${n(f(42))} ${n(y(34))} ${n(f(42))} ${n(y(58))}Q${n(f(40))} ${n(y(72))} ${n(f(20))} ${n(y(72))}L${n(f(-30))} ${n(y(74))}Q${n(f(-40))} ${n(y(72))} ${n(f(-40))} ${n(y(62))}Z`;
  const headY = grazing ? 16 : 66;
  const head = `M${n(f(36))} ${n(y(68))}L${n(f(56))} ${n(y(headY + 8))}Q${n(f(64))} ${n(y(headY))} ${n(f(58))} ${n(y(headY - 8))}L${n(f(50))} ${n(y(headY - 6))}L${n(f(34))} ${n(y(44))}Z`;
  let legs = "";
  for (const lx of [-34, -24, 24, 34])
    legs += poly([
      [f(lx - 3), y(36)],
      [f(lx + 3), y(36)],
      [f(lx + 2.5), y(0)],
      [f(lx - 2.5), y(0)],
    ]);
  const patches = ellipseD(f(-14), y(58), 14 * s, 10 * s) + ellipseD(f(16), y(44), 10 * s, 8 * s);
  return g([path(legs, c.legs), path(body, c.body), path(patches, c.patch), path(head, c.patch)]);
}

/**
 * A fern frond (bracken): a curving stem from (x, y) with toothed leaflets on both sides,
 * widest in the middle; angle in radians (0 = straight up, positive leans right), curl
 * bends it further along its length.
 */
export function frond(
  x: number,
  y: number,
  len: number,
  angle: number,
  curl: number,
  width: number,
  steps = 12,
): string {
  const left: Point[] = [];
  const right: Point[] = [];
  let px = x;
  let py = y;
  let a = angle;
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    const w = width * Math.sin(Math.PI * Math.min(1, t * 1.15 + 0.05)) * (1 - t * 0.3);
    const nx = Math.cos(a);
    const ny = Math.sin(a);
    // leaflets point forward along the stem: tooth tip ahead of its base
    const fwdX = Math.sin(a) * w * 0.5;
    const fwdY = -Math.cos(a) * w * 0.5;
    left.push(
      [px - nx * w * 0.12, py - ny * w * 0.12],
      [px - nx * w * 0.85 + fwdX * 0.6, py - ny * w * 0.85 + fwdY * 0.6],
      [px - nx * w + fwdX, py - ny * w + fwdY],
    );
    right.push(
      [px + nx * w * 0.12, py + ny * w * 0.12],
      [px + nx * w * 0.85 + fwdX * 0.6, py + ny * w * 0.85 + fwdY * 0.6],
      [px + nx * w + fwdX, py + ny * w + fwdY],
    );
    px += Math.sin(a) * (len / steps);
    py -= Math.cos(a) * (len / steps);
    a += curl / steps;
  }
  return polyR([...left, [px, py], ...[...right].reverse()]);
}

/** A Dutch upright bicycle in profile, parked (as strokes in one colour). */
export function bicycle(x: number, base: number, size: number, colour: string): string {
  const r = size * 0.22;
  const back = x - size * 0.3;
  const front = x + size * 0.3;
  const hub = base - r;
  const seat: Point = [x - size * 0.12, base - size * 0.62];
  const bar: Point = [x + size * 0.24, base - size * 0.7];
  const crank: Point = [x - size * 0.04, hub];
  return g([
    circle(back, hub, r, "none", { stroke: colour, "stroke-width": size * 0.035 }),
    circle(front, hub, r, "none", { stroke: colour, "stroke-width": size * 0.035 }),
    line(
      `M${compact([back, hub])}L${compact([...crank, ...seat, back, hub])}M${compact([...crank, x + size * 0.2, base - size * 0.52, front, hub])}M${compact([...seat, x + size * 0.2, base - size * 0.52, ...bar, bar[0] - size * 0.08, bar[1] + size * 0.02])}M${compact([seat[0] - size * 0.06, seat[1], seat[0] + size * 0.06, seat[1]])}`,
      colour,
      size * 0.035,
      { "stroke-linejoin": "round" },
    ),
  ]);
}

/** A street lamp on a slim post, with the glow it throws (lit at dusk). */
export function streetLamp(scene: Scene, x: number, base: number, h: number, post: string, light: string): string {
  const top = base - h;
  return g([
    rect(x - h * 0.012, top, h * 0.024, h, post),
    path(
      poly([
        [x - h * 0.05, top],
        [x + h * 0.05, top],
        [x + h * 0.035, top + h * 0.1],
        [x - h * 0.035, top + h * 0.1],
      ]),
      post,
    ),
    rect(x - h * 0.03, top + h * 0.02, h * 0.06, h * 0.07, light),
    circle(
      x,
      top + h * 0.05,
      h * 0.5,
      scene.radial(
        [
          [0, light, 0.45],
          [0.3, light, 0.12],
          [1, light, 0],
        ],
        x,
        top + h * 0.05,
        h * 0.5,
      ),
    ),
  ]);
}

/**
 * The toothed top of a conifer forest along y(x), closed down to bottom: one spike per
 * tree with drooping shoulders, cheap enough for whole hillsides.
 */
export function forestEdge(
  rng: Rng,
  x0: number,
  x1: number,
  y: (x: number) => number,
  hMin: number,
  hMax: number,
  spacing: number,
  bottom: number,
): string {
  const points: Point[] = [
    [x0, bottom],
    [x0, y(x0)],
  ];
  for (let x = x0; x < x1; ) {
    const w = spacing * between(rng, 0.7, 1.3);
    const h = between(rng, hMin, hMax);
    const base = y(x + w / 2);
    points.push(
      [x + w * 0.15, base - h * 0.25],
      [x + w * 0.32, base - h * 0.5],
      [x + w * 0.5, base - h],
      [x + w * 0.68, base - h * 0.5],
      [x + w * 0.85, base - h * 0.25],
      [x + w, base],
    );
    x += w;
  }
  points.push([x1, y(x1)], [x1, bottom]);
  return polyR(points);
}

/**
 * A towering cumulus: heaps packed into a dome over a flat base, lit from one side
 * (light = -1 from the left, 1 from the right); the shade is a few big soft masses on
 * the far side and underneath, so the cloud reads as one body rather than a bunch of balls.
 */
export function cumulus(
  scene: Scene,
  rng: Rng,
  x: number,
  base: number,
  w: number,
  h: number,
  lit: string,
  shade: string,
  light = -1,
): string {
  const heaps: [number, number, number][] = [];
  const rows = 4;
  for (let row = 0; row < rows; row += 1) {
    const t = row / (rows - 1);
    const span = w * (1 - t * 0.75);
    const count = row === rows - 1 ? 1 : 5 - row;
    for (let i = 0; i < count; i += 1) {
      const u = count === 1 ? 0.5 : i / (count - 1);
      const r = (h / rows) * between(rng, 0.95, 1.2) * (1.3 - t * 0.25) * (0.75 + 0.25 * Math.sin(u * Math.PI));
      heaps.push([
        x + (w - span) / 2 + u * span + light * t * w * 0.06 + between(rng, -0.05, 0.05) * span,
        base - r * 0.5 - t * (h - r * 1.1),
        r,
      ]);
    }
  }
  const r = Math.round;
  const body =
    heaps.map(([cx, cy, rr]) => circleD(cx, cy, rr)).join("") +
    polyR([
      [x, base],
      [x + w, base],
      [x + w, base - h * 0.2],
      [x, base - h * 0.2],
    ]);
  const shadows = heaps
    .filter((_, i) => i % 2 === 0)
    .map(([cx, cy, rr]) => circleD(cx - light * rr * 0.45, cy + rr * 0.5, rr * 1.05))
    .join("");
  const bodyId = scene.shape(body);
  const flat = scene.clip(`M${r(x - h)} ${r(base - h * 2)}h${r(w + 2 * h)}v${r(h * 2)}h${r(-w - 2 * h)}Z`);
  return g(
    [
      drawShape(
        bodyId,
        scene.linear(
          [
            [0, lit],
            [0.6, mix(lit, shade, 0.25)],
            [1, mix(lit, shade, 0.6)],
          ],
          0,
          base - h,
          0,
          base,
        ),
      ),
      g(path(shadows, shade, { opacity: 0.6, filter: scene.blur(h * 0.06) }), { "clip-path": scene.clipUse(bodyId) }),
    ],
    { "clip-path": flat },
  );
}

/** A pollard willow: a short gnarled trunk crowned with a spray of thin upright shoots. */
export function pollard(
  rng: Rng,
  x: number,
  base: number,
  h: number,
  c: { trunk: string; leaves: string; lit: string },
): string {
  const t = h * 0.42;
  const w = h * 0.09;
  const top = base - t;
  const r = Math.round;
  // a fuzzy, upright head of thin shoots: many short teeth around an egg shape; the lit
  // side is the same outline over the sunny quarter, closed to the middle of the head
  const rx = h * 0.75 * 0.5;
  const ry = h * 0.75 * 0.45;
  const cy = top - ry * 0.75;
  const outline: Point[] = [];
  const teeth = 34;
  for (let i = 0; i <= teeth; i += 1) {
    const a = Math.PI * (0.9 + (i / teeth) * 1.2);
    const out = between(rng, 0.9, 1.2) * (1 + 0.12 * Math.sin(i * 0.9));
    outline.push(
      [x + Math.cos(a) * rx * out, cy + Math.sin(a) * ry * out],
      [x + Math.cos(a + 0.05) * rx * 0.9, cy + Math.sin(a + 0.05) * ry * 0.9],
    );
  }
  const head = polyR([...outline, [x + rx * 0.5, top + 4], [x - rx * 0.5, top + 4]]);
  const litSide = polyR(
    outline.map(([px, py]): Point => [x - rx * 0.22 + (px - x) * 0.62, cy - ry * 0.2 + (py - cy) * 0.62]),
  );
  return g([
    path(
      `M${r(x - w)} ${r(base)}C${r(x - w * 0.7)} ${r(base - t * 0.5)} ${r(x - w * 1.4)} ${r(top + 6)} ${r(x - w * 1.1)} ${r(top)}L${r(x + w * 1.1)} ${r(top)}C${r(x + w * 1.4)} ${r(top + 6)} ${r(x + w * 0.7)} ${r(base - t * 0.5)} ${r(x + w)} ${r(base)}Z`,
      c.trunk,
    ),
    path(head, c.leaves),
    path(litSide, c.lit),
  ]);
}

/** A pointed leaf (lens shape) from its stem end to its tip, w wide at the middle. */
export function leaf(x0: number, y0: number, x1: number, y1: number, w: number): string {
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2;
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  const nx = (-(y1 - y0) / len) * w;
  const ny = ((x1 - x0) / len) * w;
  const r = Math.round;
  return `M${compact([r(x0), r(y0)])}Q${compact([r(mx + nx), r(my + ny), r(x1), r(y1)])}Q${compact([r(mx - nx), r(my - ny), r(x0), r(y0)])}Z`;
}

/** A potted plant: leaves fanning out of a pot, two greens for light and shade. */
export function pottedPlant(
  rng: Rng,
  x: number,
  base: number,
  h: number,
  c: { pot: string; potShade: string; leaf: string; leafLit: string },
): string {
  const potW = h * 0.32;
  const potH = h * 0.28;
  let dark = "";
  let lit = "";
  const count = 16;
  for (let i = 0; i < count; i += 1) {
    const a = -Math.PI / 2 + (i / (count - 1) - 0.5) * 2.4 + between(rng, -0.15, 0.15);
    const len = h * between(rng, 0.4, 0.72) * (1 - Math.abs(i / (count - 1) - 0.5) * 0.5);
    const sx = x + between(rng, -potW * 0.15, potW * 0.15);
    const sy = base - potH;
    const tip: Point = [sx + Math.cos(a) * len, sy + Math.sin(a) * len * 0.95];
    const d = leaf(sx + Math.cos(a) * len * 0.3, sy + Math.sin(a) * len * 0.3, tip[0], tip[1], len * 0.16);
    if (Math.cos(a) < -0.1 || i % 3 === 0) lit += d;
    else dark += d;
  }
  return g([
    path(dark, c.leaf),
    path(lit, c.leafLit),
    path(
      poly([
        [x - potW / 2, base - potH],
        [x + potW / 2, base - potH],
        [x + potW * 0.4, base],
        [x - potW * 0.4, base],
      ]),
      c.pot,
    ),
    path(
      poly([
        [x + potW * 0.1, base - potH],
        [x + potW / 2, base - potH],
        [x + potW * 0.4, base],
        [x + potW * 0.05, base],
      ]),
      c.potShade,
    ),
  ]);
}

/** A person riding an upright bicycle, in profile, heading right (colours as for person()). */
export function cyclist(
  x: number,
  base: number,
  size: number,
  c: { top: string; legs: string; skin: string; hair: string; bike: string },
): string {
  const k = size / 100;
  const seat: Point = [x - 12 * k, base - 62 * k];
  const hip: Point = [seat[0], seat[1] - 4 * k];
  const shoulder: Point = [x + 2 * k, base - 100 * k];
  const hand: Point = [x + 24 * k, base - 70 * k];
  const pedal: Point = [x - 4 * k, base - 22 * k];
  const r = Math.round;
  return g([
    bicycle(x, base, size, c.bike),
    line(
      `M${compact([r(hip[0]), r(hip[1]), "L", r(x + 6 * k), r(base - 44 * k), r(pedal[0]), r(pedal[1])])}`,
      c.legs,
      7 * k,
      { "stroke-linejoin": "round" },
    ),
    line(
      `M${compact([r(hip[0]), r(hip[1]), "L", r(x - 14 * k), r(base - 40 * k), r(x - 12 * k), r(base - 18 * k)])}`,
      mix(c.legs, "#000000", 0.25),
      7 * k,
      { "stroke-linejoin": "round" },
    ),
    line(`M${compact([r(hip[0]), r(hip[1]), "L", r(shoulder[0]), r(shoulder[1])])}`, c.top, 14 * k),
    line(`M${compact([r(shoulder[0]), r(shoulder[1] + 4 * k), "L", r(hand[0]), r(hand[1])])}`, c.top, 5 * k),
    circle(shoulder[0] + 4 * k, shoulder[1] - 13 * k, 8 * k, c.skin),
    path(
      `M${compact([r(shoulder[0] - 4 * k), r(shoulder[1] - 13 * k)])}a${compact([8 * k, 8 * k, 0, 0, 1, 16 * k, -2 * k])}q${compact([-8 * k, -6 * k, -16 * k, 2 * k])}Z`,
      c.hair,
    ),
  ]);
}

/** A Dutch windmill: tapering tower, stage, cap and four lattice sails turned to angle a. */
export function windmill(
  x: number,
  base: number,
  h: number,
  a: number,
  c: { body: string; shade: string; cap: string; sail: string; frame: string },
): string {
  const top = base - h;
  const wb = h * 0.34;
  const wt = h * 0.16;
  const hub: Point = [x + wt * 0.1, top - h * 0.03];
  let sails = "";
  let lattice = "";
  const len = h * 0.78;
  for (let i = 0; i < 4; i += 1) {
    const ang = a + (i * Math.PI) / 2;
    const dx = Math.cos(ang);
    const dy = Math.sin(ang);
    const nx = -dy;
    const ny = dx;
    const p0: Point = [hub[0] + dx * len * 0.18, hub[1] + dy * len * 0.18];
    const p1: Point = [hub[0] + dx * len, hub[1] + dy * len];
    const w = h * 0.075;
    sails += poly([p0, p1, [p1[0] + nx * w, p1[1] + ny * w], [p0[0] + nx * w, p0[1] + ny * w]]);
    lattice += `M${compact([hub[0], hub[1], "L", p1[0], p1[1]])}`;
    for (let t = 0.25; t <= 1; t += 0.083)
      lattice += `M${compact([hub[0] + dx * len * t, hub[1] + dy * len * t, "l", nx * w, ny * w])}`;
    lattice += `M${compact([p0[0] + nx * w, p0[1] + ny * w, "L", p1[0] + nx * w, p1[1] + ny * w])}`;
  }
  return g([
    path(
      poly([
        [x - wb / 2, base],
        [x - wt / 2, top],
        [x + wt / 2, top],
        [x + wb / 2, base],
      ]),
      c.body,
    ),
    path(
      poly([
        [x + wb * 0.1, base],
        [x + wt * 0.1, top],
        [x + wt / 2, top],
        [x + wb / 2, base],
      ]),
      c.shade,
    ),
    path(
      poly([
        [x - wb * 0.62, base - h * 0.32],
        [x + wb * 0.62, base - h * 0.32],
        [x + wb * 0.6, base - h * 0.3],
        [x - wb * 0.6, base - h * 0.3],
      ]),
      c.frame,
    ),
    line(
      `M${compact([x - wb * 0.55, base - h * 0.31, "L", x - wb * 0.48, base])}M${compact([x + wb * 0.55, base - h * 0.31, "L", x + wb * 0.48, base])}`,
      c.frame,
      h * 0.012,
    ),
    path(
      poly([
        [x - wb * 0.1, base],
        [x - wb * 0.1, base - h * 0.12],
        [x + wb * 0.06, base - h * 0.12],
        [x + wb * 0.06, base],
      ]),
      c.frame,
    ),
    path(
      `M${compact([x - wt * 0.65, top + h * 0.02])}Q${compact([x - wt * 0.6, top - h * 0.12, x + wt * 0.1, top - h * 0.12])}Q${compact([x + wt * 0.7, top - h * 0.1, x + wt * 0.65, top + h * 0.02])}Z`,
      c.cap,
    ),
    path(sails, c.sail, { opacity: 0.85 }),
    line(lattice, c.frame, Math.max(1.5, h * 0.008)),
    circle(hub[0], hub[1], h * 0.02, c.frame),
  ]);
}

/** A cyclist seen from behind, riding away: back wheel, legs either side, back and head. */
export function cyclistBack(
  x: number,
  base: number,
  h: number,
  c: { top: string; legs: string; skin: string; hair: string; bike: string },
  pedal = 0.3,
): string {
  const k = h / 100;
  const r = Math.round;
  const n1 = (v: number): string => String(Math.round(v * 10) / 10);
  return g([
    path(ellipseD(x, base - 22 * k, 4 * k, 22 * k), c.bike),
    line(`M${n1(x - 18 * k)} ${n1(base - 70 * k)}H${n1(x + 18 * k)}`, c.bike, 3 * k),
    line(
      `M${n1(x - 7 * k)} ${n1(base - 56 * k)}L${n1(x - 9 * k)} ${n1(base - (30 + pedal * 20) * k)}M${n1(x + 7 * k)} ${n1(base - 56 * k)}L${n1(x + 9 * k)} ${n1(base - (30 - pedal * 20) * k)}`,
      c.legs,
      7 * k,
    ),
    path(
      `M${r(x - 13 * k)} ${r(base - 58 * k)}L${r(x - 15 * k)} ${r(base - 92 * k)}Q${r(x)} ${r(base - 100 * k)} ${r(x + 15 * k)} ${r(base - 92 * k)}L${r(x + 13 * k)} ${r(base - 58 * k)}Z`,
      c.top,
    ),
    line(
      `M${n1(x - 13 * k)} ${n1(base - 88 * k)}L${n1(x - 17 * k)} ${n1(base - 70 * k)}M${n1(x + 13 * k)} ${n1(base - 88 * k)}L${n1(x + 17 * k)} ${n1(base - 70 * k)}`,
      c.top,
      5 * k,
    ),
    circle(x, base - 106 * k, 8 * k, c.skin),
    path(ellipseD(x, base - 108 * k, 8.5 * k, 7.5 * k), c.hair),
  ]);
}

/** A tulip close up: stem, two leaves and a cup-shaped flower. */
export function tulip(x: number, base: number, h: number, bloom: string, leafColour: string, lean = 0): string {
  const r = Math.round;
  const top: Point = [x + lean, base - h];
  const w = h * 0.17;
  return g([
    line(
      `M${r(x)} ${r(base)}Q${r(x + lean * 0.2)} ${r(base - h * 0.5)} ${r(top[0])} ${r(top[1])}`,
      leafColour,
      Math.max(2, h * 0.03),
    ),
    path(
      leaf(x, base, x - h * 0.22, base - h * 0.6, h * 0.1) + leaf(x, base, x + h * 0.2, base - h * 0.48, h * 0.09),
      leafColour,
    ),
    path(
      `M${r(top[0] - w)} ${r(top[1] - w * 1.6)}Q${r(top[0] - w * 1.1)} ${r(top[1] + w * 0.6)} ${r(top[0])} ${r(top[1] + w * 0.4)}Q${r(top[0] + w * 1.1)} ${r(top[1] + w * 0.6)} ${r(top[0] + w)} ${r(top[1] - w * 1.6)}L${r(top[0] + w * 0.45)} ${r(top[1] - w * 0.9)}L${r(top[0])} ${r(top[1] - w * 1.8)}L${r(top[0] - w * 0.45)} ${r(top[1] - w * 0.9)}Z`,
      bloom,
    ),
  ]);
}
