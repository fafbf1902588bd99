/**
 * The holiday homes seen from outside, one function per scene.
 */
import {
  between,
  birds,
  circleD,
  cloud,
  clump,
  glowOverlay,
  line,
  mix,
  path,
  poly,
  rect,
  ripples,
  rolling,
  Scene,
  seeded,
  smoothLand,
  sun,
  tuft,
  vignette,
} from "./kit.ts";

/** A modern wooden holiday home on a Dutch dune, sea glimpse, low late-afternoon sun. */
function duneHouse(): Scene {
  const s = new Scene("A modern wooden holiday home in the Dutch dunes in late afternoon light");
  const rng = seeded(11);
  const haze = "#f6dcb6";

  s.add(
    rect(
      0,
      0,
      1500,
      1000,
      s.linear(
        [
          [0, "#6f9fc4"],
          [0.35, "#a9c6d6"],
          [0.62, "#f0d9b8"],
          [0.75, "#f9dcae"],
        ],
        0,
        0,
        0,
        1000,
      ),
    ),
    sun(s, 1190, 395, 34, "#fff6dc", "#ffd89a", 7),
    cloud(s, rng, 150, 250, 360, 80, "#fff4e3", "#c9b4b4", 1, 0.95),
    cloud(s, rng, 880, 180, 230, 50, "#fff4e3", "#cdb9b8", 1, 0.8),
    cloud(s, rng, 560, 120, 130, 30, "#fff4e3", "#cdb9b8", 1, 0.6),
    birds(rng, 420, 300, 3, 9, "#6d6a6a"),
  );

  // the sea: a glimpse between the dunes, with the sun's glitter
  s.add(
    rect(
      0,
      505,
      1500,
      70,
      s.linear(
        [
          [0, "#7ea2b0"],
          [1, "#a9c0bf"],
        ],
        0,
        505,
        0,
        575,
      ),
    ),
    path(ripples(rng, { x0: 350, x1: 1000, y0: 512, y1: 560 }, 36, [10, 40], 2), "#fff2d6", { opacity: 0.8 }),
  );

  // dunes from far to near, each a little warmer and darker
  const far = smoothLand(
    [
      [-20, 548],
      [200, 536],
      [420, 548],
      [640, 540],
      [900, 520],
      [1150, 470],
      [1350, 452],
      [1520, 470],
    ],
    1000,
  );
  const mid = smoothLand(
    [
      [-20, 610],
      [180, 588],
      [380, 600],
      [560, 630],
      [760, 628],
      [980, 600],
      [1200, 560],
      [1380, 548],
      [1520, 560],
    ],
    1000,
  );
  s.add(
    path(
      far,
      s.linear(
        [
          [0, mix("#c6bf9c", haze, 0.45)],
          [1, "#b9b08c"],
        ],
        0,
        450,
        0,
        640,
      ),
    ),
    path(
      rolling(rng, 880, 1520, (x) => 530 - (x - 900) * 0.12, 6, 40, 560),
      mix("#9ea486", haze, 0.45),
    ),
    path(
      mid,
      s.linear(
        [
          [0, "#c2b487"],
          [0.5, "#aca277"],
        ],
        0,
        540,
        0,
        720,
      ),
    ),
    path(
      rolling(rng, -20, 600, (x) => 594 + x * 0.03, 9, 34, 640),
      "#8e9670",
    ),
    path(
      rolling(rng, -20, 560, (x) => 606 + x * 0.03, 6, 30, 640),
      "#a1a57c",
    ),
    path(
      rolling(rng, 820, 1520, (x) => 586 - (x - 980) * 0.06, 10, 36, 660),
      "#8e9670",
    ),
    path(
      rolling(rng, 840, 1520, (x) => 606 - (x - 1000) * 0.06, 7, 30, 660),
      "#a3a77d",
    ),
  );

  // the house: gable to the viewer in the sun, long side in shade
  const base = 642;
  const gx0 = 700;
  const gx1 = 905;
  const apex: [number, number] = [(gx0 + gx1) / 2, 428];
  const eave = 528;
  const sideX = 515;
  const wood = "#c08a55";
  const woodShade = "#6e4f3a";
  const cladding = (x0: number, x1: number, top: (x: number) => number, bottom: number, step: number): string => {
    let d = "";
    for (let x = x0 + step; x < x1; x += step) d += `M${x} ${Math.round(top(x))}V${bottom}`;
    return d;
  };
  const roofTop = (x: number): number =>
    x < apex[0]
      ? eave - ((x - gx0) / (apex[0] - gx0)) * (eave - apex[1])
      : apex[1] + ((x - apex[0]) / (gx1 - apex[0])) * (eave - apex[1]);
  s.add(
    // cast shadow on the sand, thrown away from the sun
    path(
      poly([
        [gx1 + 10, base + 6],
        [sideX - 10, base - 6],
        [sideX - 150, base + 16],
        [gx0 - 40, base + 30],
      ]),
      "#6d5a3c",
      { opacity: 0.3 },
    ),
    // side wall and its ribbon window
    path(
      poly([
        [sideX, eave + 12],
        [gx0, eave],
        [gx0, base],
        [sideX, base - 8],
      ]),
      woodShade,
    ),
    line(
      cladding(sideX, gx0, (x) => eave + 12 - ((x - sideX) / (gx0 - sideX)) * 12, base, 12),
      "#5d4231",
      2,
    ),
    path(
      poly([
        [548, 562],
        [672, 556],
        [672, 604],
        [548, 606],
      ]),
      s.linear(
        [
          [0, "#e9b880"],
          [1, "#5b6c78"],
        ],
        0,
        556,
        0,
        606,
      ),
    ),
    line("M610 559V605", woodShade, 4),
    // roof plane seen from the side, dark standing-seam
    path(
      poly([
        [sideX - 14, eave + 14],
        [apex[0] - 190, apex[1] + 8],
        [apex[0] + 4, apex[1] - 6],
        [gx0 - 8, eave + 2],
      ]),
      "#3e3b3d",
    ),
    line("M570 484L535 530M630 467L595 525M690 449L655 521M750 435L715 518", "#4b474a", 3),
    path(
      poly([
        [sideX - 14, eave + 14],
        [gx0 - 8, eave + 2],
        [gx0, eave + 8],
        [sideX - 10, eave + 20],
      ]),
      "#2a2829",
    ),
    // the gable in warm light
    path(
      poly([[gx0, eave], apex, [gx1, eave], [gx1, base], [gx0, base]]),
      s.linear(
        [
          [0, "#dca36a"],
          [1, wood],
        ],
        0,
        430,
        0,
        base,
      ),
    ),
    line(cladding(gx0, gx1, roofTop, base, 11), "#a8733f", 2),
    path(
      poly([
        [gx0 - 6, eave + 4],
        [apex[0], apex[1] - 8],
        [gx1 + 6, eave + 4],
        [gx1 + 6, eave + 12],
        [apex[0], apex[1] + 2],
        [gx0 - 6, eave + 12],
      ]),
      "#34302f",
    ),
    // the tall glazing of the living room, reflecting the sky
    path(
      poly([
        [745, 528],
        [apex[0], 462],
        [860, 528],
        [860, base],
        [745, base],
      ]),
      s.linear(
        [
          [0, "#f6d8a6"],
          [0.45, "#c9a98c"],
          [1, "#4d5560"],
        ],
        0,
        462,
        0,
        base,
      ),
    ),
    path(
      poly([
        [760, 640],
        [850, 500],
        [860, 500],
        [860, 520],
        [784, 640],
      ]),
      "#fff3d8",
      { opacity: 0.35 },
    ),
    line("M745 528L802.5 462L860 528M745 528H860M802 466V642M745 585H860", "#2c2a2b", 4),
    path(`M${gx0} ${base - 1}h${gx1 - gx0}v5h${-(gx1 - gx0)}Z`, "#3b2f27"),
    // the deck and its steps
    path(
      poly([
        [640, base + 2],
        [960, base + 2],
        [985, base + 20],
        [615, base + 20],
      ]),
      "#b88a5c",
    ),
    path(
      poly([
        [615, base + 20],
        [985, base + 20],
        [985, base + 28],
        [615, base + 28],
      ]),
      "#6f5038",
    ),
    line(
      "M690 644L680 662M740 644L734 662M790 644L787 662M840 644L842 662M890 644L897 662M940 644L952 662",
      "#9e7048",
      2,
    ),
    // a stove pipe and a bench on the deck
    rect(636, 448, 8, 44, "#2a2829"),
    rect(632, 444, 16, 6, "#2a2829"),
    path(
      poly([
        [905, 620],
        [950, 620],
        [950, 626],
        [905, 626],
      ]),
      "#5b4030",
    ),
    rect(910, 626, 4, 18, "#5b4030"),
    rect(941, 626, 4, 18, "#5b4030"),
  );

  // rim light on the sunny edge of the house
  s.add(line(`M${gx1} ${eave}V${base}`, "#ffe3b0", 3, { opacity: 0.9 }));

  // the near dune with a boardwalk climbing to the house
  const near = smoothLand(
    [
      [-20, 700],
      [200, 690],
      [420, 700],
      [600, 690],
      [780, 676],
      [1000, 690],
      [1250, 710],
      [1520, 690],
    ],
    1000,
  );
  s.add(
    path(
      near,
      s.linear(
        [
          [0, "#ead2a0"],
          [0.5, "#dcbb83"],
          [1, "#c79e68"],
        ],
        0,
        680,
        0,
        1000,
      ),
    ),
  );
  s.add(
    path(
      smoothLand(
        [
          [-20, 820],
          [120, 790],
          [260, 806],
          [360, 860],
          [420, 1000],
        ],
        1000,
      ),
      "#c99f69",
      { opacity: 0.45 },
    ),
    path(
      smoothLand(
        [
          [1080, 1000],
          [1180, 850],
          [1320, 800],
          [1520, 790],
        ],
        1000,
      ),
      "#f1dcae",
      { opacity: 0.5 },
    ),
  );

  const walk = (t: number): [number, number, number] => {
    // centre x, y and half width of the boardwalk at t (0 = house, 1 = bottom edge)
    const y = 664 + t * 340;
    const x = 802 + Math.sin(t * 2.6) * 120 * t;
    return [x, y, 9 + t * t * 150];
  };
  const leftSide: [number, number][] = [];
  const rightSide: [number, number][] = [];
  for (let i = 0; i <= 16; i += 1) {
    const [x, y, w] = walk(i / 16);
    leftSide.push([x - w, y]);
    rightSide.push([x + w, y]);
  }
  let planks = "";
  for (let t = 0.02; t < 1; t += 0.012 + t * 0.035) {
    const [x, y, w] = walk(t);
    planks += `M${Math.round(x - w)} ${Math.round(y)}H${Math.round(x + w)}`;
  }
  s.add(
    path(
      poly([
        ...leftSide.map(([x, y]): [number, number] => [x - 14, y + 8]),
        ...[...rightSide].reverse().map(([x, y]): [number, number] => [x + 20, y + 10]),
      ]),
      "#9b7a4f",
      { opacity: 0.35 },
    ),
    path(
      poly([...leftSide, ...[...rightSide].reverse()]),
      s.linear(
        [
          [0, "#b69068"],
          [1, "#caa173"],
        ],
        0,
        664,
        0,
        1000,
      ),
    ),
    line(planks, "#8a6846", 2.4),
  );

  // marram grass: clumps over the near dune, big tufts framing the foreground
  let far1 = "";
  let far2 = "";
  for (let i = 0; i < 56; i += 1) {
    const y = between(rng, 688, 800);
    const x = between(rng, -20, 1520);
    if (Math.abs(x - walk((y - 664) / 340)[0]) < walk((y - 664) / 340)[2] + 30) continue;
    const k = (y - 660) / 140;
    const d = clump(rng, x, y, between(rng, 30, 60) * k, between(rng, 16, 30) * k, 5 + Math.round(k * 2), 0.4);
    if (i % 3) far1 += d;
    else far2 += d;
  }
  s.add(path(far1, "#a5a066"), path(far2, "#c4b878"));
  let nearLit = "";
  let nearDark = "";
  const spots: [number, number, number][] = [
    [40, 930, 170],
    [200, 990, 210],
    [340, 880, 120],
    [1160, 930, 140],
    [1300, 990, 210],
    [1450, 900, 170],
    [1030, 840, 80],
    [540, 850, 80],
  ];
  for (const [x, y, h] of spots) {
    nearDark += clump(rng, x, y, h * 0.7, h * 0.5, Math.round(h / 12), 0.35);
    nearDark += tuft(rng, x, y, h, h * 0.9, Math.round(h / 12), 0.3, h / 30);
    nearLit += tuft(rng, x + 8, y + 4, h * 0.85, h * 0.8, Math.round(h / 12), 0.45, h / 34);
  }
  s.add(
    path(nearDark, "#838449"),
    path(
      nearLit,
      s.linear(
        [
          [0, "#f3e2a4"],
          [1, "#a8a35e"],
        ],
        0,
        720,
        0,
        1000,
      ),
    ),
  );

  s.add(glowOverlay(s, 1190, 395, 900, "#ffcf8a", 0.28), vignette(s, "#3b2a1c", 0.28));
  return s;
}

export const EXTERIORS: Record<string, () => Scene> = {
  "dune-house": duneHouse,
};
