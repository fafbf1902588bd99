/**
 * The holiday homes seen from outside, one function per scene.
 */

import { ESTATE_SCENES } from "./estate.ts";
import {
  between,
  bicycle,
  birds,
  blades,
  boards,
  circle,
  circleD,
  cloud,
  clump,
  compact,
  cow,
  cumulus,
  drawGroup,
  drawShape,
  ellipse,
  ellipseD,
  forestEdge,
  frond,
  g,
  gableHouse,
  glowOverlay,
  hillPoints,
  jaggedLand,
  line,
  mirrored,
  mix,
  mountainShadows,
  n,
  path,
  person,
  pine,
  pineRow,
  pollard,
  poly,
  polyR,
  rect,
  ridge,
  ripples,
  rolling,
  roundTree,
  Scene,
  scotsPine,
  seeded,
  smoothLand,
  smoothThrough,
  streetLamp,
  sun,
  tuft,
  vignette,
} from "./kit.ts";
import { lakeHouse } from "./lake-house.ts";

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

/** A black timber cabin among Scots pines on the Veluwe, morning mist and low sunbeams. */
function forestCabin(): Scene {
  const s = new Scene("A dark timber cabin among the pines of the Veluwe on a misty morning");
  const rng = seeded(23);
  const mist = "#dfe0d0";
  const sunX = 360;
  const sunY = 330;
  s.add(
    rect(
      0,
      0,
      1500,
      1000,
      s.linear(
        [
          [0, "#93aaa6"],
          [0.45, "#cbd3c4"],
          [0.7, mist],
        ],
        0,
        0,
        0,
        1000,
      ),
    ),
    sun(s, sunX, sunY, 40, "#fffaf0", "#ffeec8", 9),
  );

  // layers of Scots pines, each further one paler in the mist, over a band of undergrowth
  const layer = (base: number, hMin: number, hMax: number, fade: number, gap: number, cushions: number): string => {
    const colour = mix("#2f4236", mist, fade);
    let d = rolling(rng, -20, 1520, () => base - 26, 12, 50, base + 40);
    for (let x = between(rng, -40, 0); x < 1560; x += gap * between(rng, 0.6, 1.4)) {
      const t = scotsPine(rng, x, base + 30, between(rng, hMin, hMax), undefined, cushions);
      d += t.trunk + t.crown;
    }
    return path(d, colour);
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
    layer(600, 260, 360, 0.8, 130, 2),
    mistBand(610, 80, 0.75),
    layer(660, 340, 460, 0.64, 150, 3),
    mistBand(670, 70, 0.6),
  );

  // low sunbeams through the trees
  const beam = s.linear(
    [
      [0, "#fff8e6", 0.55],
      [1, "#fff8e6", 0],
    ],
    sunX,
    sunY,
    sunX + 700,
    sunY + 650,
  );
  let beams = "";
  for (const [a, w] of [
    [0.55, 0.03],
    [0.68, 0.05],
    [0.8, 0.025],
    [0.92, 0.045],
    [1.05, 0.03],
  ] as const) {
    beams += poly([
      [sunX, sunY],
      [sunX + Math.cos(a - w) * 1400, sunY + Math.sin(a - w) * 1400],
      [sunX + Math.cos(a + w) * 1400, sunY + Math.sin(a + w) * 1400],
    ]);
  }
  s.add(path(beams, beam));

  // the nearest pines behind the clearing, their crowns touched by the sun
  let nearTrunks = rolling(rng, -20, 1520, () => 700, 14, 60, 770);
  let nearLit = "";
  for (const [x, h] of [
    [40, 640],
    [250, 560],
    [420, 600],
    [880, 640],
    [1010, 560],
    [1180, 620],
    [1420, 580],
  ] as const) {
    const t = scotsPine(rng, x, 760, h, 12, 4);
    nearTrunks += t.trunk + t.crown;
    nearLit += t.lit;
  }
  s.add(
    path(nearTrunks, mix("#2f4236", mist, 0.42)),
    path(nearLit, "#e2d6a2", { opacity: 0.22 }),
    mistBand(740, 60, 0.55),
  );

  // the clearing
  s.add(
    path(
      smoothLand(
        [
          [-20, 740],
          [300, 748],
          [700, 752],
          [1100, 742],
          [1520, 748],
        ],
        1000,
      ),
      s.linear(
        [
          [0, "#8d8f68"],
          [0.3, "#6f7550"],
          [1, "#3f4632"],
        ],
        0,
        740,
        0,
        1000,
      ),
    ),
  );
  // a sandy path from the foreground to the porch
  s.add(
    path(
      "M120 1000C260 900 560 830 770 782L826 782C700 830 520 920 420 1000Z",
      s.linear(
        [
          [0, "#c9b48a"],
          [1, "#a8906a"],
        ],
        0,
        780,
        0,
        1000,
      ),
    ),
  );

  // the cabin: gable lit from the left, long side in shade
  const h = gableHouse({
    gx0: 560,
    gx1: 790,
    apexY: 470,
    eaveY: 592,
    base: 772,
    sideX: 1090,
    shrink: 14,
    overhang: 16,
  });
  const wall = "#3b3935";
  s.add(
    path(
      poly([
        [560, 772],
        [1110, 766],
        [1180, 790],
        [600, 800],
      ]),
      "#2b2f22",
      { opacity: 0.45 },
    ),
    path(h.side, "#24231f"),
    line(
      boards(
        790,
        1090,
        (x) => 592 + ((x - 790) / 300) * 14,
        (x) => 772 - ((x - 790) / 300) * 8,
        13,
      ),
      "#1a1916",
      2,
    ),
    path(h.roof, "#46504a"),
    line("M860 480L842 594M930 484L914 598M1000 488L986 602M1070 492L1058 604", "#55605a", 3),
    path(
      h.gable,
      s.linear(
        [
          [0, "#57534a"],
          [1, wall],
        ],
        560,
        0,
        790,
        0,
      ),
    ),
    line(
      boards(560, 790, h.gableTop, () => 772, 12),
      "#2c2a27",
      2,
    ),
    path(h.fascia, "#1c1b19"),
    // windows glowing warm inside
    rect(612, 610, 126, 150, "#ffd58a"),
    rect(
      612,
      610,
      126,
      150,
      s.radial(
        [
          [0, "#fff1c8"],
          [1, "#e79a45"],
        ],
        675,
        700,
        120,
      ),
    ),
    line("M675 610V760M612 680H738", "#1c1b19", 5),
    rect(606, 604, 138, 162, "none", { stroke: "#1c1b19", "stroke-width": 8 }),
    path(
      poly([
        [840, 628],
        [900, 629],
        [900, 690],
        [840, 690],
      ]),
      "#f3b865",
    ),
    path(
      poly([
        [960, 632],
        [1020, 633],
        [1020, 694],
        [960, 694],
      ]),
      "#f3b865",
    ),
    line("M870 629V690M990 633V694", "#1c1b19", 4),
    // door with a little porch lamp
    path(
      poly([
        [1040, 650],
        [1072, 651],
        [1072, 764],
        [1040, 766],
      ]),
      "#14130f",
    ),
    circle(1056, 636, 5, "#ffe2a8"),
    circle(
      1056,
      636,
      26,
      s.radial(
        [
          [0, "#ffd98f", 0.6],
          [1, "#ffd98f", 0],
        ],
        1056,
        636,
        26,
      ),
    ),
    // chimney and the smoke drifting off
    rect(940, 448, 22, 60, "#2d2c28"),
    path(
      "M950 446C930 400 980 380 960 330C945 290 990 260 1010 230C1000 270 975 300 990 340C1005 385 965 405 962 446Z",
      mist,
      { opacity: 0.5 },
    ),
  );
  // glow of the windows on the ground
  s.add(ellipse(680, 786, 120, 16, "#ffc978", { opacity: 0.25 }));

  s.add(path(blades(rng, { x0: 540, x1: 1120, y0: 772, y1: 790 }, 28, [8, 22], 3, 2.5), "#5c6640"));
  s.add(mistBand(790, 40, 0.35));

  // foreground: bracken, heather and two big pines framing the view
  let fern = "";
  let fernLit = "";
  for (let i = 0; i < 16; i += 1) {
    const x = between(rng, -30, 1530);
    const y = between(rng, 800, 1010);
    if (y > 0.8 * (1000 - x) + 700 && y < 0.8 * (1000 - x) + 880) continue;
    const k = (y - 760) / 240;
    const d = clump(rng, x, y, 90 * k, 60 * k, 7, between(rng, -0.4, 0.4));
    if (rng() < 0.6) fern += d;
    else fernLit += d;
  }
  s.add(path(fern, "#4d5a35"), path(fernLit, "#7f8a4c"));
  // heather in low ragged cushions, purple going brown
  let heather = "";
  let heatherLit = "";
  for (const [x0, x1, y] of [
    [-20, 300, 880],
    [860, 1180, 860],
    [1100, 1520, 960],
    [520, 780, 990],
    [1300, 1520, 830],
  ] as const) {
    for (let x = x0; x < x1; x += 60) {
      const k = 0.6 + (0.4 * (y - 800)) / 200;
      const hh = (1 - Math.abs((x - x0) / (x1 - x0) - 0.5) * 1.4) * 70 * k;
      heather += clump(rng, x, y + between(rng, -10, 10), 80 * k, hh, 6, 0.1);
      if (rng() < 0.4) heatherLit += clump(rng, x + 8, y - hh * 0.2, 40 * k, hh * 0.7, 5, 0.15);
    }
  }
  s.add(path(heather, "#5e4653"), path(heatherLit, "#8c6476"));
  // big bracken in the corners, close to the eye
  let bracken = "";
  let brackenLit = "";
  for (const [x, y, len, a, c] of [
    [60, 1010, 260, 0.5, 0.8],
    [10, 1010, 300, 0.15, 0.6],
    [200, 1020, 220, 0.9, 0.7],
    [1440, 1010, 280, -0.5, -0.8],
    [1500, 1000, 240, -0.2, -0.6],
    [1320, 1020, 200, -0.9, -0.6],
  ] as const) {
    bracken += frond(x, y, len, a, c, len * 0.2, 8);
    brackenLit += frond(x + 6, y + 6, len * 0.8, a + 0.15 * Math.sign(a), c, len * 0.15, 6);
  }
  s.add(path(bracken, "#2f3a22"), path(brackenLit, "#56632f"));
  const framing = (x: number, w: number, bend: number): string => {
    const trunk = `M${x - w / 2} 1000C${x - w / 2 + bend} 600 ${x - w * 0.3 + bend} 300 ${x - w * 0.3 + bend * 0.6} 0H${x + w * 0.3 + bend * 0.6}C${x + w * 0.3 + bend} 300 ${x + w / 2 + bend} 600 ${x + w / 2} 1000Z`;
    return path(
      trunk,
      s.linear(
        [
          [0, "#d08a58"],
          [0.3, "#7a4b35"],
          [1, "#3a2a22"],
        ],
        x - w / 2,
        0,
        x + w / 2,
        0,
      ),
    );
  };
  s.add(framing(150, 48, -20), framing(1370, 62, 16), framing(1225, 26, -8));
  s.add(glowOverlay(s, sunX, sunY, 1000, "#ffe9c0", 0.3), vignette(s, "#1d261d", 0.35));
  return s;
}

type Facade = {
  x: number;
  w: number;
  top: number;
  kind: "step" | "neck" | "bell" | "spout" | "cornice";
  colour: string;
  trim: string;
};

/** The outline of a canal house front, from the quay up through its gable. */
function facadeOutline(f: Facade, base: number): string {
  const { x, w, top } = f;
  const r = x + w;
  const shoulder = top + w * 0.55;
  switch (f.kind) {
    case "step": {
      const stepW = w / 7;
      const stepH = (shoulder - top) / 3.4;
      const pts: [number, number][] = [
        [x, base],
        [x, shoulder],
      ];
      for (let i = 0; i < 3; i += 1)
        pts.push([x + stepW * i, shoulder - stepH * (i + 1)], [x + stepW * (i + 1), shoulder - stepH * (i + 1)]);
      pts.push([x + stepW * 3, top], [r - stepW * 3, top]);
      for (let i = 2; i >= 0; i -= 1)
        pts.push([r - stepW * (i + 1), shoulder - stepH * (i + 1)], [r - stepW * i, shoulder - stepH * (i + 1)]);
      pts.push([r, shoulder], [r, base]);
      return poly(pts);
    }
    case "neck": {
      const neck = w * 0.26;
      const c = x + w / 2;
      return `M${compact([x, base, "L", x, shoulder])}q${compact([neck * 0.9, 0, neck * 0.9, -(shoulder - top) * 0.45])}L${compact([c - neck, top + 14, c, top - 10, c + neck, top + 14, c + neck, shoulder - (shoulder - top) * 0.45])}q${compact([0, (shoulder - top) * 0.45, neck * 0.9, (shoulder - top) * 0.45])}L${compact([r, base])}Z`;
    }
    case "bell": {
      const c = x + w / 2;
      return `M${compact([x, base, "L", x, shoulder])}C${compact([x + w * 0.25, shoulder, x + w * 0.12, top + 10, c - w * 0.16, top + 6])}Q${compact([c, top - 18, c + w * 0.16, top + 6])}C${compact([r - w * 0.12, top + 10, r - w * 0.25, shoulder, r, shoulder])}L${compact([r, base])}Z`;
    }
    case "spout": {
      const c = x + w / 2;
      return poly([
        [x, base],
        [x, shoulder],
        [c - w * 0.15, top + 8],
        [c - w * 0.15, top],
        [c + w * 0.15, top],
        [c + w * 0.15, top + 8],
        [r, shoulder],
        [r, base],
      ]);
    }
    default:
      return poly([
        [x, base],
        [x, top + 12],
        [x - 6, top + 12],
        [x - 6, top],
        [r + 6, top],
        [r + 6, top + 12],
        [r, top + 12],
        [r, base],
      ]);
  }
}

/** Narrow canal houses with their gables along the water, at dusk, lit windows reflected. */
function canalHouse(): Scene {
  const s = new Scene("Narrow Dutch canal houses with gables along the water on a summer evening");
  const rng = seeded(37);
  const quay = 640;
  const water = 668;
  s.add(
    rect(
      0,
      0,
      1500,
      water,
      s.linear(
        [
          [0, "#27345c"],
          [0.35, "#5a5f8c"],
          [0.62, "#d08a7c"],
          [0.8, "#f2b27a"],
        ],
        0,
        0,
        0,
        660,
      ),
    ),
    circle(1380, 100, 3, "#fff3d6"),
    circle(260, 90, 2, "#fff3d6"),
    circle(760, 60, 2, "#fff3d6"),
    path("M410 78a30 30 0 1 0 26 46a24 24 0 1 1 -26 -46Z", "#fff1d0"),
  );
  // a church tower rising behind the row, in the haze of the evening
  s.add(
    path("M1205 400V190h70v210ZM1211 190v-50h58v50ZM1217 140l6-40h34l6 40ZM1225 100l15-80 15 80Z", "#4b4a78"),
    rect(1227, 152, 26, 26, "#f2c98a", { rx: 13, opacity: 0.8 }),
  );
  const houses: Facade[] = [
    { x: -30, w: 200, top: 210, kind: "cornice", colour: "#5f3129", trim: "#efe6d6" },
    { x: 170, w: 190, top: 160, kind: "step", colour: "#7a3f2e", trim: "#efe6d6" },
    { x: 360, w: 170, top: 220, kind: "bell", colour: "#e9dfcd", trim: "#ffffff" },
    { x: 530, w: 210, top: 140, kind: "neck", colour: "#4a3a3a", trim: "#efe6d6" },
    { x: 740, w: 180, top: 200, kind: "spout", colour: "#8a5a3a", trim: "#efe6d6" },
    { x: 920, w: 230, top: 150, kind: "step", colour: "#5b2d27", trim: "#efe6d6" },
    { x: 1150, w: 180, top: 230, kind: "bell", colour: "#3f4a52", trim: "#efe6d6" },
    { x: 1330, w: 200, top: 180, kind: "neck", colour: "#6d4030", trim: "#efe6d6" },
  ];
  const street: string[] = [];
  for (const f of houses) {
    const dusk = (c: string, t = 0.28): string => mix(c, "#2d3560", t);
    const outline = facadeOutline(f, quay);
    street.push(
      path(
        outline,
        s.linear(
          [
            [0, dusk(f.colour, 0.15)],
            [1, dusk(f.colour, 0.45)],
          ],
          0,
          f.top,
          0,
          quay,
        ),
      ),
      path(outline, "none", {
        stroke: dusk(f.trim, 0.35),
        "stroke-width": 5,
        "stroke-linejoin": "round",
        opacity: 0.8,
      }),
    );
    // tall windows, three per floor, some lit
    const cols = f.w < 185 ? 2 : 3;
    const storey = 84 + Math.round(rng() * 16);
    const wh = storey * 0.72;
    const floors = Math.floor((quay - 70 - (f.top + f.w * 0.42)) / storey);
    let lit = "";
    let dark = "";
    let frames = "";
    const ww = cols === 2 ? f.w * 0.26 : f.w * 0.2;
    for (let fl = 0; fl < floors; fl += 1) {
      const y = quay - 90 - wh - fl * storey;
      for (let c = 0; c < cols; c += 1) {
        const wx = cols === 2 ? f.x + f.w * (0.17 + c * 0.4) : f.x + f.w * (0.12 + c * 0.29);
        const rect4 = poly([
          [wx, y],
          [wx + ww, y],
          [wx + ww, y + wh],
          [wx, y + wh],
        ]);
        if (rng() < 0.42) lit += rect4;
        else dark += rect4;
        frames += `M${compact([wx, y + wh * 0.45])}h${n(ww)}M${compact([wx + ww / 2, y])}v${n(wh)}`;
      }
    }
    const gy = f.top + (f.kind === "cornice" ? 50 : 45);
    const gw = ww;
    const gx = f.x + f.w / 2 - gw / 2;
    dark += poly([
      [gx, gy],
      [gx + gw, gy],
      [gx + gw, gy + 44],
      [gx, gy + 44],
    ]);
    street.push(
      path(dark, dusk("#3a4a72", 0.1)),
      path(
        lit,
        s.radial(
          [
            [0, "#ffe7ae"],
            [1, "#f0a050"],
          ],
          f.x + f.w / 2,
          quay - 260,
          400,
        ),
      ),
      line(frames, f.trim, 3, { opacity: 0.85 }),
      // door with a fanlight and the front steps
      rect(f.x + f.w * 0.42, quay - 72, f.w * 0.16, 64, "#1e2238"),
      rect(f.x + f.w * 0.39, quay - 10, f.w * 0.22, 10, dusk("#8a8070")),
      // hoisting beam under the top
      rect(f.x + f.w / 2 - 3, f.top + (f.kind === "cornice" ? 22 : 18), 6, 22, "#2a2420"),
    );
  }
  // the shaded sides facing left give depth to the row
  let shades = "";
  for (const f of houses)
    shades += poly([
      [f.x + f.w - 10, f.top + f.w * 0.55],
      [f.x + f.w, f.top + f.w * 0.55],
      [f.x + f.w, quay],
      [f.x + f.w - 10, quay],
    ]);
  street.push(path(shades, "#1d2140", { opacity: 0.3 }));
  const row = s.group(street.join(""));
  s.add(drawGroup(row));

  // the quay with its lamps and bikes
  s.add(
    rect(
      0,
      quay,
      1500,
      water - quay,
      s.linear(
        [
          [0, "#5b4a4e"],
          [1, "#3a3040"],
        ],
        0,
        quay,
        0,
        water,
      ),
    ),
    line(`M0 ${quay + 2}H1500`, "#8a7a78", 3),
    streetLamp(s, 640, quay, 140, "#1a1c2a", "#ffd58a"),
    streetLamp(s, 1240, quay, 140, "#1a1c2a", "#ffd58a"),
    bicycle(470, quay, 60, "#1a1c2a"),
    bicycle(520, quay, 60, "#22283e"),
    bicycle(860, quay, 60, "#1a1c2a"),
    bicycle(1380, quay, 60, "#22283e"),
  );

  // the canal: the whole street mirrored, darkened and broken by ripples
  s.add(
    rect(
      0,
      water,
      1500,
      1000 - water,
      s.linear(
        [
          [0, "#3a4068"],
          [1, "#1b2140"],
        ],
        0,
        water,
        0,
        1000,
      ),
    ),
    mirrored(drawGroup(row), quay + 14, { opacity: 0.5, "clip-path": s.clip(`M0 ${water}H1500V1000H0Z`) }),
    rect(
      0,
      water,
      1500,
      1000 - water,
      s.linear(
        [
          [0, "#232a50", 0.1],
          [1, "#141a33", 0.85],
        ],
        0,
        water,
        0,
        1000,
      ),
    ),
    path(ripples(rng, { x0: -100, x1: 1600, y0: water + 6, y1: 1000 }, 260, [60, 260], 4), "#2a3158", {
      opacity: 0.85,
    }),
    path(ripples(rng, { x0: 0, x1: 1500, y0: water + 10, y1: 1000 }, 60, [10, 50], 2.5), "#f6c786", { opacity: 0.55 }),
  );
  // a little boat moored along the quay
  s.add(
    path(`M140 ${water + 18}h300c-10 22-30 34-60 34h-190c-28 0-44-14-50-34Z`, "#233052"),
    path(`M150 ${water + 18}h280v8h-274Z`, "#c9b08a"),
    rect(300, water - 2, 60, 20, "#8a3b2e"),
  );
  s.add(glowOverlay(s, 750, 620, 900, "#ffb070", 0.15), vignette(s, "#0c1030", 0.4));
  return s;
}

/** A wooden chalet on a lake shore with a jetty and a rowing boat, mirrored in still water. */
function lakesideChalet(): Scene {
  const s = new Scene("A wooden chalet on a lake shore with a jetty and a rowing boat, reflected in the still water");
  const rng = seeded(41);
  const shore = 590;
  const land: string[] = [];
  land.push(
    rect(
      0,
      0,
      1500,
      shore + 10,
      s.linear(
        [
          [0, "#6fa6d6"],
          [0.55, "#bcd6e6"],
          [1, "#f1ead8"],
        ],
        0,
        0,
        0,
        shore,
      ),
    ),
    cloud(s, rng, 160, 170, 300, 60, "#ffffff", "#c9d6e2", -1, 0.9),
    cloud(s, rng, 1050, 120, 220, 44, "#ffffff", "#cdd9e4", -1, 0.75),
  );
  // far mountains with snow, pale in the distance
  const keys: [number, number][] = [
    [-20, 460],
    [180, 330],
    [330, 410],
    [540, 250],
    [720, 390],
    [880, 300],
    [1060, 420],
    [1260, 300],
    [1520, 400],
  ];
  const peaks = ridge(rng, keys, 36, 0.5, 4);
  const mountain = jaggedLand(peaks, shore);
  land.push(
    path(
      mountain,
      s.linear(
        [
          [0, "#a9bccf"],
          [1, "#c9d5df"],
        ],
        0,
        300,
        0,
        520,
      ),
    ),
    g(path(snowCap(rng, 360, 34), "#f6f8fa"), { "clip-path": s.clip(mountain) }),
    path(mountainShadows(rng, peaks, keys, 560), "#6a83a4", { opacity: 0.4 }),
  );
  // wooded hills, the nearer darker
  const hill1 = hillPoints(rng, 500, 20, 6);
  const hill2: [number, number][] = [
    [-20, 470],
    [200, 500],
    [420, 540],
    [620, 570],
    [800, 590],
  ];
  const hillY =
    (pts: readonly (readonly [number, number])[]) =>
    (x: number): number => {
      for (let i = 0; i < pts.length - 1; i += 1) {
        const [ax, ay] = pts[i] as readonly [number, number];
        const [bx, by] = pts[i + 1] as readonly [number, number];
        if (x >= ax && x <= bx) return ay + ((by - ay) * (x - ax)) / (bx - ax);
      }
      return (pts[pts.length - 1] as readonly [number, number])[1];
    };
  land.push(
    path(forestEdge(rng, -20, 1520, hillY(hill1), 14, 34, 14, shore), "#6b8a80"),
    path(forestEdge(rng, -20, 800, hillY(hill2), 24, 60, 20, shore), "#3b5b48"),
    path(
      forestEdge(rng, -20, 640, (x) => hillY(hill2)(x) + 30, 40, 90, 30, shore),
      "#2d4a39",
    ),
  );
  // the right shore with its meadow and spruces
  land.push(
    path(
      smoothLand(
        [
          [760, shore],
          [900, 570],
          [1100, 548],
          [1300, 540],
          [1520, 530],
        ],
        shore + 10,
      ),
      s.linear(
        [
          [0, "#8fb06a"],
          [1, "#6c9150"],
        ],
        0,
        530,
        0,
        shore,
      ),
    ),
  );
  const trees3 = pineRow(rng, 548, 1320, 1520, 40, 120, 200, 10);
  land.push(path(trees3.lit, "#3f6a45"), path(trees3.dark, "#28472f"));

  // the chalet: stone ground floor, timber above, a balcony under a wide low roof
  const h = gableHouse({
    gx0: 1000,
    gx1: 1220,
    apexY: 388,
    eaveY: 452,
    base: 566,
    sideX: 1330,
    shrink: 10,
    overhang: 34,
  });
  land.push(
    path(h.side, "#7a4d30"),
    path(
      poly([
        [1220, 512],
        [1330, 518],
        [1330, 560],
        [1220, 566],
      ]),
      "#b8b0a2",
    ),
    line(
      boards(
        1220,
        1330,
        (x) => 452 + ((x - 1220) / 110) * 10,
        (x) => 512 + ((x - 1220) / 110) * 6,
        10,
      ),
      "#6a4228",
      2,
    ),
    path(h.roof, "#5a4436"),
    path(
      h.gable,
      s.linear(
        [
          [0, "#d49860"],
          [1, "#b07040"],
        ],
        1000,
        0,
        1220,
        0,
      ),
    ),
    line(
      boards(1000, 1220, h.gableTop, () => 512, 11),
      "#9a5f34",
      2,
    ),
    rect(1000, 512, 220, 54, "#efe8da"),
    path(h.fascia, "#3c2a20"),
    // windows with shutters, a balcony with flower boxes
    rect(1085, 410, 50, 40, "#4a5a66"),
    rect(1030, 525, 40, 32, "#4a5a66"),
    rect(1150, 525, 40, 32, "#4a5a66"),
    rect(1096, 522, 28, 44, "#5b3a26"),
    rect(1020, 525, 10, 32, "#2f6b4f"),
    rect(1070, 525, 10, 32, "#2f6b4f"),
    rect(1140, 525, 10, 32, "#2f6b4f"),
    rect(1190, 525, 10, 32, "#2f6b4f"),
    rect(1240, 460, 30, 36, "#42505a"),
    rect(1286, 462, 30, 36, "#42505a"),
    rect(984, 494, 252, 8, "#5b3a26"),
    line(
      boards(
        984,
        1236,
        () => 470,
        () => 494,
        9,
      ),
      "#5b3a26",
      3,
    ),
    rect(984, 466, 252, 6, "#6d4730"),
    path(
      `${ellipseD(1010, 466, 16, 7)}${ellipseD(1060, 466, 16, 7)}${ellipseD(1160, 466, 16, 7)}${ellipseD(1210, 466, 16, 7)}`,
      "#d9483b",
    ),
  );
  land.push(line(`M1000 452L1110 388`, "#ffe2b8", 2, { opacity: 0.5 }));
  const scene = s.group(land.join(""));

  // the lake: sky and shore mirrored, then the light on the water
  s.add(
    drawGroup(scene),
    rect(
      0,
      shore,
      1500,
      1000 - shore,
      s.linear(
        [
          [0, "#d7e4ea"],
          [1, "#6f9fc5"],
        ],
        0,
        shore,
        0,
        1000,
      ),
    ),
    mirrored(drawGroup(scene), shore, { opacity: 0.75, "clip-path": s.clip(`M0 ${shore}H1500V1000H0Z`) }),
    rect(
      0,
      shore,
      1500,
      1000 - shore,
      s.linear(
        [
          [0, "#9fc0d6", 0.05],
          [1, "#4f7fa8", 0.55],
        ],
        0,
        shore,
        0,
        1000,
      ),
    ),
    path(ripples(rng, { x0: -40, x1: 1540, y0: shore + 4, y1: 1000 }, 110, [40, 200], 3), "#e9f2f6", { opacity: 0.45 }),
    path(ripples(rng, { x0: -40, x1: 1540, y0: shore + 4, y1: 1000 }, 60, [60, 220], 3), "#3d5f7a", { opacity: 0.3 }),
  );

  // the jetty coming towards us, on posts, and the boat tied to it
  const jetty = (t: number): [number, number, number] => [950 - t * 360, shore + 12 + t * 300, 8 + t * 62];
  const jl: [number, number][] = [];
  const jr: [number, number][] = [];
  let planks = "";
  let posts = "";
  for (let i = 0; i <= 10; i += 1) {
    const [x, y, w] = jetty(i / 10);
    jl.push([x - w, y]);
    jr.push([x + w, y]);
  }
  for (let t = 0.03; t < 1; t += 0.02 + t * 0.03) {
    const [x, y, w] = jetty(t);
    planks += `M${Math.round(x - w)} ${Math.round(y)}H${Math.round(x + w)}`;
  }
  for (let t = 0.1; t <= 1; t += 0.18) {
    const [x, y, w] = jetty(t);
    const pw = 3 + t * 8;
    posts += poly([
      [x - w, y],
      [x - w + pw, y],
      [x - w + pw, y + 10 + t * 50],
      [x - w, y + 10 + t * 50],
    ]);
    posts += poly([
      [x + w - pw, y],
      [x + w, y],
      [x + w, y + 10 + t * 50],
      [x + w - pw, y + 10 + t * 50],
    ]);
  }
  const [ex, ey, ew] = jetty(1);
  s.add(
    path(posts, "#3b2f28"),
    path(posts, "#3b2f28", { transform: `translate(0 ${n(2 * ey + 80)}) scale(1 -1)`, opacity: 0.25 }),
    path(
      poly([...jl, ...[...jr].reverse()]),
      s.linear(
        [
          [0, "#9a7a5c"],
          [1, "#c49a6c"],
        ],
        0,
        shore,
        0,
        1000,
      ),
    ),
    line(planks, "#7d5f45", 2.2),
    path(
      poly([
        [ex - ew, ey],
        [ex + ew, ey],
        [ex + ew, ey + 14],
        [ex - ew, ey + 14],
      ]),
      "#6b5240",
    ),
  );
  // a red rowing boat beside the jetty, and its reflection
  const boat = g([
    path("M880 760C900 790 1000 800 1090 788C1120 784 1140 770 1150 752L1160 744L870 748Z", "#a8382e"),
    path("M870 748L1160 744L1156 752L874 756Z", "#f3ead8"),
    path("M900 750h236l-6 10h-224Z", "#5b3a2a"),
    rect(960, 744, 10, 12, "#7a5a40"),
    rect(1060, 744, 10, 12, "#7a5a40"),
  ]);
  s.add(mirrored(boat, 770, { opacity: 0.35 }), boat);
  // reeds in the near corner
  s.add(
    path(tuft(rng, 90, 1010, 280, 180, 16, 0.15, 6), "#3e5a30"),
    path(tuft(rng, 1420, 1010, 240, 160, 14, -0.1, 5), "#3e5a30"),
    path(tuft(rng, 150, 1010, 200, 140, 10, 0.3, 5), "#6f8a45"),
    glowOverlay(s, 200, 150, 1100, "#fff3d8", 0.2),
    vignette(s, "#1d3040", 0.3),
  );
  return s;
}

/** Courses of shingles across a roof plane: lines parallel to the eave, from the ridge down. */
function shingles(
  apex: readonly [number, number],
  eave: readonly [number, number],
  shift: number,
  shrink: number,
  count: number,
): string {
  let d = "";
  for (let i = 1; i < count; i += 1) {
    const t = i / count;
    const x = apex[0] + (eave[0] - apex[0]) * t;
    const y = apex[1] + (eave[1] - apex[1]) * t;
    d += `M${Math.round(x)} ${Math.round(y)}l${Math.round(shift - 40)} ${Math.round(shrink * (0.7 + 0.3 * t))}`;
  }
  return d;
}

/** Everything above a ragged snow line (clipped to a mountain, it gives the snow caps). */
function snowCap(rng: () => number, snowline: number, jag: number): string {
  const edge: [number, number][] = [];
  for (let x = -20; x <= 1540; x += 30) edge.push([x, snowline + between(rng, -jag, jag) + (x % 60 === 0 ? jag : 0)]);
  return polyR([[-20, 0], ...edge, [1540, 0]]);
}

/** A thatched farmhouse among meadows under a big Dutch sky, cows grazing in the distance. */
function farmhouse(): Scene {
  const s = new Scene("A thatched Dutch farmhouse among green meadows under a big cloudy sky, cows in the distance");
  const rng = seeded(53);
  const horizon = 660;
  s.add(
    rect(
      0,
      0,
      1500,
      horizon + 20,
      s.linear(
        [
          [0, "#4c82bd"],
          [0.5, "#8db5d8"],
          [1, "#dfe9ea"],
        ],
        0,
        0,
        0,
        horizon,
      ),
    ),
  );
  // towering summer clouds, lit from the left
  s.add(
    cumulus(s, rng, 40, 420, 520, 300, "#ffffff", "#9fb0c6"),
    cumulus(s, rng, 860, 370, 580, 330, "#ffffff", "#9fb0c6"),
    cloud(s, rng, 1240, 560, 300, 40, "#f6f8fb", "#b3bfce", -1, 0.8),
  );
  s.add(birds(rng, 700, 230, 4, 8, "#3d4a5a"));

  // far polders: a blue tree line and a church spire
  s.add(
    path(
      rolling(rng, -20, 1520, () => horizon - 16, 10, 40, horizon + 20),
      "#7f96a0",
    ),
    path("M210 660V600h10l5-60 5 60h10v60Z", "#7f96a0"),
    path(
      rolling(rng, 1000, 1520, () => horizon - 34, 16, 50, horizon + 20),
      "#5f7a74",
    ),
  );
  // the meadows, striped by ditches running towards the horizon
  s.add(
    rect(
      0,
      horizon,
      1500,
      1000 - horizon,
      s.linear(
        [
          [0, "#8fae5a"],
          [0.3, "#79a04a"],
          [1, "#5e8a3a"],
        ],
        0,
        horizon,
        0,
        1000,
      ),
    ),
  );
  let stripes = "";
  for (let i = 0; i < 6; i += 1) {
    const x = -600 + i * 500;
    stripes += poly([
      [720 + (x - 720) * 0.05, horizon],
      [720 + (x - 720) * 0.05 + 40, horizon],
      [x + 380, 1000],
      [x, 1000],
    ]);
  }
  s.add(path(stripes, "#a4c06a", { opacity: 0.18 }));
  const ditch = poly([
    [744, horizon + 4],
    [752, horizon + 4],
    [1180, 1000],
    [930, 1000],
  ]);
  s.add(
    path(
      ditch,
      s.linear(
        [
          [0, "#cfe0ea"],
          [1, "#7ea7cf"],
        ],
        0,
        horizon,
        0,
        1000,
      ),
    ),
    path(ripples(rng, { x0: 760, x1: 1160, y0: horizon + 60, y1: 1000 }, 16, [10, 50], 2), "#ffffff", {
      opacity: 0.5,
      "clip-path": s.clip(ditch),
    }),
  );

  // trees sheltering the yard
  const trees = { trunk: "#4a3a2c", light: "#7c9c48", mid: "#557a3a", dark: "#3a5a2c" };
  s.add(
    roundTree(rng, 420, horizon + 10, 90, trees),
    roundTree(rng, 1080, horizon + 8, 80, trees),
    roundTree(rng, 1190, horizon + 12, 100, trees),
    roundTree(rng, 360, horizon + 14, 60, trees),
  );

  // the farmhouse: low brick walls under a huge thatched roof, a front hip with an owl board
  const base = horizon + 26;
  s.add(
    path(
      poly([
        [500, base],
        [1040, base - 4],
        [1080, base + 10],
        [520, base + 14],
      ]),
      "#3e5a2a",
      { opacity: 0.5 },
    ),
    // long side wall with the barn doors
    path(
      poly([
        [700, base - 70],
        [1000, base - 62],
        [1000, base - 4],
        [700, base],
      ]),
      "#7a3a2c",
    ),
    path(
      poly([
        [790, base - 60],
        [860, base - 58],
        [860, base - 2],
        [790, base - 1],
      ]),
      "#2f5a45",
    ),
    line("M825 616V684M790 640H860", "#efe6d6", 3),
    path(
      poly([
        [900, base - 56],
        [940, base - 55],
        [940, base - 32],
        [900, base - 33],
      ]),
      "#3a4652",
    ),
    // front wall in the sun, white windows with green and white shutters
    path(
      poly([
        [520, base - 74],
        [700, base - 70],
        [700, base],
        [520, base],
      ]),
      "#a5523c",
    ),
    rect(545, base - 58, 34, 40, "#3e4c58"),
    rect(640, base - 58, 34, 40, "#3e4c58"),
    line(
      `M562 ${base - 58}V${base - 18}M545 ${base - 38}H579M657 ${base - 58}V${base - 18}M640 ${base - 38}H674`,
      "#f4efe6",
      3,
    ),
    path(
      `M533 ${base - 58}h12v40h-12ZM579 ${base - 58}h12v40h-12ZM628 ${base - 58}h12v40h-12ZM674 ${base - 58}h12v40h-12Z`,
      "#2f6b50",
    ),
    rect(598, base - 52, 22, 52, "#2f5a45"),
  );
  // the thatch: front hip and long side plane, combed with straw lines
  const frontHip = poly([
    [505, base - 70],
    [715, base - 66],
    [640, 470],
    [585, 470],
  ]);
  const sideRoof = poly([
    [715, base - 66],
    [1020, base - 58],
    [970, 480],
    [640, 470],
  ]);
  let straw = "";
  for (let i = 0; i < 26; i += 1) {
    const t = i / 26;
    straw += `M${Math.round(715 + t * 305)} ${Math.round(base - 66 + t * 8)}L${Math.round(640 + t * 330 + between(rng, -6, 6))} ${Math.round(470 + t * 10 + 30)}`;
  }
  s.add(
    path(
      sideRoof,
      s.linear(
        [
          [0, "#8a6a42"],
          [1, "#6e5236"],
        ],
        0,
        470,
        0,
        base,
      ),
    ),
    line(straw, "#5c4430", 2, { opacity: 0.6 }),
    path(
      frontHip,
      s.linear(
        [
          [0, "#d6ab6c"],
          [1, "#b98a52"],
        ],
        0,
        470,
        0,
        base,
      ),
    ),
    line("M520 594L596 478M560 596L606 476M610 597L618 474M660 598L632 474M700 598L640 480", "#a37846", 2, {
      opacity: 0.6,
    }),
    // the ridge, capped with dark sods, and the white owl board at its front end
    path(
      poly([
        [585, 470],
        [640, 470],
        [970, 480],
        [972, 490],
        [640, 480],
        [585, 480],
      ]),
      "#4a4438",
    ),
    path(
      poly([
        [600, 470],
        [612, 446],
        [624, 470],
      ]),
      "#f4efe6",
    ),
    // a chimney on the ridge
    rect(820, 444, 16, 34, "#7a3a2c"),
    rect(816, 440, 24, 6, "#5a2a20"),
    path(
      poly([
        [505, base - 70],
        [715, base - 66],
        [1020, base - 58],
        [1022, base - 52],
        [715, base - 60],
        [505, base - 64],
      ]),
      "#5a4430",
    ),
  );

  // a wire fence along the ditch and cows grazing in the meadow
  let fence = "";
  for (let t = 0.05; t < 1; t += 0.09 + t * 0.05) {
    const x = 740 - t * 520;
    const y = horizon + 10 + t * 300;
    fence += `M${Math.round(x)} ${Math.round(y)}v${Math.round(-10 - t * 60)}`;
  }
  s.add(line(fence, "#5a4a3a", 4), line("M740 662L220 962M740 656L220 936", "#6a6458", 1.2, { opacity: 0.6 }));
  const holstein = { body: "#f4f1ea", patch: "#1f1f22", legs: "#2a2a2a" };
  s.add(
    cow(300, 720, 60, holstein, 1, true),
    cow(420, 704, 44, holstein, -1, false),
    cow(560, 740, 70, holstein, -1, true),
    cow(1260, 712, 50, holstein, -1, true),
    cow(1340, 730, 62, holstein, 1, false),
    cow(200, 700, 38, { body: "#8a5a3a", patch: "#f0e6d6", legs: "#3a2a20" }, 1, true),
  );
  s.add(
    pollard(rng, 884, 748, 60, { trunk: "#5a4a3a", leaves: "#7f9470", lit: "#b3c39c" }),
    pollard(rng, 960, 806, 90, { trunk: "#5a4a3a", leaves: "#7a906a", lit: "#afc096" }),
    pollard(rng, 1080, 890, 140, { trunk: "#4f4134", leaves: "#728a62", lit: "#a9bb90" }),
    pollard(rng, 1290, 1010, 230, { trunk: "#4a3c30", leaves: "#6a8258", lit: "#a2b588" }),
    path(blades(rng, { x0: 0, x1: 1500, y0: 985, y1: 1010 }, 120, [14, 40], 5, 5), "#4f7a30"),
    glowOverlay(s, 200, 200, 1200, "#fff6e0", 0.18),
    vignette(s, "#1e2e2a", 0.3),
  );
  return s;
}

/** A steel window with its glazing bars: lit from inside, or dark and mirroring the sky. */
function steelWindow(
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  arch: boolean,
): { glass: string; bars: string } {
  const glass = arch
    ? `M${compact([x, y + h])}V${n(y + w / 2)}a${compact([w / 2, w / 2, 0, 0, 1, w, 0])}V${n(y + h)}Z`
    : poly([
        [x, y],
        [x + w, y],
        [x + w, y + h],
        [x, y + h],
      ]);
  let bars = glass;
  for (let c = 1; c < cols; c += 1) bars += `M${n(x + (w * c) / cols)} ${n(arch ? y + w * 0.1 : y)}V${n(y + h)}`;
  for (let r = 1; r < rows; r += 1) bars += `M${n(x)} ${n(y + (h * r) / rows)}h${n(w)}`;
  return { glass, bars };
}

/** A converted brick warehouse with big steel windows at dusk, lofts lit inside. */
function cityLoft(): Scene {
  const s = new Scene("A converted brick warehouse with big steel windows in the city at dusk, the lofts lit");
  const rng = seeded(61);
  const street = 840;
  s.add(
    rect(
      0,
      0,
      1500,
      1000,
      s.linear(
        [
          [0, "#262a55"],
          [0.4, "#5d5487"],
          [0.7, "#d98a72"],
          [0.85, "#f4b27c"],
        ],
        0,
        0,
        0,
        street,
      ),
    ),
    circle(1240, 90, 2.5, "#fff3d6"),
    circle(140, 160, 2, "#fff3d6"),
    circle(620, 60, 2, "#fff3d6"),
  );
  // the city behind, a crane over the harbour
  let sky1 = "";
  let far = "";
  let x = -20;
  while (x < 1520) {
    const w = between(rng, 50, 120);
    const h = between(rng, 120, 330);
    sky1 += polyR([
      [x, street],
      [x, street - h],
      [x + w, street - h],
      [x + w, street],
    ]);
    for (let i = 0; i < 4; i += 1) {
      if (rng() < 0.5)
        far += `M${Math.round(x + between(rng, 8, w - 16))} ${Math.round(street - between(rng, 20, h - 20))}h8v10h-8Z`;
    }
    x += w + between(rng, -10, 10);
  }
  s.add(
    line("M1180 840V120M1060 130H1420M1180 120L1100 130M1180 120L1380 130M1400 130V190", "#6d5f8a", 6),
    path(sky1, "#6d5f8a"),
  );
  s.add(path(far, "#f7c98a", { opacity: 0.7 }));

  // the warehouse: front in the last light, side in shade
  const top = 190;
  const x0 = 360;
  const x1 = 1000;
  const side = 1130;
  s.add(
    path(
      poly([
        [x1, top],
        [side, top + 30],
        [side, street - 6],
        [x1, street],
      ]),
      "#4f2a2a",
    ),
    path(
      poly([
        [x0, top],
        [x1, top],
        [x1, street],
        [x0, street],
      ]),
      s.linear(
        [
          [0, "#9a4e38"],
          [1, "#6e3a30"],
        ],
        0,
        top,
        0,
        street,
      ),
    ),
    // cornice, string courses between the floors, the painted sign band
    path(
      poly([
        [x0 - 10, top - 16],
        [x1 + 10, top - 16],
        [x1 + 10, top + 4],
        [x0 - 10, top + 4],
      ]),
      "#4a2622",
    ),
    path(
      poly([
        [x1 + 10, top - 16],
        [side + 6, top + 18],
        [side + 6, top + 34],
        [x1 + 10, top + 4],
      ]),
      "#3a1e1c",
    ),
    line(`M${x0} 360H${x1}M${x0} 500H${x1}M${x0} 640H${x1}`, "#b4644a", 6),
    line(`M${x1} 360L${side} 374M${x1} 500L${side} 508M${x1} 640L${side} 644`, "#5e3230", 6),
    rect(470, 210, 420, 40, "#e8dcc4", { opacity: 0.22 }),
  );
  // brick courses, faint, so the wall reads as brick up close and stays calm when small
  let courses = "";
  for (let y = top + 40; y < street; y += 14) courses += `M${x0} ${y}h${x1 - x0}`;
  s.add(line(courses, "#5a2a22", 1.2, { opacity: 0.35 }));
  // steel windows: four floors, the middle bay a column of loading doors
  let lit = "";
  let dark = "";
  let bars = "";
  const cols = [392, 510, 760, 878];
  for (let floor = 0; floor < 3; floor += 1) {
    const y = 268 + floor * 140;
    for (const cx of cols) {
      const win = steelWindow(cx, y, 92, 84, 4, 3, true);
      if (rng() < 0.6) lit += win.glass;
      else dark += win.glass;
      bars += win.bars;
    }
    // the loading door in the middle, glazed now, with its old green shutters
    const door = steelWindow(650, y + 4, 60, 80, 2, 3, false);
    lit += door.glass;
    bars += door.bars;
  }
  // ground floor: tall arched café windows
  for (const cx of [392, 510, 760, 878]) {
    const win = steelWindow(cx, 680, 92, 150, 4, 5, true);
    lit += win.glass;
    bars += win.bars;
  }
  s.add(
    path(
      dark,
      s.linear(
        [
          [0, "#6a5a86"],
          [1, "#2e2c4a"],
        ],
        0,
        260,
        0,
        700,
      ),
    ),
    path(
      lit,
      s.radial(
        [
          [0, "#ffe3a6"],
          [0.6, "#f6b566"],
          [1, "#d97f3e"],
        ],
        680,
        520,
        520,
      ),
    ),
    line(bars, "#1d1a22", 4),
    path(
      "M626 272h22v80h-22ZM712 272h22v80h-22ZM626 412h22v80h-22ZM712 412h22v80h-22ZM626 552h22v80h-22ZM712 552h22v80h-22Z",
      "#2f5a4a",
    ),
    rect(668, 210, 24, 46, "#1d1a22"),
    path("M680 256V300", "none", { stroke: "#1d1a22", "stroke-width": 2 }),
    // the door of the building between the café windows
    path("M640 830V730a40 40 0 0 1 80 0V830Z", "#2a1e22"),
    path("M648 830V734a32 32 0 0 1 64 0V830Z", "#f2b86c", { opacity: 0.85 }),
  );
  // pendant lamps and plants seen through the lit windows
  let lamps = "";
  for (const cx of [438, 556, 806, 924]) lamps += `M${cx} 410v20M${cx + 20} 550v16`;
  s.add(
    line(lamps, "#3a2a22", 2),
    path(
      `${ellipseD(438, 434, 12, 6)}${ellipseD(458, 570, 10, 5)}${ellipseD(806, 434, 12, 6)}${ellipseD(944, 570, 10, 5)}`,
      "#3a2a22",
    ),
  );
  // side windows in shade, a few lit
  let sideWin = "";
  let sideLit = "";
  for (let floor = 0; floor < 4; floor += 1) {
    for (let c = 0; c < 2; c += 1) {
      const sx = 1020 + c * 56;
      const sy = 276 + floor * 140 + c * 4;
      const d = poly([
        [sx, sy],
        [sx + 36, sy + 3],
        [sx + 36, sy + 86],
        [sx, sy + 84],
      ]);
      if ((floor + c) % 3 === 0) sideLit += d;
      else sideWin += d;
    }
  }
  s.add(path(sideWin, "#2e2a44"), path(sideLit, "#e8a35e"));
  // a glass loft box on the roof with a terrace and plants
  s.add(
    path(
      poly([
        [520, 120],
        [860, 120],
        [860, 174],
        [520, 174],
      ]),
      "#f3c07c",
      { opacity: 0.9 },
    ),
    line("M520 120H860V174H520ZM588 120V174M656 120V174M724 120V174M792 120V174", "#1d1a22", 4),
    path(
      poly([
        [500, 112],
        [880, 112],
        [880, 120],
        [500, 120],
      ]),
      "#1d1a22",
    ),
    path(`${circleD(420, 160, 18)}${circleD(446, 152, 22)}${circleD(930, 160, 20)}${circleD(960, 156, 16)}`, "#2c3a2a"),
    line("M380 174H1000", "#1d1a22", 3),
  );
  // string lights over the café terrace
  let bulbs = "";
  const wire: [number, number][] = [];
  for (let i = 0; i <= 24; i += 1) {
    const t = i / 24;
    const bx = 360 + t * 640;
    const by = 700 + Math.sin(t * Math.PI * 3) ** 2 * 40;
    wire.push([bx, by]);
    bulbs += circleD(bx, by + 5, 4);
  }
  s.add(line(`M360 700${smoothThrough(wire)}`, "#2a1e22", 1.5), path(bulbs, "#ffe2a0"));

  // the street: cobbles, a lamp, a plane tree, bikes and people
  s.add(
    rect(
      0,
      street,
      1500,
      160,
      s.linear(
        [
          [0, "#4a3c48"],
          [1, "#2a2230"],
        ],
        0,
        street,
        0,
        1000,
      ),
    ),
    rect(0, street, 1500, 14, "#6e5a64"),
    line("M0 880H1500M0 930H1500M0 985H1500", "#3a2e3a", 2),
    path(ripples(rng, { x0: 300, x1: 1100, y0: 860, y1: 1000 }, 40, [10, 40], 3), "#f2b070", { opacity: 0.25 }),
    streetLamp(s, 250, street + 10, 240, "#1d1a22", "#ffd58a"),
    streetLamp(s, 1260, street + 10, 240, "#1d1a22", "#ffd58a"),
    bicycle(1050, street + 10, 70, "#1d1a22"),
    bicycle(1110, street + 12, 70, "#2a2430"),
    person(560, street + 30, 96, { top: "#2c2c3e", legs: "#1c1c26", skin: "#c58a6a", hair: "#2a1e1a" }, 0.6),
    person(590, street + 28, 90, { top: "#8a3a3a", legs: "#1c1c26", skin: "#e0b08e", hair: "#5a3a22" }, 0.3),
    person(1330, street + 40, 104, { top: "#3a4a5a", legs: "#22222c", skin: "#d8a07e", hair: "#1a1414" }, 0.7),
  );
  // a plane tree on the left, its crown catching the lamp light
  s.add(
    roundTree(rng, 150, 1000, 190, { trunk: "#2a2024", light: "#4a5a3c", mid: "#33432e", dark: "#222e22" }, false),
    glowOverlay(s, 700, 760, 900, "#ffb070", 0.14),
    vignette(s, "#120e24", 0.45),
  );
  return s;
}

/** Dots of colour scattered over a meadow: tiny squares, denser and bigger towards the viewer. */
function flowers(
  rng: () => number,
  area: { x0: number; x1: number; y0: number; y1: number },
  count: number,
  size: number,
): string {
  let d = "";
  for (let i = 0; i < count; i += 1) {
    const y = between(rng, area.y0, area.y1);
    const k = 0.4 + (0.6 * (y - area.y0)) / (area.y1 - area.y0);
    const w = Math.max(2, Math.round(size * k));
    d += `M${Math.round(between(rng, area.x0, area.x1))} ${Math.round(y)}h${w}v${w}h${-w}z`;
  }
  return d;
}

/** A Zakopane-style log cabin with a steep shingled roof below the snowy Tatra peaks. */
function mountainCabin(): Scene {
  const s = new Scene("A wooden Zakopane-style cabin on a mountain meadow below the snowy Tatra peaks");
  const rng = seeded(71);
  s.add(
    rect(
      0,
      0,
      1500,
      1000,
      s.linear(
        [
          [0, "#4f8fd0"],
          [0.45, "#9cc6e8"],
          [0.62, "#e2eef2"],
        ],
        0,
        0,
        0,
        1000,
      ),
    ),
    cloud(s, rng, 1040, 120, 260, 46, "#ffffff", "#cad8e6", 1, 0.85),
    cloud(s, rng, 120, 90, 180, 34, "#ffffff", "#cad8e6", 1, 0.7),
  );
  // the Tatras: a sleeping-knight ridge on the left, sharp peaks beyond, snow in the gullies
  const keys: [number, number][] = [
    [-20, 400],
    [90, 330],
    [160, 360],
    [300, 250],
    [420, 170],
    [470, 210],
    [540, 360],
    [620, 300],
    [700, 330],
    [820, 200],
    [900, 280],
    [960, 250],
    [1040, 330],
    [1120, 260],
    [1220, 160],
    [1300, 250],
    [1380, 300],
    [1450, 270],
    [1520, 330],
  ];
  const line1 = ridge(rng, keys, 40, 0.52, 4);
  const range = jaggedLand(line1, 640);
  s.add(
    path(
      range,
      s.linear(
        [
          [0, "#b9c2cc"],
          [1, "#8e9aa6"],
        ],
        0,
        160,
        0,
        600,
      ),
    ),
    g(path(snowCap(rng, 310, 46), "#f7f9fb"), { "clip-path": s.clip(range) }),
    path(mountainShadows(rng, line1, keys, 640, false), "#5d6f86", { opacity: 0.45 }),
  );
  // spruce forests climbing the slopes, a lighter meadow band between
  const slope =
    (base: number, amp: number) =>
    (x: number): number =>
      base + Math.sin(x / 210) * amp + Math.sin(x / 90) * amp * 0.3;
  s.add(
    path(forestEdge(rng, -20, 1520, slope(520, 24), 20, 50, 16, 720), "#3f6450"),
    path(
      smoothLand(
        [
          [-20, 600],
          [300, 590],
          [700, 610],
          [1100, 596],
          [1520, 606],
        ],
        720,
      ),
      "#8fb25c",
    ),
    path(forestEdge(rng, -20, 600, slope(600, 18), 40, 90, 26, 760), "#2d4f3c"),
    path(forestEdge(rng, 820, 1520, slope(590, 18), 40, 100, 28, 760), "#2d4f3c"),
  );
  // the meadow (hala) in front
  s.add(
    path(
      smoothLand(
        [
          [-20, 690],
          [300, 676],
          [600, 700],
          [900, 706],
          [1200, 690],
          [1520, 700],
        ],
        1000,
      ),
      s.linear(
        [
          [0, "#a8c56a"],
          [0.5, "#86ac50"],
          [1, "#5f8a3c"],
        ],
        0,
        680,
        0,
        1000,
      ),
    ),
  );

  // the cabin: honey logs, a steep shingled roof with a small hip at the top
  const h = gableHouse({ gx0: 650, gx1: 880, apexY: 390, eaveY: 640, base: 772, sideX: 440, shrink: 16, overhang: 28 });
  const cx = 765;
  let logs = "";
  for (let y = 652; y < 772; y += 12) logs += `M650 ${y}h230`;
  let sideLogs = "";
  for (let i = 0; i < 10; i += 1) {
    const y0 = 652 + i * 12;
    sideLogs += `M650 ${y0}L440 ${Math.round(y0 + 16 - i * 2.6)}`;
  }
  let ends = "";
  for (let y = 652; y < 772; y += 12) ends += circleD(652, y - 5, 6);
  s.add(
    path(
      poly([
        [880, 772],
        [930, 772],
        [720, 800],
        [440, 790],
      ]),
      "#3e5a2c",
      { opacity: 0.35 },
    ),
    path(h.side, "#8a5a30"),
    line(sideLogs, "#6a4222", 2),
    // small side windows with white frames
    path("M500 690h46v40h-46ZM580 688h46v42h-46Z", "#3a4450"),
    line("M500 690h46v40h-46ZM580 688h46v42h-46ZM523 690v40M603 688v42", "#f2ece0", 3),
    path(
      h.roof,
      s.linear(
        [
          [0, "#5a4a3e"],
          [1, "#3e3430"],
        ],
        0,
        390,
        0,
        660,
      ),
    ),
    g(line(shingles(h.apexNear, h.eaveNear, 440 - 650, 14, 9), "#30282a", 2, { opacity: 0.6 }), {
      "clip-path": s.clip(h.roof),
    }),
    path(
      h.gable,
      s.linear(
        [
          [0, "#e0ae6a"],
          [1, "#c58a48"],
        ],
        0,
        390,
        0,
        772,
      ),
    ),
    // upper gable in vertical boards with a sun-ray pattern, typical of the region
    line(
      boards(650, 880, h.gableTop, () => 640, 10),
      "#a8743c",
      2,
    ),
    line(logs, "#9c6a34", 2.5),
    path(ends, "#b07a40"),
    path(
      poly([
        [cx - 52, 470],
        [cx, 372],
        [cx + 52, 470],
      ]),
      "#4e4038",
    ),
    path(h.fascia, "#6a4424"),
    line(`M${cx - 52} 470H${cx + 52}`, "#6a4424", 6),
    // windows and the door under a little porch roof
    path("M676 680h46v52h-46ZM808 680h46v52h-46ZM745 520h40v50h-40Z", "#3a4450"),
    line(
      "M676 680h46v52h-46ZM808 680h46v52h-46ZM745 520h40v50h-40ZM699 680v52M831 680v52M676 704h46M808 704h46M765 520v50",
      "#f4eee2",
      3,
    ),
    rect(742, 690, 46, 82, "#5a3a20"),
    path(
      poly([
        [726, 690],
        [804, 690],
        [790, 668],
        [740, 668],
      ]),
      "#4e4038",
    ),
    // chimney with a wisp of smoke
    rect(560, 450, 20, 40, "#7a6a5a"),
    path(
      "M570 446C556 410 600 396 584 360C574 336 604 318 620 300C612 330 596 346 606 370C618 400 586 414 578 446Z",
      "#ffffff",
      { opacity: 0.5 },
    ),
  );
  // sunlit rim on the gable edge
  s.add(line(`M880 640V772`, "#ffe0a8", 3, { opacity: 0.7 }));

  // a wooden fence along the path, wildflowers, and big spruces framing the right
  let posts = "";
  let rails = "";
  for (let i = 0; i < 8; i += 1) {
    const t = i / 7;
    const x = 120 + t * 470;
    const y = 900 - t * 120;
    const hh = 90 - t * 50;
    posts += poly([
      [x - 5 + t * 2, y],
      [x + 5 - t * 2, y],
      [x + 5 - t * 2, y - hh],
      [x - 5 + t * 2, y - hh],
    ]);
  }
  rails += "M120 832L590 748M120 858L590 766";
  s.add(
    path(
      "M560 1000C620 900 700 820 740 790L790 790C790 830 760 920 760 1000Z",
      s.linear(
        [
          [0, "#d8c69a"],
          [1, "#b9a47a"],
        ],
        0,
        790,
        0,
        1000,
      ),
    ),
    line(rails, "#7a5530", 6),
    path(posts, "#6a4424"),
    path(flowers(rng, { x0: 0, x1: 1500, y0: 720, y1: 1000 }, 110, 6), "#f2f0e6"),
    path(flowers(rng, { x0: 0, x1: 1500, y0: 720, y1: 1000 }, 70, 6), "#e8b83a"),
    path(flowers(rng, { x0: 0, x1: 1500, y0: 760, y1: 1000 }, 50, 6), "#8a6ac0"),
    path(blades(rng, { x0: 0, x1: 1500, y0: 975, y1: 1010 }, 90, [20, 50], 6, 4), "#4f7a30"),
  );
  const big = pine(1380, 1040, 620, 250, 9);
  const big2 = pine(1230, 1000, 420, 170, 8);
  s.add(path(big2.lit, "#2f5a3c"), path(big2.dark, "#1f3f2c"), path(big.lit, "#2a5236"), path(big.dark, "#1a3826"));
  s.add(glowOverlay(s, 1200, 100, 1200, "#fff4dc", 0.2), vignette(s, "#1c2a30", 0.3));
  return s;
}

/** A Wadden beach in summer: a red-and-white lighthouse on the dune, a pavilion on stilts. */
function beachPavilion(): Scene {
  const s = new Scene(
    "A summer beach on a Wadden island with a beach pavilion and a red-and-white lighthouse on the dune",
  );
  const rng = seeded(83);
  const horizon = 520;
  s.add(
    rect(
      0,
      0,
      1500,
      horizon + 10,
      s.linear(
        [
          [0, "#3f8fd0"],
          [0.6, "#8cc3e6"],
          [1, "#d8ecf2"],
        ],
        0,
        0,
        0,
        horizon,
      ),
    ),
    cloud(s, rng, 120, 200, 320, 60, "#ffffff", "#c3d6e6", -1, 0.95),
    cloud(s, rng, 700, 130, 200, 40, "#ffffff", "#c8dae8", -1, 0.8),
    cloud(s, rng, 1000, 260, 180, 30, "#ffffff", "#c8dae8", -1, 0.7),
    birds(rng, 520, 260, 3, 9, "#3d4a5a"),
  );
  // the sea, waves running in at an angle
  s.add(
    path(
      poly([
        [0, horizon],
        [1500, horizon],
        [1500, 640],
        [0, 700],
      ]),
      s.linear(
        [
          [0, "#2f7fa6"],
          [0.5, "#4a9ab8"],
          [1, "#7cc0c8"],
        ],
        0,
        horizon,
        0,
        700,
      ),
    ),
    path(ripples(rng, { x0: 0, x1: 1300, y0: horizon + 6, y1: 600 }, 50, [20, 90], 2), "#e8f6f8", { opacity: 0.6 }),
  );
  let foam = "";
  for (let i = 0; i < 4; i += 1) {
    const y = 600 + i * 26;
    foam += `M-20 ${y + 30}C300 ${y + 10} 600 ${y + 20} 900 ${y - 10}S1300 ${y - 30} 1520 ${y - 40}`;
  }
  s.add(line(foam, "#ffffff", 4, { opacity: 0.75 }));
  // the dunes on the right with the lighthouse
  s.add(
    path(
      smoothLand(
        [
          [760, 720],
          [940, 560],
          [1120, 470],
          [1300, 450],
          [1520, 470],
        ],
        1000,
      ),
      s.linear(
        [
          [0, "#d9c79a"],
          [1, "#c9b386"],
        ],
        0,
        450,
        0,
        760,
      ),
    ),
    path(
      smoothLand(
        [
          [880, 720],
          [1040, 560],
          [1180, 500],
          [1350, 490],
          [1520, 500],
        ],
        1000,
      ),
      "#a6a872",
      { opacity: 0.55 },
    ),
  );
  // wet sand, dry sand
  s.add(
    path(
      "M-20 700C300 690 700 680 1000 660S1400 630 1520 620V1000H-20Z",
      s.linear(
        [
          [0, "#c9b48e"],
          [1, "#d9c39a"],
        ],
        0,
        650,
        0,
        800,
      ),
    ),
    path(
      "M-20 740C300 730 700 720 1000 700S1300 690 1520 700V1000H-20Z",
      s.linear(
        [
          [0, "#f1dfb4"],
          [1, "#e6cd98"],
        ],
        0,
        690,
        0,
        1000,
      ),
    ),
  );
  let marram = "";
  for (let i = 0; i < 34; i += 1) {
    const x = between(rng, 940, 1520);
    const y = between(rng, 490, 690);
    marram += clump(rng, x, y, between(rng, 30, 60), between(rng, 18, 34), 6, 0.3);
  }
  s.add(path(marram, "#8e9a5e"));
  // the lighthouse: tapering red and white bands, gallery and lantern
  const lx = 1240;
  const lBase = 500;
  const lTop = 150;
  const wBase = 70;
  const wTop = 48;
  const at = (y: number): number => wTop + ((wBase - wTop) * (y - lTop)) / (lBase - lTop);
  let red = "";
  for (let i = 0; i < 5; i += 2) {
    const y0 = lTop + ((lBase - lTop) * i) / 5;
    const y1 = lTop + ((lBase - lTop) * (i + 1)) / 5;
    red += poly([
      [lx - at(y0) / 2, y0],
      [lx + at(y0) / 2, y0],
      [lx + at(y1) / 2, y1],
      [lx - at(y1) / 2, y1],
    ]);
  }
  s.add(
    path(
      poly([
        [lx - wTop / 2, lTop],
        [lx + wTop / 2, lTop],
        [lx + wBase / 2, lBase],
        [lx - wBase / 2, lBase],
      ]),
      "#f6f2ea",
    ),
    path(red, "#c7332b"),
    path(
      poly([
        [lx + 4, lTop],
        [lx + wTop / 2, lTop],
        [lx + wBase / 2, lBase],
        [lx + 6, lBase],
      ]),
      "#1c2a44",
      { opacity: 0.18 },
    ),
    rect(lx - 38, lTop - 10, 76, 10, "#2a2a30"),
    line(`M${lx - 36} ${lTop - 10}v-14M${lx + 36} ${lTop - 10}v-14M${lx - 38} ${lTop - 24}h76`, "#2a2a30", 3),
    rect(lx - 20, lTop - 52, 40, 42, "#f4e7b8"),
    line(`M${lx - 20} ${lTop - 52}h40v42h-40ZM${lx} ${lTop - 52}v42`, "#2a2a30", 3),
    path(`M${lx - 26} ${lTop - 52}L${lx} ${lTop - 78}L${lx + 26} ${lTop - 52}Z`, "#c7332b"),
    circle(lx, lTop - 82, 4, "#2a2a30"),
    rect(lx - 8, lBase - 60, 16, 30, "#2a2a30"),
    path(`M${lx - 120} ${lBase + 4}h240l-20-10h-200Z`, "#b59e72"),
  );
  // the beach pavilion on stilts: a long timber box with a big terrace and a flag
  const px = 520;
  const py = 610;
  s.add(
    path(
      poly([
        [px - 20, py + 110],
        [px + 420, py + 110],
        [px + 470, py + 126],
        [px + 10, py + 128],
      ]),
      "#b89a6a",
      { opacity: 0.5 },
    ),
    line([0, 60, 120, 180, 240, 300, 360, 400].map((dx) => `M${px + dx + 10} ${py + 40}v70`).join(""), "#5a4430", 7),
    path(
      poly([
        [px - 10, py + 30],
        [px + 420, py + 30],
        [px + 420, py + 44],
        [px - 10, py + 44],
      ]),
      "#7a5a3a",
    ),
    path(
      poly([
        [px + 150, py - 80],
        [px + 400, py - 80],
        [px + 400, py + 30],
        [px + 150, py + 30],
      ]),
      "#d7b98a",
    ),
    line(
      boards(
        px + 150,
        px + 400,
        () => py - 80,
        () => py + 30,
        12,
      ),
      "#b8965f",
      2,
    ),
    path(
      poly([
        [px + 140, py - 96],
        [px + 414, py - 96],
        [px + 414, py - 80],
        [px + 140, py - 80],
      ]),
      "#3a3a40",
    ),
    path(
      poly([
        [px + 170, py - 56],
        [px + 380, py - 56],
        [px + 380, py + 6],
        [px + 170, py + 6],
      ]),
      s.linear(
        [
          [0, "#bfe0ec"],
          [1, "#5f8ea6"],
        ],
        0,
        py - 56,
        0,
        py + 6,
      ),
    ),
    line(`M${px + 240} ${py - 56}v62M${px + 310} ${py - 56}v62`, "#3a3a40", 4),
    // railing and parasols on the terrace
    line(
      `M${px - 10} ${py + 6}h160M${px - 10} ${py + 6}v24M${px + 40} ${py + 6}v24M${px + 90} ${py + 6}v24M${px + 140} ${py + 6}v24`,
      "#f4efe6",
      3,
    ),
    line(`M${px + 30} ${py + 30}v-70M${px + 110} ${py + 30}v-70`, "#f4efe6", 3),
    path(
      `M${px - 14} ${py - 36}Q${px + 30} ${py - 74} ${px + 74} ${py - 36}ZM${px + 66} ${py - 36}Q${px + 110} ${py - 74} ${px + 154} ${py - 36}Z`,
      "#e8583c",
    ),
    line(`M${px + 398} ${py - 96}v-90`, "#f4efe6", 3),
    path(`M${px + 400} ${py - 186}l46 12-46 12Z`, "#2f7fa6"),
    // stairs down to the sand
    path(
      poly([
        [px + 420, py + 40],
        [px + 440, py + 40],
        [px + 500, py + 112],
        [px + 480, py + 112],
      ]),
      "#7a5a3a",
    ),
  );
  // windbreaks, beach chairs, umbrellas and people on the sand
  const windbreak = (x: number, y: number, w: number, h: number, c1: string, c2: string): string => {
    let d1 = "";
    let d2 = "";
    const n6 = 6;
    for (let i = 0; i < n6; i += 1) {
      const d = poly([
        [x + (w * i) / n6, y - h],
        [x + (w * (i + 1)) / n6, y - h],
        [x + (w * (i + 1)) / n6, y],
        [x + (w * i) / n6, y],
      ]);
      if (i % 2) d2 += d;
      else d1 += d;
    }
    return path(d1, c1) + path(d2, c2);
  };
  s.add(
    windbreak(180, 860, 150, 44, "#2f6fa6", "#f4efe6"),
    windbreak(900, 820, 120, 36, "#e8583c", "#f4efe6"),
    line("M400 900V780M1100 850V760", "#6a5a4a", 3),
    path("M330 790Q400 740 470 790ZM1040 770Q1100 728 1160 770Z", "#f2b63a"),
    path("M330 790Q400 770 470 790Z", "#d9962a"),
    person(620, 890, 70, { top: "#e8583c", legs: "#2f4a6a", skin: "#e3b08a", hair: "#5a3a22" }, 0.6),
    person(660, 884, 50, { top: "#f4efe6", legs: "#2f6fa6", skin: "#c88a62", hair: "#2a1e1a" }, 0.8),
    person(1290, 760, 36, { top: "#2f7fa6", legs: "#3a3a40", skin: "#e3b08a", hair: "#a06a3a" }, 0.5),
    person(240, 790, 32, { top: "#f2b63a", legs: "#3a3a40", skin: "#e3b08a", hair: "#5a3a22" }, 0.4),
    // a kite in the sea wind
    path("M760 300l26-30 20 40-30 20Z", "#e8583c"),
    line("M776 330C740 420 700 520 660 840", "#5a5a60", 1.2, { opacity: 0.7 }),
  );
  // foreground marram and ripples in the sand
  s.add(
    line(
      "M40 960C200 950 400 958 600 948M700 980C900 970 1100 976 1300 966M200 920C320 912 460 918 560 910",
      "#d3b885",
      3,
      { opacity: 0.6 },
    ),
    path(tuft(rng, 1400, 1010, 220, 180, 18, 0.3, 5), "#8a8a4e"),
    path(tuft(rng, 1300, 1010, 140, 120, 12, 0.35, 4), "#b5ad6a"),
    glowOverlay(s, 300, 100, 1200, "#fff8e0", 0.2),
    vignette(s, "#1c3040", 0.22),
  );
  return s;
}

/** Three small chalets around a pond in a green holiday park, seen from a little above. */
function parkBungalows(): Scene {
  const s = new Scene("Three small holiday chalets around a pond in a green holiday park");
  const rng = seeded(97);
  s.add(
    rect(
      0,
      0,
      1500,
      1000,
      s.linear(
        [
          [0, "#6aa6d8"],
          [0.3, "#b9d8ea"],
          [0.36, "#dcead8"],
        ],
        0,
        0,
        0,
        1000,
      ),
    ),
    cloud(s, rng, 900, 110, 260, 46, "#ffffff", "#cbdbe6", -1, 0.9),
    cloud(s, rng, 120, 150, 200, 36, "#ffffff", "#cbdbe6", -1, 0.8),
  );
  // woods around the park
  const trees = { trunk: "#5a4634", light: "#8bb45a", mid: "#5f8f42", dark: "#3f6a34" };
  s.add(
    path(
      rolling(rng, -20, 1520, () => 300, 18, 44, 420),
      "#6f9a78",
    ),
    path(
      forestEdge(rng, -20, 1520, () => 350, 30, 80, 26, 440),
      "#3f6a4a",
    ),
    rect(
      0,
      380,
      1500,
      620,
      s.linear(
        [
          [0, "#8ab85a"],
          [1, "#6a9e44"],
        ],
        0,
        380,
        0,
        1000,
      ),
    ),
  );
  // the pond with reeds and its reflections
  const pond =
    "M260 700C300 590 600 560 840 570C1120 580 1290 640 1250 740C1210 850 900 880 640 870C400 860 210 810 260 700Z";
  // gravel paths
  s.add(
    path(
      "M-20 560C200 540 340 600 420 640C560 700 700 720 840 700C1000 680 1180 620 1520 640V676C1180 660 1000 720 840 740C690 760 540 740 400 680C320 640 200 590 -20 600Z",
      "#e2d6b4",
      { opacity: 0.9 },
    ),
    path("M700 1000C720 930 760 900 800 880L850 884C820 910 790 950 780 1000Z", "#e2d6b4"),
  );
  // chalet builder: gable towards the pond, deck in front
  const chalet = (
    gx0: number,
    base: number,
    w: number,
    roof: string,
    wall: string,
    wallShade: string,
    toRight: boolean,
  ): string => {
    const h = gableHouse({
      gx0,
      gx1: gx0 + w,
      apexY: base - w * 0.95,
      eaveY: base - w * 0.5,
      base,
      sideX: toRight ? gx0 + w + w * 0.9 : gx0 - w * 0.9,
      shrink: w * 0.06,
      overhang: w * 0.1,
    });
    const sideX0 = toRight ? gx0 + w : gx0 - w * 0.9;
    return g([
      path(
        poly([
          [gx0 - 10, base + 4],
          [gx0 + w + 10, base + 4],
          [gx0 + w + 30, base + 30],
          [gx0 - 30, base + 30],
        ]),
        "#b89266",
      ),
      path(h.side, wallShade),
      line(
        boards(
          sideX0,
          sideX0 + w * 0.9,
          () => base - w * 0.5,
          () => base,
          9,
        ),
        mix(wallShade, "#000000", 0.15),
        1.5,
      ),
      path(h.roof, roof),
      path(h.gable, wall),
      line(
        boards(gx0, gx0 + w, h.gableTop, () => base, 9),
        mix(wall, "#000000", 0.12),
        1.5,
      ),
      path(h.fascia, mix(roof, "#000000", 0.3)),
      path(
        poly([
          [gx0 + w * 0.22, base - w * 0.45],
          [gx0 + w * 0.78, base - w * 0.45],
          [gx0 + w * 0.78, base],
          [gx0 + w * 0.22, base],
        ]),
        s.linear(
          [
            [0, "#cfe4ee"],
            [1, "#4f6f82"],
          ],
          0,
          base - w * 0.45,
          0,
          base,
        ),
      ),
      line(`M${n(gx0 + w / 2)} ${n(base - w * 0.45)}V${base}`, "#3a3a3a", 3),
      path(
        poly([
          [gx0 + w * 0.4, base - w * 0.78],
          [gx0 + w * 0.6, base - w * 0.78],
          [gx0 + w * 0.6, base - w * 0.6],
          [gx0 + w * 0.4, base - w * 0.6],
        ]),
        "#46606e",
      ),
    ]);
  };
  const houses = [
    chalet(600, 520, 130, "#3f4448", "#caa070", "#8a6a48", true),
    chalet(250, 610, 150, "#8a3a2e", "#e8e0d0", "#a8a090", true),
    chalet(1120, 600, 150, "#3f5a48", "#c49a6a", "#7e5e40", false),
  ];
  s.add(
    roundTree(rng, 470, 520, 70, trees),
    roundTree(rng, 930, 520, 80, trees),
    roundTree(rng, 1390, 560, 90, trees),
    roundTree(rng, 80, 580, 80, trees),
    ...houses,
  );
  const pondId = s.shape(pond);
  s.add(
    drawShape(
      pondId,
      s.linear(
        [
          [0, "#a8cbe0"],
          [1, "#5f93b8"],
        ],
        0,
        560,
        0,
        880,
      ),
    ),
    g([mirrored(houses[0] ?? "", 520), mirrored(houses[1] ?? "", 612), mirrored(houses[2] ?? "", 602)], {
      "clip-path": s.clipUse(pondId),
      opacity: 0.35,
    }),
    g(path(ripples(rng, { x0: 260, x1: 1260, y0: 580, y1: 870 }, 50, [20, 90], 2.5), "#eef6fa", { opacity: 0.6 }), {
      "clip-path": s.clipUse(pondId),
    }),
    path(pond, "none", { stroke: "#5a7a3a", "stroke-width": 6, opacity: 0.5 }),
  );
  // a little jetty, ducks, reeds and a picnic bench
  s.add(
    path(
      poly([
        [520, 800],
        [580, 800],
        [600, 880],
        [530, 880],
      ]),
      "#a8865c",
    ),
    line("M522 812h58M524 826h61M526 840h64M528 854h66M529 868h68", "#86663f", 2),
    path(`${ellipseD(900, 760, 14, 7)}${ellipseD(950, 790, 12, 6)}`, "#6a5a40"),
    path(`${circleD(910, 750, 5)}${circleD(958, 781, 4.5)}`, "#2f5a3a"),
    path(tuft(rng, 1230, 760, 90, 90, 14, 0.1, 4) + tuft(rng, 300, 780, 80, 80, 12, -0.1, 4), "#4f7a36"),
    path(tuft(rng, 1250, 770, 70, 70, 10, 0.2, 4), "#7aa04a"),
    // a picnic table on the lawn
    line("M1012 930l-14 50M1128 930l14 50M1040 930l-8 40M1100 930l8 40", "#5a3e26", 6),
    path("M990 960h170l6 12h-182Z", "#8a6440"),
    path("M1000 912h140l18 24h-176Z", "#a87c50"),
    path("M982 936h176v7h-176Z", "#6a4a2e"),
    path("M1006 898h128l6 8h-140Z", "#8a6440"),
    roundTree(rng, 1420, 1000, 150, trees),
    roundTree(rng, 60, 1000, 130, trees),
    glowOverlay(s, 300, 80, 1200, "#fff6dc", 0.2),
    vignette(s, "#1c3020", 0.25),
  );
  return s;
}

export const EXTERIORS: Record<string, () => Scene> = {
  "dune-house": duneHouse,
  "forest-cabin": forestCabin,
  "canal-house": canalHouse,
  "lakeside-chalet": lakesideChalet,
  farmhouse,
  "city-loft": cityLoft,
  "mountain-cabin": mountainCabin,
  "beach-pavilion": beachPavilion,
  "park-bungalows": parkBungalows,
  ...ESTATE_SCENES,
  "lake-house": lakeHouse,
};
