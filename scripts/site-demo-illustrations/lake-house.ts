/**
 * The lake demo's own exterior: a modern flat-roofed house on a Frisian lake shore. Kept in
 * its own file so that other scenes can be added to exteriors.ts without touching it.
 */
import {
  birds,
  blades,
  cumulus,
  drawGroup,
  g,
  glowOverlay,
  line,
  mirrored,
  n,
  path,
  pollard,
  poly,
  rect,
  ripples,
  roundTree,
  Scene,
  scallops,
  seeded,
  sun,
  tuft,
  vignette,
} from "./kit.ts";

/** A small sailing boat far off: hull, mast, mainsail and jib, with a faint reflection. */
function farSail(x: number, y: number, h: number, sail: string, hull: string): string {
  const boat = g([
    path(
      poly([
        [x - h * 0.08, y - h * 0.95],
        [x - h * 0.08, y - h * 0.08],
        [x - h * 0.42, y - h * 0.1],
      ]),
      sail,
    ),
    path(
      poly([
        [x - h * 0.04, y - h * 0.82],
        [x + h * 0.3, y - h * 0.1],
        [x - h * 0.04, y - h * 0.1],
      ]),
      sail,
      {
        opacity: 0.85,
      },
    ),
    path(
      poly([
        [x - h * 0.45, y - h * 0.08],
        [x + h * 0.38, y - h * 0.08],
        [x + h * 0.3, y],
        [x - h * 0.38, y],
      ]),
      hull,
    ),
  ]);
  return g([mirrored(boat, y + 1, { opacity: 0.25 }), boat]);
}

/** A skûtsje, the Frisian sailing barge: dark hull, leeboard, a brown gaff sail on a bent gaff. */
function skutsje(x: number, y: number, h: number): string {
  const boat = g([
    path(
      `M${n(x + h * 0.05)} ${n(y - h * 0.12)}L${n(x + h * 0.05)} ${n(y - h)}Q${n(x - h * 0.25)} ${n(y - h * 0.9)} ${n(x - h * 0.5)} ${n(y - h * 0.62)}L${n(x - h * 0.6)} ${n(y - h * 0.12)}Z`,
      "#6b4a3a",
    ),
    path(
      poly([
        [x + h * 0.08, y - h * 0.9],
        [x + h * 0.42, y - h * 0.12],
        [x + h * 0.08, y - h * 0.12],
      ]),
      "#7d5a46",
    ),
    path(
      `M${n(x - h * 0.7)} ${n(y - h * 0.13)}H${n(x + h * 0.55)}Q${n(x + h * 0.5)} ${n(y)} ${n(x + h * 0.3)} ${n(y)}H${n(x - h * 0.55)}Q${n(x - h * 0.72)} ${n(y - h * 0.03)} ${n(x - h * 0.7)} ${n(y - h * 0.13)}Z`,
      "#2c3134",
    ),
  ]);
  return g([mirrored(boat, y + 1, { opacity: 0.22 }), boat]);
}

/** A modern house of dark timber and glass on the water in Friesland, late summer afternoon. */
export function lakeHouse(): Scene {
  const s = new Scene(
    "A modern flat-roofed holiday house of dark timber and glass on a Frisian lake, with a jetty, a sloop and reeds",
  );
  const rng = seeded(77);
  const far = 560; // the far shore, where the wide sky meets the lake
  const bank = 650; // where the house's own bank meets the water

  // ---- the wide sky and the far shore, mirrored in the open lake
  const sky: string[] = [
    rect(
      0,
      0,
      1500,
      far + 4,
      s.linear(
        [
          [0, "#5f8fbf"],
          [0.45, "#9fc0dc"],
          [0.85, "#e9e2d0"],
          [1, "#f4e6c8"],
        ],
        0,
        0,
        0,
        far,
      ),
    ),
    sun(s, 300, 400, 34, "#fff4d6", "#ffe6b0", 7),
    cumulus(s, rng, 80, 250, 420, 170, "#fffaf0", "#9fb0c4", -1),
    cumulus(s, rng, 760, 170, 520, 150, "#fff6e6", "#a4b2c6", -1),
    cumulus(s, rng, 1260, 300, 300, 110, "#fff8ec", "#aab6c8", -1),
    birds(rng, 620, 300, 4, 7, "#4a5560"),
  ];
  // the far shore: a flat green line with clumps of trees around farms, a church and a mill,
  // all pale with distance
  const clumps: [number, number, number][] = [
    [-20, 170, 16],
    [300, 470, 12],
    [560, 760, 18],
    [960, 1260, 14],
    [1400, 1520, 12],
  ];
  sky.push(
    // a far mill: at this distance only the tower, the cap and the four sails read
    path(`M108 ${far - 4}l4-40h14l4 40ZM110 ${far - 46}q9-8 18 0Z`, "#84979a"),
    line(`M119 ${far - 46}l-30 12M119 ${far - 46}l30-12M119 ${far - 46}l-12-30M119 ${far - 46}l12 30`, "#84979a", 4),
    path(
      clumps.map(([x0, x1, h]) => scallops(rng, x0, x1, (x) => far - h + Math.sin(x / 60) * 4, 8, 16, far)).join(""),
      "#8da39c",
    ),
    // the church at the water: a nave and a square tower with a saddle roof
    path(`M404 ${far - 4}v-26l18-12 18 12v26ZM440 ${far - 4}v-18h56v18ZM440 ${far - 22}l8-10h40l8 10Z`, "#869898"),
    rect(0, far - 5, 1500, 6, "#93aaa6"),
  );
  const skyId = s.group(sky.join(""));
  s.add(
    drawGroup(skyId),
    rect(
      0,
      far,
      1500,
      1000 - far,
      s.linear(
        [
          [0, "#e6e2d4"],
          [0.3, "#9ebad0"],
          [1, "#4f7fa6"],
        ],
        0,
        far,
        0,
        1000,
      ),
    ),
    mirrored(drawGroup(skyId), far, { opacity: 0.55, "clip-path": s.clip(`M0 ${far}H1500V1000H0Z`) }),
    rect(
      0,
      far,
      1500,
      1000 - far,
      s.linear(
        [
          [0, "#c8dae4", 0.25],
          [1, "#3f6f98", 0.6],
        ],
        0,
        far,
        0,
        1000,
      ),
    ),
    path(ripples(rng, { x0: -40, x1: 1540, y0: far + 3, y1: bank }, 30, [30, 120], 2), "#f4efe2", { opacity: 0.5 }),
    // the sun's path on the water
    path(ripples(rng, { x0: 220, x1: 380, y0: far + 4, y1: 760 }, 22, [20, 70], 2), "#fff1cc", { opacity: 0.7 }),
    farSail(250, far + 22, 40, "#f6f2ea", "#f0ece4"),
    farSail(500, far + 34, 54, "#fbf8f0", "#34495a"),
    skutsje(330, far + 14, 40),
    farSail(80, far + 12, 26, "#f3eee4", "#eae4d8"),
  );

  // ---- the house's own bank: grass, a willow, alders behind, the house and its deck
  const near: string[] = [];
  const trees = { trunk: "#4a4032", light: "#93ad5e", mid: "#6b8a46", dark: "#3f5a32" };
  near.push(
    roundTree(rng, 1330, bank - 30, 92, trees),
    roundTree(rng, 1445, bank - 24, 78, trees),
    roundTree(rng, 700, bank - 36, 62, trees),
    pollard(rng, 600, bank - 10, 120, { trunk: "#4d4436", leaves: "#7f9a5a", lit: "#a8bd78" }),
    path(
      `M540 ${bank}C600 ${bank - 26} 700 ${bank - 40} 820 ${bank - 40}L1520 ${bank - 46}V${bank + 4}H540Z`,
      s.linear(
        [
          [0, "#9db86a"],
          [1, "#6f8f48"],
        ],
        0,
        bank - 46,
        0,
        bank,
      ),
    ),
    path(
      `M540 ${bank}C600 ${bank - 8} 700 ${bank - 10} 820 ${bank - 12}L1520 ${bank - 14}V${bank + 4}H540Z`,
      "#55703a",
    ),
  );

  // the house: a long ground floor glazed from end to end, a smaller upper storey set back,
  // both under thin white roof slabs; the rest clad in dark, almost black timber
  const base = bank - 38;
  const gx0 = 760;
  const gx1 = 1190;
  const gTop = base - 112;
  const ux0 = 850;
  const ux1 = 1080;
  const uTop = gTop - 86;
  const timber = "#2e2a27";
  const boardsD = (x0: number, x1: number, y0: number, y1: number, step: number): string => {
    let d = "";
    for (let x = x0 + step; x < x1; x += step) d += `M${Math.round(x)} ${y0}V${y1}`;
    return d;
  };
  const glass = s.linear(
    [
      [0, "#d9e6ec"],
      [0.45, "#9db6c6"],
      [1, "#5d7686"],
    ],
    0,
    gTop,
    0,
    base,
  );
  near.push(
    // shadow the house throws on the grass, away from the low sun
    path(
      poly([
        [gx1, base],
        [gx1 + 120, base - 6],
        [gx1 + 80, base + 4],
        [gx0, base + 6],
      ]),
      "#3d5630",
      {
        opacity: 0.35,
      },
    ),
    // upper storey
    rect(ux0, uTop, ux1 - ux0, gTop - uTop, timber),
    line(boardsD(ux0, ux1, uTop, gTop, 12), "#3b3631", 2),
    rect(ux0 + 24, uTop + 18, 150, 46, glass),
    path(
      poly([
        [ux0 + 60, uTop + 18],
        [ux0 + 84, uTop + 18],
        [ux0 + 50, uTop + 64],
        [ux0 + 26, uTop + 64],
      ]),
      "#ffffff",
      {
        opacity: 0.28,
      },
    ),
    line(`M${ux0 + 99} ${uTop + 18}V${uTop + 64}`, "#1d1b1a", 3),
    rect(ux0 + 188, uTop + 18, 26, 46, "#1f1d1c"),
    rect(ux0 - 12, uTop - 10, ux1 - ux0 + 24, 11, "#ecebe6"),
    rect(ux0 - 12, uTop + 1, ux1 - ux0 + 24, 3, "#9a9a94"),
    // ground floor: timber ends, glass between
    rect(gx0, gTop, gx1 - gx0, base - gTop, timber),
    line(boardsD(gx0, gx1, gTop, base, 12), "#3b3631", 2),
    rect(gx0 + 34, gTop + 12, 326, base - gTop - 14, glass),
    // inside, behind the glass: warm light, a sofa, a pendant lamp and a table
    rect(gx0 + 34, gTop + 52, 326, base - gTop - 54, "#e8c48a", { opacity: 0.35 }),
    path(`M${gx0 + 70} ${base - 2}v-30h120v30Z`, "#3c3a3a", { opacity: 0.7 }),
    path(`M${gx0 + 66} ${base - 32}h128v-14h-128Z`, "#4a4746", { opacity: 0.7 }),
    path(
      `M${gx0 + 250} ${base - 28}h80v4h-80ZM${gx0 + 256} ${base - 24}v22h4v-22ZM${gx0 + 320} ${base - 24}v22h4v-22Z`,
      "#2e2b29",
      {
        opacity: 0.75,
      },
    ),
    line(`M${gx0 + 290} ${gTop + 12}V${gTop + 46}`, "#2e2b29", 1.5, { opacity: 0.7 }),
    path(`M${gx0 + 278} ${gTop + 56}a12 10 0 0 1 24 0Z`, "#f6d9a0"),
    // reflections of sky and clouds sliding across the panes
    path(
      poly([
        [gx0 + 120, gTop + 12],
        [gx0 + 170, gTop + 12],
        [gx0 + 110, base - 2],
        [gx0 + 60, base - 2],
      ]),
      "#ffffff",
      { opacity: 0.22 },
    ),
    path(
      poly([
        [gx0 + 196, gTop + 12],
        [gx0 + 214, gTop + 12],
        [gx0 + 154, base - 2],
        [gx0 + 136, base - 2],
      ]),
      "#ffffff",
      { opacity: 0.18 },
    ),
    line(
      `M${gx0 + 34} ${gTop + 12}h326v${base - gTop - 14}h-326ZM${gx0 + 116} ${gTop + 12}V${base - 2}M${gx0 + 198} ${gTop + 12}V${base - 2}M${gx0 + 280} ${gTop + 12}V${base - 2}`,
      "#1d1b1a",
      3.5,
      { "stroke-linecap": "butt" },
    ),
    // a tall narrow window and the front door at the far end
    rect(gx0 + 380, gTop + 12, 16, base - gTop - 14, glass),
    rect(gx1 - 30, gTop + 30, 18, base - gTop - 32, "#1c1a19"),
    // the roof slab, with its shadow on the glass
    rect(gx0 - 6, gTop, gx1 - gx0 + 12, 9, "#1c1a19", { opacity: 0.35 }),
    rect(gx0 - 20, gTop - 12, gx1 - gx0 + 40, 13, "#f0efea"),
    rect(gx0 - 20, gTop + 1, gx1 - gx0 + 40, 3, "#a09e98"),
    // the low sun catching the left ends of the slabs and timber
    rect(gx0 - 20, gTop - 12, 40, 13, "#fff4dc"),
    rect(gx0, gTop + 4, 10, base - gTop - 4, "#5a4a3c", { opacity: 0.6 }),
    // the deck along the front, a step down to the grass, two chairs
    path(
      poly([
        [gx0 - 40, base],
        [gx1 + 30, base],
        [gx1 + 38, base + 12],
        [gx0 - 48, base + 12],
      ]),
      "#b48a60",
    ),
    rect(gx0 - 48, base + 12, gx1 - gx0 + 86, 6, "#6e523a"),
    line(boardsD(gx0 - 40, gx1 + 30, base + 1, base + 11, 28), "#9a7450", 1.5),
    line(
      `M${gx0 + 420} ${base}l4-22h22l2 22M${gx0 + 418} ${base - 14}h32M${gx0 + 470} ${base}l4-22h22l2 22M${gx0 + 468} ${base - 14}h32`,
      "#f2efe8",
      3,
    ),
  );
  // reeds along the bank, the fringe of every Frisian lake
  near.push(
    path(blades(rng, { x0: 540, x1: 760, y0: bank - 4, y1: bank + 2 }, 28, [40, 90], 6, 3), "#7f8f4a"),
    path(blades(rng, { x0: 1220, x1: 1520, y0: bank - 4, y1: bank + 2 }, 32, [40, 100], 6, 3), "#8a9650"),
    path(blades(rng, { x0: 900, x1: 1220, y0: bank - 2, y1: bank + 2 }, 14, [14, 30], 4, 2), "#6e8040"),
  );
  const nearId = s.group(near.join(""));
  s.add(
    mirrored(drawGroup(nearId), bank, { opacity: 0.5, "clip-path": s.clip(`M0 ${bank}H1500V1000H0Z`) }),
    rect(
      0,
      bank,
      1500,
      350,
      s.linear(
        [
          [0, "#3f6f98", 0.15],
          [1, "#2e5a80", 0.35],
        ],
        0,
        bank,
        0,
        1000,
      ),
    ),
    drawGroup(nearId),
    path(ripples(rng, { x0: -40, x1: 1540, y0: bank + 4, y1: 1000 }, 44, [50, 220], 3), "#eef4f4", { opacity: 0.4 }),
    path(ripples(rng, { x0: -40, x1: 1540, y0: bank + 4, y1: 1000 }, 24, [60, 220], 3), "#2c4c66", { opacity: 0.3 }),
  );

  // ---- the jetty from the deck out into the lake, towards us, and the sloop moored to it
  const jetty = (t: number): [number, number, number] => [720 - t * 330, bank + 2 + t * 250, 9 + t * 58];
  const jl: [number, number][] = [];
  const jr: [number, number][] = [];
  for (let i = 0; i <= 10; i += 1) {
    const [x, y, w] = jetty(i / 10);
    jl.push([x - w, y]);
    jr.push([x + w, y]);
  }
  let planks = "";
  for (let t = 0.03; t < 1; t += 0.02 + t * 0.03) {
    const [x, y, w] = jetty(t);
    planks += `M${Math.round(x - w)} ${Math.round(y)}H${Math.round(x + w)}`;
  }
  let posts = "";
  for (let t = 0.12; t <= 1; t += 0.22) {
    const [x, y, w] = jetty(t);
    const pw = 3 + t * 8;
    const ph = 8 + t * 40;
    posts += poly([
      [x - w, y],
      [x - w + pw, y],
      [x - w + pw, y + ph],
      [x - w, y + ph],
    ]);
    posts += poly([
      [x + w - pw, y],
      [x + w, y],
      [x + w, y + ph],
      [x + w - pw, y + ph],
    ]);
  }
  const [ex, ey, ew] = jetty(1);
  s.add(
    path(posts, "#2a2420"),
    path(posts, "#2a2420", { transform: `translate(0 ${n(2 * ey + 60)}) scale(1 -1)`, opacity: 0.2 }),
    path(
      poly([...jl, ...[...jr].reverse()]),
      s.linear(
        [
          [0, "#8d7a66"],
          [1, "#c2a07a"],
        ],
        0,
        bank,
        0,
        900,
      ),
    ),
    line(planks, "#7a6450", 2),
    path(
      poly([
        [ex - ew, ey],
        [ex + ew, ey],
        [ex + ew, ey + 12],
        [ex - ew, ey + 12],
      ]),
      "#5e4a3a",
    ),
  );
  // the sloop: a low, dark-blue open boat with a varnished rail, cushions and a folded canvas hood
  const [px, py, pw] = jetty(0.62);
  s.add(rect(px + pw - 4, py - 30, 9, 44, "#3a302a"), rect(px + pw - 5, py - 33, 11, 5, "#5a4c40"));
  const sloop = g(
    [
      path("M500 838C520 870 640 882 760 872C800 868 830 852 846 828L852 818L494 822Z", "#1f3448"),
      path("M494 822L852 818L848 828L498 832Z", "#c08a52"),
      path("M520 826h300l-6 8h-288Z", "#6a4a32"),
      path("M548 822c0-14 6-20 26-20h60c16 0 20 6 20 20Z", "#ede6d6"),
      path("M700 822v-16h74l14 16Z", "#2d2f33"),
    ],
    { transform: "translate(60 0)" },
  );
  s.add(
    mirrored(sloop, 862, { opacity: 0.3 }),
    sloop,
    line(`M${px + pw} ${py - 24}C${px + pw + 20} ${py - 10} 540 ${py + 4} 562 826`, "#d8cbb0", 2),
  );

  // reeds in the near corners, framing the view, and the light of a late summer afternoon
  s.add(
    path(tuft(rng, 70, 1010, 300, 200, 14, 0.2, 6), "#3c5330"),
    path(tuft(rng, 180, 1010, 220, 160, 9, 0.35, 5), "#6f8648"),
    path(tuft(rng, 1440, 1010, 280, 180, 12, -0.15, 6), "#3c5330"),
    path(tuft(rng, 1340, 1010, 190, 140, 8, -0.3, 5), "#7a8f4e"),
    glowOverlay(s, 300, 400, 1100, "#ffefc8", 0.22),
    vignette(s, "#1a2c3c", 0.28),
  );
  return s;
}
