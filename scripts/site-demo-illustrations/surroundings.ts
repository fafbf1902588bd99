/**
 * The surroundings of the holiday homes: the walks and rides a guest takes from the door.
 */
import {
  between,
  birds,
  blades,
  circle,
  cloud,
  clump,
  compact,
  cumulus,
  cyclistBack,
  ellipse,
  ellipseD,
  frond,
  g,
  glowOverlay,
  line,
  mix,
  n,
  path,
  person,
  poly,
  rect,
  ripples,
  rolling,
  roundTree,
  Scene,
  scotsPine,
  seeded,
  smoothLand,
  smoothThrough,
  sun,
  tuft,
  tulip,
  vignette,
  windmill,
} from "./kit.ts";
import { Camera } from "./room.ts";

/** A red Dutch cycle path through bulb fields and meadows towards a windmill. */
function bikePath(): Scene {
  const s = new Scene("A red cycling path through tulip fields and meadows towards a windmill");
  const rng = seeded(211);
  const horizon = 560;
  const cam = new Camera(1.7, 900, 700, horizon);
  s.add(
    rect(
      0,
      0,
      1500,
      horizon + 20,
      s.linear(
        [
          [0, "#4f8fd0"],
          [0.7, "#a8cde8"],
          [1, "#e6f0ee"],
        ],
        0,
        0,
        0,
        horizon,
      ),
    ),
    cumulus(s, rng, 60, 330, 420, 200, "#ffffff", "#a9b8cc"),
    cloud(s, rng, 900, 190, 300, 50, "#ffffff", "#c3d2e2", -1, 0.85),
    birds(rng, 560, 200, 3, 8, "#3d4a5a"),
    path(
      rolling(rng, -20, 1520, () => horizon - 14, 8, 40, horizon + 20),
      "#7f98a6",
    ),
  );
  // bulb fields on the left in coloured strips, meadow on the right
  const ground = cam.face([
    [-60, 0, 2],
    [60, 0, 2],
    [60, 0, 200],
    [-60, 0, 200],
  ]);
  s.add(
    path(
      ground,
      s.linear(
        [
          [0, "#5e8a3a"],
          [1, "#9cc06a"],
        ],
        0,
        1000,
        0,
        horizon,
      ),
    ),
  );
  const colours = ["#d8323a", "#f2c230", "#e86a9a", "#f4f1ea", "#d8323a", "#8a5ac0", "#f2c230"];
  let green = "";
  colours.forEach((colour, i) => {
    const x0 = -2.2 - i * 3.2;
    s.add(
      path(
        cam.face([
          [x0 - 2.4, 0.001, 2],
          [x0, 0.001, 2],
          [x0, 0.001, 200],
          [x0 - 2.4, 0.001, 200],
        ]),
        colour,
      ),
    );
    green += cam.face([
      [x0 - 3.2, 0.002, 2],
      [x0 - 2.4, 0.002, 2],
      [x0 - 2.4, 0.002, 200],
      [x0 - 3.2, 0.002, 200],
    ]);
  });
  s.add(path(green, "#5a7a34"));
  // a ditch between path and meadow, reflecting the sky
  const ditch = cam.face([
    [2.0, 0.003, 2],
    [3.0, 0.003, 2],
    [3.0, 0.003, 200],
    [2.0, 0.003, 200],
  ]);
  s.add(
    path(
      ditch,
      s.linear(
        [
          [0, "#6fa0cc"],
          [1, "#d6e8ee"],
        ],
        0,
        1000,
        0,
        horizon,
      ),
    ),
  );
  // the windmill on the dyke by the meadow
  const [mx, my] = cam.p([14, 0, 40]);
  s.add(
    path(
      rolling(rng, 880, 1520, () => my + 4, 3, 30, my + 20),
      "#6f9a4a",
    ),
    windmill(mx, my + 2, 300, 0.5, {
      body: "#4a4038",
      shade: "#35302b",
      cap: "#3a3430",
      sail: "#efe8da",
      frame: "#2a2420",
    }),
    roundTree(rng, mx + 170, my + 6, 50, { trunk: "#4a3a2c", light: "#8ab45a", mid: "#5f8f42", dark: "#3f6a34" }),
    roundTree(rng, mx - 190, my + 4, 40, { trunk: "#4a3a2c", light: "#8ab45a", mid: "#5f8f42", dark: "#3f6a34" }),
  );
  // the red cycle path curving gently away
  const pathL: (readonly [number, number])[] = [];
  const pathR: (readonly [number, number])[] = [];
  for (let i = 0; i <= 24; i += 1) {
    const z = 2 * 1.25 ** i;
    const bend = Math.sin(Math.min(z, 80) / 30) * 1.2;
    pathL.push(cam.p([-1.1 + bend, 0.004, z]));
    pathR.push(cam.p([1.1 + bend, 0.004, z]));
  }
  s.add(
    path(
      poly([...pathL, ...[...pathR].reverse()]),
      s.linear(
        [
          [0, "#b0463a"],
          [1, "#c98070"],
        ],
        0,
        1000,
        0,
        horizon,
      ),
    ),
    line(
      `M${pathL.map(([x, y]) => compact([x, y])).join("L")}M${pathR.map(([x, y]) => compact([x, y])).join("L")}`,
      "#e8d8c8",
      3,
      { opacity: 0.7 },
    ),
  );
  // two cyclists riding away towards the mill
  const [c1x, c1y] = cam.p([-0.3 + Math.sin(9 / 30) * 1.2, 0, 9]);
  const [c2x, c2y] = cam.p([0.4 + Math.sin(14 / 30) * 1.2, 0, 14]);
  s.add(
    cyclistBack(
      c2x,
      c2y,
      1.75 * cam.scale(14),
      { top: "#2f6fa6", legs: "#2a2a34", skin: "#e0b08e", hair: "#5a3a22", bike: "#1c1c22" },
      -0.3,
    ),
    cyclistBack(
      c1x,
      c1y,
      1.75 * cam.scale(9),
      { top: "#e8583c", legs: "#2a2a34", skin: "#c88a62", hair: "#2a1e1a", bike: "#1c1c22" },
      0.4,
    ),
  );
  // tulips close up in the corner
  const blooms: string[] = [];
  const tones = ["#f2c230", "#f6e6b0", "#e86a9a", "#f2c230", "#ffffff"];
  for (let i = 0; i < 20; i += 1) {
    const x = between(rng, -20, 400) - i * 4;
    const y = between(rng, 920, 1060);
    blooms.push(
      tulip(
        x,
        y,
        between(rng, 140, 210) * (0.7 + (y - 900) / 400),
        tones[i % tones.length] ?? "#f2c230",
        i % 2 ? "#3f6a2a" : "#4f7a34",
        between(rng, -16, 16),
      ),
    );
  }
  s.add(...blooms);
  // verge grass in front
  s.add(
    path(blades(rng, { x0: 900, x1: 1520, y0: 940, y1: 1010 }, 90, [20, 60], 6, 4), "#4f7a30"),
    path(blades(rng, { x0: -20, x1: 500, y0: 960, y1: 1010 }, 50, [14, 40], 6, 4), "#3f6a28"),
    glowOverlay(s, 300, 120, 1200, "#fff8e6", 0.2),
    vignette(s, "#1c2a30", 0.25),
  );
  return s;
}

/** A wide North Sea beach at low tide, a few people walking far off, the light on the wet sand. */
function beachWalk(): Scene {
  const s = new Scene("A wide North Sea beach at low tide with people walking far away");
  const rng = seeded(223);
  const horizon = 470;
  s.add(
    rect(
      0,
      0,
      1500,
      1000,
      s.linear(
        [
          [0, "#6f9cc4"],
          [0.4, "#c6d8e2"],
          [0.47, "#f4e6cf"],
        ],
        0,
        0,
        0,
        1000,
      ),
    ),
    sun(s, 420, 330, 30, "#fff8e6", "#ffe4b0", 8),
    cloud(s, rng, 800, 200, 420, 50, "#fbf4ea", "#c8c4c8", -1, 0.8),
    cloud(s, rng, 100, 120, 260, 34, "#fbf4ea", "#c8c4c8", -1, 0.6),
    birds(rng, 1000, 300, 5, 8, "#4a5060"),
  );
  // the sea on the left, the breakers running in
  s.add(
    path(
      `M-20 ${horizon}H1100L-20 760Z`,
      s.linear(
        [
          [0, "#7a9eb0"],
          [1, "#9cc0c6"],
        ],
        0,
        horizon,
        0,
        760,
      ),
    ),
    line(
      `M-20 560Q260 ${horizon + 50} 560 ${horizon + 30}M-20 620Q200 ${horizon + 90} 440 ${horizon + 60}M-20 700Q140 ${horizon + 150} 300 ${horizon + 110}`,
      "#ffffff",
      3,
      { opacity: 0.7 },
    ),
  );
  // the dunes far to the right
  s.add(
    path(
      smoothLand(
        [
          [700, horizon + 1],
          [900, horizon - 10],
          [1100, horizon - 30],
          [1300, horizon - 44],
          [1520, horizon - 50],
        ],
        horizon + 1,
      ),
      "#c9b894",
    ),
    path(
      rolling(
        rng,
        900,
        1520,
        (x) => Math.min(horizon, horizon - 36 - (x - 900) * 0.04 + Math.max(0, 960 - x) * 0.6),
        4,
        24,
        horizon + 1,
      ),
      "#a4a47a",
      { opacity: 0.6 },
    ),
  );
  // dry sand and the wide mirror of wet sand
  s.add(
    path(
      `M-20 760L1100 ${horizon}H1520V1000H-20Z`,
      s.linear(
        [
          [0, "#d8c7a4"],
          [1, "#e8d6b0"],
        ],
        0,
        horizon,
        0,
        1000,
      ),
    ),
    path(
      `M-20 760L1100 ${horizon}H1200C900 600 700 800 520 1000H-20Z`,
      s.linear(
        [
          [0, "#c8d0cc"],
          [0.5, "#b7b4a4"],
          [1, "#a8a08a"],
        ],
        0,
        horizon,
        0,
        1000,
      ),
    ),
    path(ripples(rng, { x0: 0, x1: 900, y0: horizon + 20, y1: 1000 }, 40, [30, 140], 3), "#f8f0dc", { opacity: 0.6 }),
    // the sun mirrored in the wet sand: a soft glow and broken glints
    ellipse(
      420,
      horizon + 170,
      160,
      260,
      s.radial(
        [
          [0, "#fff4d6", 0.6],
          [1, "#fff4d6", 0],
        ],
        420,
        horizon + 170,
        160,
        260,
      ),
    ),
    path(ripples(rng, { x0: 360, x1: 480, y0: horizon + 10, y1: 900 }, 40, [8, 40], 2.5), "#fffaf0", { opacity: 0.8 }),
  );
  // people walking far off, with their mirror images, and a dog
  const walker = (x: number, base: number, h: number, top: string, legs: string): string => {
    const c = { top, legs, skin: "#d9a07e", hair: "#4a3426" };
    return g([
      person(x, base, h, c, 0.6),
      g(person(x, base, h, c, 0.6), { transform: `matrix(1 0 0 -1 0 ${2 * base})`, opacity: 0.3 }),
    ]);
  };
  s.add(
    walker(640, 620, 46, "#2f4a6a", "#2a2a30"),
    walker(664, 622, 42, "#c7563a", "#3a3a40"),
    walker(860, 560, 28, "#e8dcc0", "#3a3a40"),
    walker(300, 760, 70, "#4a6a5a", "#2a2a30"),
    path(`M720 610h14l3 -6h6v4l-4 2v6h-2v-5h-12v5h-2v-5h-3z`, "#3a2a22"),
  );
  // marram on the near dune edge on the right and footprints in the sand
  let steps = "";
  for (let i = 0; i < 14; i += 1) {
    const t = i / 14;
    const x = 1220 - t * 600 + (i % 2) * 10;
    const y = 990 - t * 340;
    steps += ellipseD(x, y, 7 * (1 - t * 0.7), 3 * (1 - t * 0.7));
  }
  s.add(
    path(steps, "#c8b48e"),
    path(
      smoothLand(
        [
          [1100, 1000],
          [1250, 870],
          [1400, 840],
          [1520, 830],
        ],
        1000,
      ),
      "#e0cc9e",
    ),
    path(tuft(rng, 1400, 900, 160, 150, 16, 0.3, 4) + tuft(rng, 1300, 930, 120, 120, 12, 0.35, 4), "#8e9a5e"),
    path(tuft(rng, 1480, 960, 200, 160, 14, 0.3, 4.5), "#b0aa6a"),
    glowOverlay(s, 420, 330, 1100, "#fff0d0", 0.3),
    vignette(s, "#2a2a30", 0.22),
  );
  return s;
}

/** A forest trail between Scots pines, the low sun at its end throwing beams through the mist. */
function forestWalk(): Scene {
  const s = new Scene("A forest trail between tall pines with sunbeams falling through the morning mist");
  const rng = seeded(227);
  const horizon = 600;
  const mist = "#e9e4cc";
  const glowX = 790;
  const glowY = 470;
  s.add(
    rect(
      0,
      0,
      1500,
      1000,
      s.linear(
        [
          [0, "#a9b89a"],
          [0.5, "#dcdcc0"],
          [0.62, mist],
        ],
        0,
        0,
        0,
        1000,
      ),
    ),
    circle(
      glowX,
      glowY,
      420,
      s.radial(
        [
          [0, "#fff8e0", 0.95],
          [0.3, "#fff1c8", 0.5],
          [1, "#fff1c8", 0],
        ],
        glowX,
        glowY,
        420,
      ),
    ),
  );
  const layer = (
    base: number,
    hMin: number,
    hMax: number,
    fade: number,
    gap: number,
    cushions: number,
    avoid: number,
  ): string => {
    let d = rolling(rng, -20, 1520, () => base - 20, 10, 50, base + 40);
    for (let x = between(rng, -40, 0); x < 1560; x += gap * between(rng, 0.6, 1.4)) {
      if (Math.abs(x - glowX) < avoid) continue;
      const t = scotsPine(rng, x, base + 30, between(rng, hMin, hMax), undefined, cushions);
      d += t.trunk + t.crown;
    }
    return path(d, mix("#2f4236", mist, fade));
  };
  const mistBand = (y: number, h: number, strength: number): string =>
    rect(
      0,
      y - h,
      1500,
      h * 2,
      s.linear(
        [
          [0, mist, 0],
          [0.5, mist, strength],
          [1, mist, 0],
        ],
        0,
        y - h,
        0,
        y + h,
      ),
    );
  s.add(
    layer(horizon - 20, 300, 420, 0.78, 90, 2, 40),
    mistBand(horizon - 10, 70, 0.7),
    layer(horizon + 10, 420, 560, 0.6, 120, 3, 90),
    mistBand(horizon + 20, 60, 0.6),
  );
  // beams spreading from the light at the end of the trail
  let beams = "";
  for (const [a, w] of [
    [-2.6, 0.05],
    [-2.2, 0.03],
    [-1.9, 0.04],
    [-0.9, 0.03],
    [-0.55, 0.05],
    [-0.25, 0.03],
    [0.35, 0.04],
    [2.7, 0.04],
    [2.95, 0.03],
  ] as const) {
    beams += poly([
      [glowX, glowY],
      [glowX + Math.cos(a - w) * 1400, glowY + Math.sin(a - w) * 1400],
      [glowX + Math.cos(a + w) * 1400, glowY + Math.sin(a + w) * 1400],
    ]);
  }
  s.add(
    path(
      beams,
      s.radial(
        [
          [0, "#fff8e0", 0.5],
          [1, "#fff8e0", 0],
        ],
        glowX,
        glowY,
        1100,
      ),
    ),
  );
  // the forest floor with banks of bracken and heather on both sides of the trail
  s.add(
    path(
      smoothLand(
        [
          [-20, horizon + 40],
          [500, horizon + 44],
          [1000, horizon + 40],
          [1520, horizon + 44],
        ],
        1000,
      ),
      s.linear(
        [
          [0, "#c8c6a0"],
          [0.35, "#7a7e4a"],
          [1, "#3a4424"],
        ],
        0,
        horizon + 40,
        0,
        1000,
      ),
    ),
  );
  const trail = `M480 1010C620 880 820 780 ${glowX - 16} ${horizon + 44}H${glowX + 14}C900 760 900 880 1120 1010Z`;
  s.add(
    path(
      trail,
      s.linear(
        [
          [0, "#f0e2b8"],
          [1, "#b8996a"],
        ],
        0,
        horizon,
        0,
        1000,
      ),
    ),
    path(ripples(rng, { x0: 700, x1: 900, y0: horizon + 60, y1: 990 }, 14, [20, 70], 3), "#fff4d0", {
      opacity: 0.5,
      "clip-path": s.clip(trail),
    }),
  );
  // banks of bracken along both sides of the trail, their inner edges following it
  const topL: [number, number][] = [];
  for (let x = -20; x < glowX - 30; x += 50) topL.push([x, horizon + 30 - Math.sin(x / 90) * 8 - (glowX - x) * 0.03]);
  topL.push([glowX - 18, horizon + 44]);
  const topR: [number, number][] = [[glowX + 16, horizon + 44]];
  for (let x = glowX + 60; x < 1540; x += 50) topR.push([x, horizon + 30 - Math.sin(x / 80) * 8 - (x - glowX) * 0.03]);
  const first = topL[0] as [number, number];
  const lastR = topR[topR.length - 1] as [number, number];
  s.add(
    path(`M${compact(first)}${smoothThrough(topL)}C620 780 600 900 500 1010H-20Z`, "#5e6a3a"),
    path(
      `M${compact(topR[0] as [number, number])}${smoothThrough(topR)}L${compact([lastR[0], 1010])}H1100C920 900 880 780 ${glowX + 16} ${horizon + 44}Z`,
      "#5e6a3a",
    ),
    mistBand(horizon + 40, 50, 0.5),
  );
  let bank = "";
  let bankLit = "";
  for (let i = 0; i < 44; i += 1) {
    const left = i % 2 === 0;
    const y = between(rng, horizon + 80, 1000);
    const t = (y - horizon) / (1000 - horizon);
    const edge = left ? glowX - 30 - t * 320 : glowX + 30 + t * 280;
    const x = left ? between(rng, -40, edge - 20) : between(rng, edge + 20, 1540);
    const d = clump(rng, x, y, 200 * t + 40, 110 * t + 20, 8, left ? 0.25 : -0.25);
    if (rng() < 0.5) bank += d;
    else bankLit += d;
  }
  s.add(path(bank, "#45552a"), path(bankLit, "#7d8c46"));
  // near trunks framing the trail, lit on the side that faces the light
  const bigTrunk = (x: number, w: number, bend: number, litLeft: boolean): string =>
    path(
      `M${x - w / 2} 1010C${x - w / 2 + bend} 700 ${x - w * 0.4 + bend} 300 ${x - w * 0.35 + bend * 0.5} -10H${x + w * 0.35 + bend * 0.5}C${x + w * 0.4 + bend} 300 ${x + w / 2 + bend} 700 ${x + w / 2} 1010Z`,
      s.linear(
        litLeft
          ? [
              [0, "#e0a86a"],
              [0.25, "#7a4b35"],
              [1, "#2e2018"],
            ]
          : [
              [0, "#2e2018"],
              [0.75, "#7a4b35"],
              [1, "#e0a86a"],
            ],
        x - w / 2,
        0,
        x + w / 2,
        0,
      ),
    );
  s.add(
    bigTrunk(150, 70, 14, false),
    bigTrunk(380, 34, 6, false),
    bigTrunk(1180, 44, -8, true),
    bigTrunk(1390, 90, -14, true),
  );
  // ferns reaching into the trail
  let ferns = "";
  let fernsLit = "";
  for (const [x, y, len, a] of [
    [80, 1010, 260, 0.55],
    [300, 1010, 220, 0.35],
    [20, 960, 200, 0.95],
    [1250, 1010, 260, -0.45],
    [1460, 1000, 240, -0.75],
    [1080, 1010, 170, -0.25],
    [520, 1000, 150, 0.2],
  ] as const) {
    ferns += frond(x, y, len, a, a > 0 ? 0.7 : -0.7, len * 0.2, 12);
    fernsLit += frond(x + 8, y + 4, len * 0.75, a * 0.6, a > 0 ? 0.6 : -0.6, len * 0.14, 10);
  }
  s.add(
    path(ferns, "#34461f"),
    path(fernsLit, "#6f8a3a"),
    glowOverlay(s, glowX, glowY, 1100, "#fff0c8", 0.2),
    vignette(s, "#1a2410", 0.45),
  );
  return s;
}

/** A village market square: striped stalls with produce and flowers, a church tower beyond. */
function villageMarket(): Scene {
  const s = new Scene("A village market square with striped stalls and a church tower");
  const rng = seeded(229);
  const cam = new Camera(1.6, 900, 720, 560);
  s.add(
    rect(
      0,
      0,
      1500,
      1000,
      s.linear(
        [
          [0, "#5f9fd6"],
          [0.55, "#c8e0ee"],
        ],
        0,
        0,
        0,
        1000,
      ),
    ),
    cloud(s, rng, 1000, 150, 280, 46, "#ffffff", "#c8d8e6", -1, 0.9),
    cloud(s, rng, 180, 110, 200, 36, "#ffffff", "#c8d8e6", -1, 0.8),
  );
  // the church at the far side of the square
  const [cx, cy] = cam.p([0.5, 0, 44]);
  const k = cam.scale(44) * 0.8;
  s.add(
    path(
      poly([
        [cx - 2.2 * k, cy],
        [cx - 2.2 * k, cy - 14 * k],
        [cx + 2.2 * k, cy - 14 * k],
        [cx + 2.2 * k, cy],
      ]),
      "#a0523c",
    ),
    path(
      poly([
        [cx - 1.8 * k, cy - 14 * k],
        [cx - 1.8 * k, cy - 20 * k],
        [cx + 1.8 * k, cy - 20 * k],
        [cx + 1.8 * k, cy - 14 * k],
      ]),
      "#8a4632",
    ),
    path(
      poly([
        [cx - 2.0 * k, cy - 20 * k],
        [cx, cy - 34 * k],
        [cx + 2.0 * k, cy - 20 * k],
      ]),
      "#3f4a52",
    ),
    line(
      `M${n(cx)} ${n(cy - 34 * k)}v${n(-2.2 * k)}M${n(cx - 0.6 * k)} ${n(cy - 35.2 * k)}h${n(1.2 * k)}`,
      "#c8a040",
      3,
    ),
    circle(cx, cy - 17 * k, 0.9 * k, "#f2e6c8"),
    path(
      `M${n(cx - 0.7 * k)} ${n(cy - 8 * k)}v${n(-3 * k)}a${n(0.7 * k)} ${n(0.7 * k)} 0 0 1 ${n(1.4 * k)} 0v${n(3 * k)}Z`,
      "#3a2a22",
    ),
    path(
      poly([
        [cx - 9 * k, cy],
        [cx - 9 * k, cy - 8 * k],
        [cx - 5 * k, cy - 11 * k],
        [cx - 2.2 * k, cy - 9 * k],
        [cx - 2.2 * k, cy],
      ]),
      "#b8624a",
    ),
    path(
      poly([
        [cx + 2.2 * k, cy],
        [cx + 2.2 * k, cy - 9 * k],
        [cx + 6 * k, cy - 12 * k],
        [cx + 10 * k, cy - 8 * k],
        [cx + 10 * k, cy],
      ]),
      "#b05a42",
    ),
  );
  // houses around the square, gables to the square, receding on both sides
  const houseRow = (side: number, colours: readonly string[]): string => {
    let out = "";
    let z = 42;
    colours.forEach((colour, i) => {
      const depth = 4.2 + (i % 2) * 0.8;
      const h = 5.5 + ((i * 37) % 3) * 0.8;
      const x = side * 8;
      const wall = cam.face([
        [x, 0, z],
        [x, h, z],
        [x, h, z - depth],
        [x, 0, z - depth],
      ]);
      const gable = cam.face([
        [x, h, z],
        [x, h + 2.6, z - depth / 2],
        [x, h, z - depth],
      ]);
      out += path(wall + gable, colour);
      let wins = "";
      for (let fl = 0; fl < 2; fl += 1) {
        for (const t of [0.25, 0.65]) {
          const wz = z - depth * t;
          wins += cam.face([
            [x, 1.6 + fl * 2.1, wz],
            [x, 2.9 + fl * 2.1, wz],
            [x, 2.9 + fl * 2.1, wz - 0.7],
            [x, 1.6 + fl * 2.1, wz - 0.7],
          ]);
        }
      }
      out += path(wins, "#4a5a6a", { stroke: "#f4efe6", "stroke-width": 2 });
      out += path(
        cam.face([
          [x, 0, z - depth * 0.45],
          [x, 2.1, z - depth * 0.45],
          [x, 2.1, z - depth * 0.45 - 0.9],
          [x, 0, z - depth * 0.45 - 0.9],
        ]),
        "#3a2a22",
      );
      z -= depth;
    });
    return out;
  };
  s.add(
    houseRow(-1, ["#c98a5a", "#8a3a2e", "#e8dcc4", "#a0523c", "#6a7a6a", "#c4703e", "#8a4632", "#d8c8a8"]),
    houseRow(1, ["#8a4632", "#d8c8a8", "#b05a42", "#5a6a7a", "#c98a5a", "#a0523c", "#e8dcc4", "#6a7a6a"]),
  );
  // the cobbled square
  const square = cam.face([
    [-8, 0, 1.5],
    [8, 0, 1.5],
    [8, 0, 44],
    [-8, 0, 44],
  ]);
  let cobbles = "";
  for (let z = 2; z < 44; z *= 1.09) cobbles += `M${compact(cam.p([-8, 0, z]))}L${compact(cam.p([8, 0, z]))}`;
  for (let x = -8; x <= 8; x += 0.7) cobbles += `M${compact(cam.p([x, 0, 1.5]))}L${compact(cam.p([x, 0, 44]))}`;
  s.add(
    path(
      square,
      s.linear(
        [
          [0, "#9a8c7a"],
          [1, "#d6cab0"],
        ],
        0,
        1000,
        0,
        560,
      ),
    ),
    g(line(cobbles, "#8a7c6a", 1, { opacity: 0.35 }), { "clip-path": s.clip(square) }),
  );
  // bunting strung across the square
  for (const z of [16, 26]) {
    let flags = ["", "", ""];
    const a = cam.p([-8, 5, z]);
    const b = cam.p([8, 5, z]);
    const sag = 0.9 * cam.scale(z);
    const at = (t: number): [number, number] => [
      a[0] + (b[0] - a[0]) * t,
      a[1] + (b[1] - a[1]) * t + Math.sin(t * Math.PI) * sag,
    ];
    for (let i = 1; i < 24; i += 1) {
      const [fx, fy] = at(i / 24);
      const fw = 0.28 * cam.scale(z);
      flags = flags.map((f, fi) =>
        fi === i % 3
          ? f +
            poly([
              [fx - fw / 2, fy],
              [fx + fw / 2, fy],
              [fx, fy + fw * 1.3],
            ])
          : f,
      );
    }
    const mid = at(0.5);
    s.add(
      line(`M${compact(a)}Q${compact([mid[0], mid[1] + sag])} ${compact(b)}`, "#4a3a2a", 1.5),
      path(flags[0] ?? "", "#d8323a"),
      path(flags[1] ?? "", "#f4efe6"),
      path(flags[2] ?? "", "#2f6fa6"),
    );
  }
  // market stalls in two rows, awnings striped, produce in crates
  const stall = (x: number, z: number, stripe: string, goods: readonly string[]): string => {
    const w = 2.2;
    const dpt = 1.4;
    const counter = cam.box(x, x + w, 0, 0.9, z, z + dpt);
    const roofPts = [
      [x - 0.1, 2.3, z - 0.3],
      [x + w + 0.1, 2.3, z - 0.3],
      [x + w + 0.1, 2.6, z + dpt],
      [x - 0.1, 2.6, z + dpt],
    ] as const;
    let stripes = "";
    for (let i = 0; i < 8; i += 2) {
      const a = x - 0.1 + ((w + 0.2) * i) / 8;
      const b = x - 0.1 + ((w + 0.2) * (i + 1)) / 8;
      stripes += cam.face([
        [a, 2.3, z - 0.3],
        [b, 2.3, z - 0.3],
        [b, 2.6, z + dpt],
        [a, 2.6, z + dpt],
      ]);
      stripes += cam.face([
        [a, 2.3, z - 0.3],
        [b, 2.3, z - 0.3],
        [b, 2.1, z - 0.3],
        [a, 2.1, z - 0.3],
      ]);
    }
    let poles = "";
    for (const px of [x + 0.05, x + w - 0.05])
      poles += `M${compact(cam.p([px, 0, z]))}L${compact(cam.p([px, 2.3, z - 0.25]))}`;
    // produce piled in crates: each row of fruit one dotted stroke (round caps, zero-length dashes)
    let crates = "";
    const fruit: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const cx0 = x + 0.1 + i * 0.7;
      crates += cam.box(cx0, cx0 + 0.6, 0.9, 1.05, z + 0.05, z + 0.5).front;
      let rows = "";
      for (let j = 0; j < 3; j += 1) {
        const zz = z + 0.12 + j * 0.13;
        rows += `M${compact(cam.p([cx0 + 0.08, 1.08 + j * 0.03, zz]))}H${n(cam.p([cx0 + 0.52, 1.08, zz])[0])}`;
      }
      const dot = 0.13 * cam.scale(z);
      fruit.push(line(rows, goods[i] ?? "#d8323a", dot, { "stroke-dasharray": `0 ${n(dot * 1.05)}` }));
    }
    return g([
      line(poles, "#4a3a2a", 3),
      path(counter.front + counter.side, "#8a6440"),
      path(counter.top, "#b08a5e"),
      path(crates, "#c49a68"),
      ...fruit,
      path(cam.face(roofPts), "#f6f2ea"),
      path(stripes, stripe),
    ]);
  };
  s.add(
    stall(-6.2, 14, "#2f6fa6", ["#e8916a", "#f2d04a", "#e86a9a"]),
    stall(4.0, 14, "#2f8a5a", ["#d8323a", "#6a9a3a", "#e8a23a"]),
    stall(-6.2, 9.5, "#d8323a", ["#f2c230", "#8a5ac0", "#d8323a"]),
    stall(4.0, 9.5, "#e8a23a", ["#6a9a3a", "#d8323a", "#f4efe6"]),
  );
  // shoppers in the square
  const shopper = (x: number, z: number, top: string, legs: string, stride: number): string => {
    const [px, py] = cam.p([x, 0, z]);
    return person(px, py, 1.7 * cam.scale(z), { top, legs, skin: "#d9a07e", hair: "#4a3426" }, stride);
  };
  s.add(
    shopper(-1.2, 16, "#5a6a8a", "#2a2a30", 0.5),
    shopper(0.6, 20, "#c7563a", "#3a3a40", 0.3),
    shopper(1.8, 13, "#e8dcc0", "#4a5a6a", 0.6),
    shopper(-3.2, 11, "#2f6a5a", "#2a2a30", 0.2),
    shopper(3.1, 8.5, "#8a3a5a", "#3a3a40", 0.4),
    shopper(-0.6, 7, "#3a4a6a", "#2a2a30", 0.7),
  );
  // buckets of tulips for sale in the near corner
  const buckets: string[] = [];
  for (const [x, z] of [
    [-1.9, 3.9],
    [-1.45, 3.7],
    [-1.0, 3.9],
  ] as const) {
    const b = cam.cylinder(x, 0, 0.35, z, 0.16, 12, 0.16, 0.85);
    const [bx, by] = cam.p([x, 0.35, z]);
    const k = cam.scale(z);
    for (let i = 0; i < 4; i += 1)
      buckets.push(
        tulip(
          bx + between(rng, -0.12, 0.12) * k,
          by + 4,
          between(rng, 0.35, 0.5) * k,
          ["#d8323a", "#f2c230", "#e86a9a"][Math.floor(rng() * 3)] ?? "#d8323a",
          "#4f7a34",
          between(rng, -0.08, 0.08) * k,
        ),
      );
    buckets.push(path(b.body, "#8a9aa6"), path(b.top, "#5a6a76"));
  }
  s.add(...buckets, glowOverlay(s, 1200, 60, 1200, "#fff6dc", 0.2), vignette(s, "#2a2420", 0.25));
  return s;
}

export const SURROUNDINGS: Record<string, () => Scene> = {
  "bike-path": bikePath,
  "beach-walk": beachWalk,
  "forest-walk": forestWalk,
  "village-market": villageMarket,
};
