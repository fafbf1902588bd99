/**
 * The estate demo's own scenes: a white coach house with an orangery on a country estate
 * near Zutphen, seen from its lawn.
 */
import {
  between,
  birds,
  blades,
  circleD,
  cloud,
  cumulus,
  drawGroup,
  ellipse,
  g,
  glowOverlay,
  line,
  n,
  path,
  person,
  poly,
  rect,
  rolling,
  roundTree,
  Scene,
  seeded,
  vignette,
} from "./kit.ts";
import { Camera, type Vec } from "./room.ts";

const PLASTER = "#f4f0e6";
const PLASTER_SHADE = "#d9d3c6";
const SHUTTER = "#2f5d47";
const SHUTTER_DARK = "#234736";
const GLASS = "#50606c";
const ROOF = "#3f4650";

/** A sash window in a white frame with its two green shutters folded open. */
function shutteredWindow(x: number, y: number, w: number, h: number): string {
  const bars = `M${x + w / 2} ${y}V${y + h}M${x} ${y + h / 2}H${x + w}M${x} ${y + h / 4}H${x + w}M${x} ${y + (3 * h) / 4}H${x + w}`;
  const shutter = (sx: number) =>
    g([
      rect(sx, y - 2, w / 2, h + 4, SHUTTER),
      line(`M${sx + 4} ${y + h * 0.33}H${sx + w / 2 - 4}M${sx + 4} ${y + h * 0.66}H${sx + w / 2 - 4}`, SHUTTER_DARK, 2),
    ]);
  return g([
    shutter(x - w / 2 - 4),
    shutter(x + w + 4),
    rect(x - 4, y - 4, w + 8, h + 8, "#ffffff"),
    rect(x, y, w, h, GLASS),
    path(
      poly([
        [x, y],
        [x + w * 0.55, y],
        [x, y + h * 0.7],
      ]),
      "#8fa9bd",
      { opacity: 0.35 },
    ),
    line(bars, "#ffffff", 2.5),
    rect(x - 8, y + h + 3, w + 16, 5, "#e2ddd2"),
  ]);
}

/** A tall round-headed window of the orangery, small panes, the sky mirrored in its glass. */
function archWindow(x: number, y: number, w: number, h: number, fill: string): string {
  const r = w / 2;
  const outline = `M${x} ${y + h}V${y + r}a${r} ${r} 0 0 1 ${w} 0V${y + h}Z`;
  let bars = `M${x + w / 3} ${y + 4}V${y + h}M${x + (2 * w) / 3} ${y + 4}V${y + h}`;
  for (let yy = y + r; yy < y + h; yy += 22) bars += `M${x} ${yy}H${x + w}`;
  return g([
    path(`M${x - 5} ${y + h + 2}V${y + r}a${r + 5} ${r + 5} 0 0 1 ${w + 10} 0V${y + h + 2}Z`, "#ffffff"),
    path(outline, fill),
    line(bars, "#ffffff", 2),
    path(`M${x + w / 2 - 5} ${y - 6}h10l-2 12h-6Z`, "#e2ddd2"),
  ]);
}

/** An orange tree in a white Versailles tub. */
function tubTree(rng: () => number, x: number, base: number, size: number): string {
  const crown = base - size * 1.35;
  let fruit = "";
  for (let i = 0; i < 7; i += 1) {
    fruit += circleD(x + between(rng, -0.38, 0.38) * size, crown + between(rng, -0.3, 0.3) * size, size * 0.045);
  }
  return g([
    ellipse(x + size * 0.25, base, size * 0.45, size * 0.07, "#24381c", { opacity: 0.25 }),
    rect(x - size * 0.24, base - size * 0.42, size * 0.48, size * 0.42, "#fbf8f2"),
    rect(x - size * 0.27, base - size * 0.46, size * 0.54, size * 0.06, "#e6e0d4"),
    line(
      `M${x - size * 0.12} ${base - size * 0.4}V${base - 2}M${x + size * 0.12} ${base - size * 0.4}V${base - 2}`,
      "#d8d1c3",
      2,
    ),
    rect(x - size * 0.025, crown, size * 0.05, base - size * 0.46 - crown, "#5a4636"),
    path(circleD(x, crown, size * 0.42), "#2f5a2c"),
    path(circleD(x - size * 0.1, crown - size * 0.1, size * 0.28), "#47773a"),
    path(fruit, "#f0922e"),
  ]);
}

/** A clipped box ball, lit from the left. */
function boxBall(x: number, base: number, r: number): string {
  return g([
    ellipse(x + r * 0.4, base, r * 1.1, r * 0.22, "#1f3418", { opacity: 0.3 }),
    path(circleD(x, base - r * 0.9, r), "#2f5a2a"),
    path(circleD(x - r * 0.28, base - r * 1.15, r * 0.55), "#4a7c3a", { opacity: 0.8 }),
  ]);
}

/** The white coach house and its orangery on an estate lawn, old beeches, a gravel drive. */
function coachHouse(): Scene {
  const s = new Scene(
    "A white nineteenth-century coach house with green shutters and an orangery on a country estate, a lawn, old beeches and a gravel drive",
  );
  const rng = seeded(71);
  const horizon = 600;
  const base = 655;

  // a soft early-summer sky
  s.add(
    rect(
      0,
      0,
      1500,
      horizon + 40,
      s.linear(
        [
          [0, "#5b8fc2"],
          [0.55, "#a8c8df"],
          [1, "#eef0e4"],
        ],
        0,
        0,
        0,
        horizon,
      ),
    ),
    cumulus(s, rng, 980, 330, 460, 220, "#ffffff", "#a7b6c8"),
    cloud(s, rng, 120, 250, 340, 60, "#fbfcfd", "#b6c2d0", -1, 0.8),
    cloud(s, rng, 560, 150, 220, 36, "#f7f9fb", "#bcc7d3", -1, 0.8),
    birds(rng, 420, 210, 3, 8, "#3d4a5a"),
  );

  // the estate woods far behind: a hazy and a darker band of deciduous trees
  s.add(
    path(
      rolling(rng, -20, 1520, (x) => horizon - 52 - 10 * Math.sin(x / 260), 10, 36, horizon + 40),
      "#8ea79a",
    ),
    path(
      rolling(rng, -20, 1520, (x) => horizon - 22 - 8 * Math.cos(x / 190), 9, 30, horizon + 40),
      "#5f7d58",
    ),
  );

  // the lawn, mown in broad stripes that run towards the house
  s.add(
    rect(
      0,
      horizon,
      1500,
      1000 - horizon,
      s.linear(
        [
          [0, "#86a959"],
          [0.4, "#6f9a45"],
          [1, "#4f7f31"],
        ],
        0,
        horizon,
        0,
        1000,
      ),
    ),
  );
  let stripes = "";
  for (let i = 0; i < 9; i += 1) {
    const x = -900 + i * 420;
    stripes += poly([
      [700 + (x - 700) * 0.08, base],
      [700 + (x - 700) * 0.08 + 18, base],
      [x + 210, 1000],
      [x, 1000],
    ]);
  }
  s.add(path(stripes, "#b5cf80", { opacity: 0.16 }));

  // old beeches behind the house: a green one on the left, a copper beech on the right
  const beech = { trunk: "#6b665e", light: "#8db552", mid: "#5e8a3a", dark: "#3d6129" };
  const copper = { trunk: "#5e5650", light: "#a2584a", mid: "#7a3a36", dark: "#55272a" };
  s.add(
    roundTree(rng, 300, base + 6, 150, beech),
    roundTree(rng, 470, base - 10, 95, beech),
    roundTree(rng, 1290, base + 4, 140, copper),
    roundTree(rng, 1440, base - 6, 100, beech),
  );

  // shadow of the buildings on the grass
  s.add(
    path(
      poly([
        [470, base],
        [1250, base],
        [1290, base + 22],
        [500, base + 26],
      ]),
      "#2d4a20",
      { opacity: 0.35 },
    ),
  );

  // the orangery: a long low wing, cornice and balustrade, five tall arched windows
  const oTop = 500;
  const glass = s.linear(
    [
      [0, "#9fb9cc"],
      [0.5, "#6a8194"],
      [1, "#3e4c58"],
    ],
    0,
    0,
    0,
    130,
  );
  let balusters = "";
  for (let x = 946; x < 1246; x += 12) balusters += `M${x} ${oTop - 26}v20`;
  s.add(
    rect(920, oTop, 330, base - oTop, PLASTER),
    rect(1236, oTop, 14, base - oTop, PLASTER_SHADE),
    rect(914, oTop - 8, 342, 12, "#e6e1d6"),
    rect(918, oTop - 30, 334, 6, "#ece8de"),
    line(balusters, "#ece8de", 5),
    rect(920, base - 18, 330, 18, "#e3ddd0"),
  );
  const arch = s.group(archWindow(0, 0, 38, 112, glass));
  for (let i = 0; i < 5; i += 1) s.add(drawGroup(arch, { transform: `translate(${946 + i * 62} ${oTop + 26})` }));

  // the coach house: two storeys of white plaster under a hipped slate roof
  const left = 460;
  const right = 920;
  const eaves = 410;
  const roofOutline = poly([
    [left - 22, eaves],
    [right + 22, eaves],
    [right - 70, 300],
    [left + 70, 300],
  ]);
  s.add(
    // roof, a hip with its ridge, and a cornice below
    path(
      roofOutline,
      s.linear(
        [
          [0, "#565e6a"],
          [1, ROOF],
        ],
        0,
        300,
        0,
        eaves,
      ),
    ),
    // courses of slates, clipped to the roof
    line(Array.from({ length: 9 }, (_, i) => `M${left} ${eaves - 12 - i * 12}H${right}`).join(""), "#353b44", 1.5, {
      opacity: 0.6,
      "clip-path": s.clip(roofOutline),
    }),
    rect(left + 66, 296, right - left - 132, 6, "#2d333b"),
    // two chimneys
    rect(left + 110, 262, 22, 40, "#e8e3d8"),
    rect(left + 106, 258, 30, 7, "#9a9186"),
    rect(right - 132, 262, 22, 40, "#e8e3d8"),
    rect(right - 136, 258, 30, 7, "#9a9186"),
    // walls
    rect(left, eaves, right - left, base - eaves, PLASTER),
    rect(left, eaves, 14, base - eaves, "#fbf9f3"),
    rect(left - 26, eaves - 4, right - left + 52, 12, "#e6e1d6"),
    rect(left, base - 20, right - left, 20, "#e3ddd0"),
    line(`M${left} ${eaves + 112}H${right}`, "#e3ddd0", 4),
  );

  // the centre bay steps forward and ends in a pediment with a round window and a clock lantern
  const bayL = 630;
  const bayR = 750;
  s.add(
    rect(bayR - 8, eaves - 10, 8, base - eaves + 10, PLASTER_SHADE),
    path(
      poly([
        [bayL - 14, eaves + 2],
        [bayR + 14, eaves + 2],
        [(bayL + bayR) / 2, eaves - 64],
      ]),
      "#e6e1d6",
    ),
    path(
      poly([
        [bayL - 2, eaves - 4],
        [bayR + 2, eaves - 4],
        [(bayL + bayR) / 2, eaves - 56],
      ]),
      PLASTER,
    ),
    path(circleD((bayL + bayR) / 2, eaves - 22, 14), "#ffffff"),
    path(circleD((bayL + bayR) / 2, eaves - 22, 10), GLASS),
    // the lantern on the ridge: a white box, a copper dome gone green, a weathervane
    rect(672, 254, 36, 46, "#f7f4ec"),
    rect(680, 262, 20, 22, "#3c4650"),
    path(circleD(690, 273, 7), "#f7f4ec"),
    line("M690 273l0-5M690 273l4 2", "#2d333b", 1.5),
    path("M666 256Q690 214 714 256Z", "#6f9c8a"),
    line("M690 226V196M680 204H700", "#2d333b", 2),
    path("M690 198l12 4-12 4Z", "#2d333b"),
  );

  // the carriage doors, now glazed: a round arch with green doors folded back
  s.add(
    path(`M650 ${base}V${base - 92}a40 40 0 0 1 80 0V${base}Z`, "#ffffff"),
    path(
      `M656 ${base}V${base - 92}a34 34 0 0 1 68 0V${base}Z`,
      s.linear(
        [
          [0, "#b4893e"],
          [0.3, "#5e6d74"],
          [1, "#3a444c"],
        ],
        0,
        base - 126,
        0,
        base,
      ),
    ),
    line(`M690 ${base - 126}V${base}M656 ${base - 70}H724M656 ${base - 36}H724`, "#ffffff", 2.5),
    rect(626, base - 112, 22, 112, SHUTTER),
    rect(732, base - 112, 22, 112, SHUTTER),
    line(
      `M631 ${base - 106}V${base - 6}M643 ${base - 106}V${base - 6}M737 ${base - 106}V${base - 6}M749 ${base - 106}V${base - 6}`,
      SHUTTER_DARK,
      2,
    ),
    // a lamp above the arch
    path(`M684 ${base - 152}h12l-2 16h-8Z`, "#2d333b"),
    rect(687, base - 148, 6, 9, "#f3d98a"),
  );

  // windows with shutters, upstairs and down: each drawn once and placed where it belongs
  const upstairs = s.group(shutteredWindow(0, 0, 28, 60));
  const downstairs = s.group(shutteredWindow(0, 0, 28, 72));
  for (const x of [496, 568, 812, 884]) {
    s.add(
      drawGroup(upstairs, { transform: `translate(${x - 14} ${eaves + 28})` }),
      drawGroup(downstairs, { transform: `translate(${x - 14} ${eaves + 136})` }),
    );
  }
  s.add(drawGroup(upstairs, { transform: `translate(676 ${eaves + 28})` }));

  // the gravel drive: sweeping in from the foreground to a turning circle before the doors
  const drive = `M240 1000C380 860 520 760 600 700C560 680 580 ${base + 6} 690 ${base + 4}C800 ${base + 6} 830 680 780 700C700 760 700 860 760 1000Z`;
  s.add(
    path(
      drive,
      s.linear(
        [
          [0, "#ddd2bb"],
          [1, "#c7b899"],
        ],
        0,
        base,
        0,
        1000,
      ),
    ),
  );
  let grit = "";
  for (let i = 0; i < 70; i += 1) {
    const t = between(rng, 0, 1);
    const y = base + 10 + t * t * 330;
    const spread = 40 + t * 230;
    const cx = 690 - t * 120;
    const w = 2 + Math.round(t * 3);
    grit += `M${Math.round(cx + between(rng, -spread, spread) * 0.6)} ${Math.round(y)}h${w}v${w - 1}h-${w}z`;
  }
  s.add(path(grit, "#9c8e74", { opacity: 0.6, "clip-path": s.clip(drive) }));

  // box balls at the door, orange trees in tubs before the orangery, a low box hedge
  s.add(
    boxBall(612, base + 4, 16),
    boxBall(768, base + 4, 16),
    tubTree(rng, 960, base + 8, 56),
    tubTree(rng, 1085, base + 8, 56),
    tubTree(rng, 1210, base + 8, 56),
    path(
      rolling(rng, 860, 1260, () => base + 2, 3, 18, base + 16),
      "#335f2a",
    ),
    path(
      rolling(rng, 410, 590, () => base + 2, 3, 18, base + 16),
      "#335f2a",
    ),
  );

  // two guests walking up the drive, and a bench under the beech
  s.add(
    person(560, 760, 74, { top: "#e8e1d0", legs: "#3e4a5c", skin: "#e0b896", hair: "#6a4a30" }, 0.6),
    person(588, 758, 80, { top: "#2f5d7a", legs: "#c9bfa8", skin: "#d9ad8a", hair: "#3a2c22" }, 0.4),
    rect(250, 700, 90, 8, "#f2efe8"),
    rect(250, 682, 90, 6, "#f2efe8"),
    line("M256 708v18M334 708v18M256 688v12M334 688v12", "#e6e1d6", 4),
  );

  // the lawn's edge in front, and a beech bough reaching into the top left corner
  s.add(
    path(blades(rng, { x0: 0, x1: 1500, y0: 985, y1: 1010 }, 60, [14, 36], 4, 5), "#44702a"),
    path(`M-20 120C120 150 220 120 330 60L340 76C230 140 120 172 -20 148Z`, "#4a3f36"),
    path(
      [
        circleD(40, 60, 90),
        circleD(170, 40, 80),
        circleD(280, 20, 70),
        circleD(110, 150, 60),
        circleD(0, 170, 70),
      ].join(""),
      "#3c5f2a",
    ),
    path([circleD(60, 40, 50), circleD(190, 20, 44), circleD(300, 6, 36)].join(""), "#5f8a3c", { opacity: 0.9 }),
    glowOverlay(s, 250, 250, 1200, "#fff4d8", 0.2),
    vignette(s, "#1d2a20", 0.28),
  );
  return s;
}

/** The orangery from inside: one long room, tall arched windows, flagstones, an orange tree. */
function orangery(): Scene {
  const s = new Scene(
    "Inside a restored orangery: tall arched windows along one side, sunlight on the flagstones, two armchairs and an orange tree in a white tub",
  );
  const rng = seeded(73);
  const cam = new Camera(1.5, 880, 820, 470);
  const W = 2.8;
  const H = 4.4;
  const D = 15;
  const near = 0.8;
  const wall = (x: number, fill: string) =>
    path(
      cam.face([
        [x, 0, near],
        [x, H, near],
        [x, H, D],
        [x, 0, D],
      ]),
      fill,
    );
  const floorFace = cam.face([
    [-W, 0, near],
    [W, 0, near],
    [W, 0, D],
    [-W, 0, D],
  ]);
  s.add(
    rect(0, 0, 1500, 1000, "#efe9dd"),
    path(
      cam.face([
        [-W, H, near],
        [W, H, near],
        [W, H, D],
        [-W, H, D],
      ]),
      "#f7f4ee",
    ),
    wall(
      -W,
      s.linear(
        [
          [0, "#e9e2d4"],
          [1, "#f1ebe0"],
        ],
        0,
        0,
        500,
        0,
      ),
    ),
    wall(
      W,
      s.linear(
        [
          [0, "#f3efe6"],
          [1, "#e2dbcd"],
        ],
        1000,
        0,
        1500,
        0,
      ),
    ),
    path(floorFace, "#d9c7a8"),
    line(
      [-W, W]
        .map((x) => {
          const a = cam.p([x, H - 0.15, near]);
          const b = cam.p([x, H - 0.15, D]);
          return `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
        })
        .join(""),
      "#d8cfbf",
      5,
    ),
  );
  // flagstones laid diagonally in two tones, clipped to the floor
  let tiles = "";
  const tile = 0.56;
  for (let i = -5; i < 5; i += 1) {
    for (let k = 0; k < 26; k += 1) {
      if ((i + k) % 2 !== 0) continue;
      const x = i * tile;
      const z = near + k * tile;
      tiles += cam.face([
        [x, 0, z],
        [x + tile, 0, z],
        [x + tile, 0, z + tile],
        [x, 0, z + tile],
      ]);
    }
  }
  s.add(path(tiles, "#a9876a", { opacity: 0.4, "clip-path": s.clip(floorFace) }));

  // the back wall: glazed double doors into the glass hall, where the orange trees winter
  s.add(
    path(
      cam.face([
        [-W, 0, D],
        [W, 0, D],
        [W, H, D],
        [-W, H, D],
      ]),
      "#ece5d8",
    ),
  );
  const door = (x0: number, x1: number) => {
    const pts: Vec[] = [
      [x0, 0, D],
      [x0, 2.4, D],
    ];
    const r = (x1 - x0) / 2;
    for (let a = 1; a < 12; a += 1) {
      const t = Math.PI - (a / 12) * Math.PI;
      pts.push([x0 + r + r * Math.cos(t), 2.4 + r * Math.sin(t), D]);
    }
    pts.push([x1, 2.4, D], [x1, 0, D]);
    return cam.face(pts);
  };
  const doorway = door(-0.9, 0.9);
  const [dl, db] = cam.p([-0.9, 0, D]);
  const [dr] = cam.p([0.9, 0, D]);
  const dt = cam.p([0, 3.3, D])[1];
  let hallTrees = "";
  let hallFruit = "";
  for (let i = 0; i < 5; i += 1) {
    const x = dl + 6 + i * ((dr - dl - 12) / 4);
    const y = db - 40 - (i % 2) * 6;
    hallTrees += circleD(x, y, 15);
    for (let k = 0; k < 3; k += 1) hallFruit += circleD(x + between(rng, -10, 10), y + between(rng, -8, 8), 1.8);
  }
  s.add(
    path(doorway, "#f9fbf4"),
    g(
      [
        rect(dl, dt, dr - dl, db - dt, "#e4eee6"),
        rect(dl, db - 20, dr - dl, 20, "#c9b89a"),
        path(hallTrees, "#4a7a3a"),
        path(hallFruit, "#ef8f2c"),
      ],
      { "clip-path": s.clip(doorway) },
    ),
    path(doorway, "none", { stroke: "#ffffff", "stroke-width": 4 }),
    line(`M${n((dl + dr) / 2)} ${n(dt)}V${n(db)}`, "#ffffff", 3),
  );

  // the tall arched windows along the left wall, each with the lawn and the beeches outside
  const sky = s.linear(
    [
      [0, "#bcd5e6"],
      [0.55, "#e9f0e8"],
      [0.56, "#9dba74"],
      [1, "#6f9a4a"],
    ],
    0,
    0,
    0,
    900,
  );
  let frames = "";
  let glassD = "";
  let sunlight = "";
  const top = 3.5;
  const sill = 0.35;
  for (const z0 of [1.2, 3.8, 6.4, 9, 11.6]) {
    const z1 = z0 + 1.3;
    const r = (z1 - z0) / 2;
    const outline: Vec[] = [
      [-W, sill, z0],
      [-W, top - r, z0],
    ];
    for (let a = 1; a < 12; a += 1) {
      const t = Math.PI - (a / 12) * Math.PI;
      outline.push([-W, top - r + r * Math.sin(t), z0 + r + r * Math.cos(t)]);
    }
    outline.push([-W, top - r, z1], [-W, sill, z1]);
    glassD += cam.face(outline);
    const a = cam.p([-W, sill, (z0 + z1) / 2]);
    const b = cam.p([-W, top, (z0 + z1) / 2]);
    frames += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
    for (const y of [1.1, 1.85, 2.6]) {
      const c = cam.p([-W, y, z0]);
      const d = cam.p([-W, y, z1]);
      frames += `M${n(c[0])} ${n(c[1])}L${n(d[0])} ${n(d[1])}`;
    }
    // the window's light on the floor, thrown across the room by a low south sun
    sunlight += cam.face([
      [-W, 0, z0 + 0.3],
      [-W, 0, z1 + 0.3],
      [-W + 2.6, 0, z1 + 1.5],
      [-W + 2.6, 0, z0 + 1.5],
    ]);
  }
  const glassShape = s.shape(glassD);
  s.add(
    path(glassD, "none", { stroke: "#ffffff", "stroke-width": 14, "stroke-linejoin": "round" }),
    g(
      [
        rect(0, 0, 600, 1000, sky),
        roundTree(rng, 170, 560, 80, { trunk: "#6b665e", light: "#9cc062", mid: "#6f9a45", dark: "#4d7434" }),
        roundTree(rng, 420, 540, 50, { trunk: "#5e5650", light: "#a2584a", mid: "#7a3a36", dark: "#55272a" }),
      ],
      { "clip-path": s.clipUse(glassShape) },
    ),
    line(frames, "#ffffff", 3),
    path(sunlight, "#fff6d8", { opacity: 0.45, "clip-path": s.clip(floorFace) }),
  );

  // the bed alcove's oak doors in the right wall, and a lamp on a console
  const alcove = cam.face([
    [W, 0, 6],
    [W, 2.7, 6],
    [W, 2.7, 8.4],
    [W, 0, 8.4],
  ]);
  const mid = cam.p([W, 0, 7.2]);
  const midTop = cam.p([W, 2.7, 7.2]);
  s.add(
    path(alcove, "#a77c52"),
    path(alcove, "none", { stroke: "#f7f4ee", "stroke-width": 8 }),
    line(`M${n(mid[0])} ${n(mid[1])}L${n(midTop[0])} ${n(midTop[1])}`, "#6e4e32", 3),
  );

  // two sage armchairs round a small table in the sun, on a pale rug
  s.add(path(cam.disc(-1.2, 0.01, 4.6, 1.3, 1), "#e9dfcc"));
  const chair = (x: number, z: number) => {
    const back = cam.box(x - 0.36, x + 0.36, 0.1, 0.9, z + 0.24, z + 0.36);
    const seat = cam.box(x - 0.26, x + 0.26, 0.1, 0.42, z - 0.32, z + 0.24);
    const armL = cam.box(x - 0.36, x - 0.26, 0.1, 0.62, z - 0.34, z + 0.24);
    const armR = cam.box(x + 0.26, x + 0.36, 0.1, 0.62, z - 0.34, z + 0.24);
    const legs = cam.box(x - 0.34, x + 0.34, 0, 0.1, z - 0.3, z + 0.34);
    return g([
      path(legs.front, "#5a4230"),
      path(back.front, "#7d9a78"),
      path(back.top, "#a3b99b"),
      path(seat.top, "#a9bea0"),
      path(seat.front, "#7d9a78"),
      ...[armL, armR].flatMap((arm) => [
        path(arm.side, "#657f61"),
        path(arm.top, "#a3b99b"),
        path(arm.front, "#86a380"),
      ]),
    ]);
  };
  const table = cam.cylinder(-1.15, 0, 0.5, 4.6, 0.2);
  s.add(chair(-1.9, 5.0), chair(-0.35, 5.2), path(table.body, "#7a5a3c"), path(table.top, "#9a7a56"));
  const cup = cam.p([-1.1, 0.54, 4.6]);
  s.add(path(circleD(cup[0], cup[1], 5), "#ffffff"));

  // an orange tree in a white Versailles tub, close on the right
  const tub = cam.box(1.5, 2.2, 0, 0.7, 3.6, 4.3);
  const stemBase = cam.p([1.85, 0.7, 3.95]);
  const crown = cam.p([1.85, 1.9, 3.95]);
  const k = cam.scale(3.95);
  let fruit = "";
  for (let i = 0; i < 14; i += 1) {
    fruit += circleD(crown[0] + between(rng, -0.55, 0.55) * k, crown[1] + between(rng, -0.45, 0.45) * k, 0.05 * k);
  }
  s.add(
    path(tub.side, "#ddd6c8"),
    path(tub.top, "#6a5240"),
    path(tub.front, "#fbf8f2"),
    line(`M${n(stemBase[0])} ${n(stemBase[1])}V${n(crown[1])}`, "#5a4636", 0.08 * k),
    path(circleD(crown[0], crown[1], 0.62 * k), "#2f5a2c"),
    path(circleD(crown[0] - 0.14 * k, crown[1] - 0.14 * k, 0.42 * k), "#47773a"),
    path(fruit, "#f0922e"),
    glowOverlay(s, 200, 500, 900, "#fff4d8", 0.25),
    vignette(s, "#3a3024", 0.22),
  );
  return s;
}

export const ESTATE_SCENES: Record<string, () => Scene> = {
  "coach-house": coachHouse,
  orangery,
};
