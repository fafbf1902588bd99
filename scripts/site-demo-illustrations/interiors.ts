/**
 * The rooms and outdoor spaces of the holiday homes, drawn through the pin-hole camera of
 * room.ts so that every line meets in one vanishing point.
 */
import {
  between,
  blades,
  circle,
  circleD,
  cloud,
  compact,
  ellipse,
  ellipseD,
  forestEdge,
  g,
  glowOverlay,
  line,
  n,
  path,
  pineRow,
  poly,
  pottedPlant,
  rect,
  ripples,
  rolling,
  roundTree,
  Scene,
  seeded,
  smoothLand,
  sun,
  vignette,
} from "./kit.ts";
import { lakeLivingRoom } from "./lake-living-room.ts";
import { Camera, type Vec } from "./room.ts";

/** A bright Scandinavian living room: a sofa, a big window onto pines and a lake, plants. */
function livingRoom(): Scene {
  const s = new Scene("A bright Scandinavian living room with a sofa, plants and a big window onto the forest");
  const rng = seeded(101);
  const cam = new Camera(1.2, 1150, 680, 450);
  const W = 3;
  const H = 2.8;
  const D = 6;
  const wall = "#efe8dc";
  // ceiling, side walls, back wall
  s.add(
    rect(0, 0, 1500, 1000, wall),
    path(
      cam.face([
        [-W, H, 1],
        [W, H, 1],
        [W, H, D],
        [-W, H, D],
      ]),
      "#f6f1ea",
    ),
    path(
      cam.face([
        [-W, 0, 1],
        [-W, H, 1],
        [-W, H, D],
        [-W, 0, D],
      ]),
      s.linear(
        [
          [0, "#e2d9ca"],
          [1, "#ebe3d6"],
        ],
        0,
        0,
        300,
        0,
      ),
    ),
    path(
      cam.face([
        [W, 0, 1],
        [W, H, 1],
        [W, H, D],
        [W, 0, D],
      ]),
      s.linear(
        [
          [0, "#e6ddd0"],
          [1, "#d9cfc0"],
        ],
        1000,
        0,
        1500,
        0,
      ),
    ),
    path(
      cam.face([
        [-W, 0, D],
        [W, 0, D],
        [W, H, D],
        [-W, H, D],
      ]),
      s.linear(
        [
          [0, "#f6f0e6"],
          [1, "#e9e0d2"],
        ],
        300,
        0,
        1200,
        0,
      ),
    ),
  );
  // the big window: a view of a lake between pines, morning light
  const win: [Vec, Vec] = [
    [-2.7, 0.05, D],
    [0.3, 2.55, D],
  ];
  const [wx0, wy1] = cam.p(win[0]);
  const [wx1, wy0] = cam.p(win[1]);
  const view = s.clip(
    poly([
      [wx0, wy0],
      [wx1, wy0],
      [wx1, wy1],
      [wx0, wy1],
    ]),
  );
  const trees = pineRow(rng, wy0 + 330, wx0 - 20, wx1 + 20, 34, 90, 170, 16);
  s.add(
    g(
      [
        rect(
          wx0,
          wy0,
          wx1 - wx0,
          wy1 - wy0,
          s.linear(
            [
              [0, "#9cc8e4"],
              [1, "#e8f0ea"],
            ],
            0,
            wy0,
            0,
            wy0 + 260,
          ),
        ),
        path(
          smoothLand(
            [
              [wx0 - 10, wy0 + 230],
              [wx0 + 200, wy0 + 210],
              [wx0 + 400, wy0 + 226],
              [wx1 + 10, wy0 + 214],
            ],
            wy1,
          ),
          "#8fae9a",
        ),
        rect(
          wx0,
          wy0 + 250,
          wx1 - wx0,
          60,
          s.linear(
            [
              [0, "#b8d6e2"],
              [1, "#7fb0c8"],
            ],
            0,
            wy0 + 250,
            0,
            wy0 + 310,
          ),
        ),
        path(ripples(rng, { x0: wx0, x1: wx1, y0: wy0 + 256, y1: wy0 + 306 }, 14, [10, 40], 1.5), "#ffffff", {
          opacity: 0.6,
        }),
        path(trees.lit, "#4f7a5a"),
        path(trees.dark, "#3a6048"),
        path(
          smoothLand(
            [
              [wx0 - 10, wy0 + 330],
              [wx0 + 250, wy0 + 320],
              [wx1 + 10, wy0 + 336],
            ],
            wy1,
          ),
          "#6a8a4e",
        ),
      ],
      { "clip-path": view },
    ),
    line(
      `M${n(wx0)} ${n(wy0)}H${n(wx1)}V${n(wy1)}H${n(wx0)}ZM${n((wx0 + wx1) / 2)} ${n(wy0)}V${n(wy1)}M${n(wx0)} ${n(wy0 + 70)}H${n(wx1)}`,
      "#2b2b2e",
      7,
    ),
  );
  // oak floor with boards running to the window
  const floor = cam.face([
    [-W, 0, 1.2],
    [W, 0, 1.2],
    [W, 0, D],
    [-W, 0, D],
  ]);
  let seams = "";
  for (let x = -W; x <= W; x += 0.22) {
    const a = cam.p([x, 0, 1.2]);
    const b = cam.p([x, 0, D]);
    seams += `M${Math.round(a[0])} ${Math.round(a[1])}L${Math.round(b[0])} ${Math.round(b[1])}`;
  }
  s.add(
    path(
      floor,
      s.linear(
        [
          [0, "#caa47a"],
          [1, "#e2c59c"],
        ],
        0,
        1000,
        0,
        660,
      ),
    ),
    g(line(seams, "#b48c62", 1.5, { opacity: 0.6 }), { "clip-path": s.clip(floor) }),
    // skirting
    path(
      cam.face([
        [-W, 0, D],
        [W, 0, D],
        [W, 0.08, D],
        [-W, 0.08, D],
      ]),
      "#f9f6f0",
    ),
    // the morning sun falling through the window onto the floor
    path(
      cam.face([
        [-2.7, 0.002, D],
        [0.3, 0.002, D],
        [1.4, 0.002, 3.2],
        [-1.6, 0.002, 3.2],
      ]),
      "#fff6df",
      { opacity: 0.35 },
    ),
  );
  // a round rug
  s.add(
    path(cam.disc(1.2, 0.01, 4.5, 1.5, 1.1), "#e8dfd0"),
    path(cam.disc(1.2, 0.012, 4.5, 1.25, 0.9), "none", { stroke: "#c9b89c", "stroke-width": 4 }),
  );
  // artwork above the sofa and a shelf on the right wall
  const art = cam.face([
    [0.9, 1.75, D],
    [2.2, 1.75, D],
    [2.2, 2.45, D],
    [0.9, 2.45, D],
  ]);
  const [ax0, ay1] = cam.p([0.9, 1.75, D]);
  const [ax1, ay0] = cam.p([2.2, 2.45, D]);
  s.add(
    path(art, "#2b2b2e"),
    rect(ax0 + 6, ay0 + 6, ax1 - ax0 - 12, ay1 - ay0 - 12, "#f1e6d2"),
    path(
      `M${n(ax0 + 6)} ${n(ay1 - 6)}L${n(ax0 + 60)} ${n(ay0 + 60)}L${n(ax0 + 110)} ${n(ay1 - 50)}L${n(ax0 + 160)} ${n(ay0 + 40)}L${n(ax1 - 6)} ${n(ay1 - 30)}V${n(ay1 - 6)}Z`,
      "#c98b5e",
    ),
    circle(ax1 - 50, ay0 + 40, 18, "#e4b05a"),
  );
  let shelf = "";
  const books = ["", "", "", ""];
  let vases = "";
  for (const y of [1.1, 1.6, 2.1]) {
    shelf += cam.face([
      [W - 0.001, y, 4.3],
      [W - 0.001, y, 5.6],
      [W - 0.3, y, 5.6],
      [W - 0.3, y, 4.3],
    ]);
    let z = 4.4;
    while (z < 5.45) {
      if (rng() < 0.18) {
        const v = cam.cylinder(W - 0.15, y, y + between(rng, 0.14, 0.24), z + 0.08, 0.06, 8);
        vases += v.body + v.top;
        z += 0.22;
        continue;
      }
      const bw = between(rng, 0.04, 0.08);
      const bh = between(rng, 0.18, 0.3);
      const i = Math.floor(rng() * 4);
      books[i] += cam.face([
        [W - 0.04, y, z],
        [W - 0.04, y + bh, z],
        [W - 0.04, y + bh, z + bw],
        [W - 0.04, y, z + bw],
      ]);
      z += bw + 0.005;
    }
  }
  s.add(
    path(books[0] ?? "", "#b0643e"),
    path(books[1] ?? "", "#6f8a78"),
    path(books[2] ?? "", "#e4d6bc"),
    path(books[3] ?? "", "#3f4f5f"),
    path(vases, "#f4efe6"),
    path(shelf, "#b8926a"),
  );
  // the sofa against the back wall
  const sofa = "#c9c5b8";
  const sofaShade = "#99958a";
  const base = cam.box(0.7, 2.85, 0.12, 0.44, 5.0, 5.95);
  const back = cam.box(0.7, 2.85, 0.44, 0.88, 5.7, 5.95);
  const armL = cam.box(0.7, 0.9, 0.12, 0.64, 5.0, 5.95);
  const armR = cam.box(2.65, 2.85, 0.12, 0.64, 5.0, 5.95);
  const seat = cam.box(0.9, 2.65, 0.44, 0.56, 5.02, 5.7);
  s.add(
    path(
      cam.face([
        [0.7, 0.003, 4.95],
        [2.95, 0.003, 4.95],
        [2.95, 0.003, 5.95],
        [0.7, 0.003, 5.95],
      ]),
      "#6a5a48",
      { opacity: 0.18 },
    ),
    path(back.front + back.top, sofaShade),
    path(back.top, sofa),
    path(base.front, sofaShade),
    path(seat.top, sofa),
    path(seat.front, "#b1ada1"),
    path(armL.side + armL.front, sofaShade),
    path(armL.top, sofa),
    path(armR.front, sofaShade),
    path(armR.top, sofa),
    line(
      `M${compact(cam.p([1.78, 0.56, 5.02]))}L${compact(cam.p([1.78, 0.56, 5.7]))}M${compact(cam.p([1.78, 0.56, 5.02]))}L${compact(cam.p([1.78, 0.44, 5.02]))}`,
      "#8e8b80",
      2,
    ),
  );
  // cushions and a throw
  const pillow = (x: number, c: string, tilt: number): string => {
    const [px, py] = cam.p([x, 0.78, 5.66]);
    const k = cam.scale(5.66);
    return path(
      `M${n(px - 0.22 * k)} ${n(py + 0.02 * k)}q${n(0.22 * k)} ${n(-0.06 * k + tilt)} ${n(0.44 * k)} 0l${n(0.02 * k)} ${n(0.3 * k)}q${n(-0.24 * k)} ${n(0.05 * k)} ${n(-0.48 * k)} 0Z`,
      c,
    );
  };
  s.add(pillow(1.15, "#c8794e", -3), pillow(1.6, "#e6dccb", 2), pillow(2.35, "#7d8f74", -2));
  s.add(
    path(
      cam.face([
        [2.1, 0.565, 5.02],
        [2.6, 0.565, 5.02],
        [2.6, 0.565, 5.7],
        [2.1, 0.565, 5.7],
      ]) +
        cam.face([
          [2.1, 0.565, 5.02],
          [2.6, 0.565, 5.02],
          [2.6, 0.2, 5.02],
          [2.1, 0.2, 5.02],
        ]),
      "#d9c7a8",
    ),
  );
  // a round oak coffee table with a book and a cup
  const table = cam.cylinder(1.2, 0.36, 0.42, 4.3, 0.5);
  const leg = cam.cylinder(1.2, 0, 0.36, 4.3, 0.08);
  s.add(
    path(cam.disc(1.25, 0.004, 4.4, 0.55, 0.5), "#6a5a48", { opacity: 0.15 }),
    path(leg.body, "#8f6a48"),
    path(table.body, "#a47a52"),
    path(table.top, "#c99a6a"),
    path(
      cam.face([
        [1.0, 0.425, 4.2],
        [1.35, 0.425, 4.2],
        [1.35, 0.425, 4.45],
        [1.0, 0.425, 4.45],
      ]),
      "#3f5a6a",
    ),
    path(cam.cylinder(1.5, 0.42, 0.5, 4.15, 0.045).body, "#f4efe6"),
  );
  // an arc floor lamp reaching over the table from beside the sofa
  const [fx, fy] = cam.p([2.95, 0, 5.3]);
  const [hx, hy] = cam.p([1.5, 1.45, 4.6]);
  const fk = cam.scale(4.6);
  s.add(
    path(cam.disc(2.95, 0.01, 5.3, 0.2, 0.2), "#2b2b2e"),
    line(`M${n(fx)} ${n(fy)}V${n(hy - 20)}Q${n(fx)} ${n(hy - 80)} ${n(hx)} ${n(hy - 20)}V${n(hy)}`, "#2b2b2e", 4),
    path(
      `M${n(hx - 0.2 * fk)} ${n(hy + 0.16 * fk)}Q${n(hx - 0.18 * fk)} ${n(hy)} ${n(hx)} ${n(hy)}Q${n(hx + 0.18 * fk)} ${n(hy)} ${n(hx + 0.2 * fk)} ${n(hy + 0.16 * fk)}Z`,
      "#2b2b2e",
    ),
    ellipse(hx, hy + 0.16 * fk, 0.19 * fk, 0.025 * fk, "#fff1c8"),
  );
  // plants: a big one by the window, a small one on the floor at the right
  const [p1x, p1y] = cam.p([-2.2, 0, 4.4]);
  const [p2x, p2y] = cam.p([0.45, 0, 5.6]);
  s.add(
    pottedPlant(rng, p1x, p1y, 1.6 * cam.scale(4.4), {
      pot: "#d9cbb6",
      potShade: "#bfae96",
      leaf: "#3f6a46",
      leafLit: "#6a9a5a",
    }),
    pottedPlant(rng, p2x, p2y, 0.8 * cam.scale(5.6), {
      pot: "#c8794e",
      potShade: "#a8623e",
      leaf: "#4a7a4e",
      leafLit: "#7aaa62",
    }),
  );
  s.add(glowOverlay(s, wx0 + 200, wy0 + 200, 1200, "#fff4dc", 0.25), vignette(s, "#3a2e22", 0.2));
  return s;
}

/** The shell of a room: ceiling, side walls, back wall and floor, each with its own fill. */
function roomShell(
  cam: Camera,
  W: number,
  H: number,
  D: number,
  fills: { ceiling: string; left: string; right: string; back: string; floor: string },
): string {
  const near = 0.8;
  return [
    rect(0, 0, 1500, 1000, fills.back),
    path(
      cam.face([
        [-W, H, near],
        [W, H, near],
        [W, H, D],
        [-W, H, D],
      ]),
      fills.ceiling,
    ),
    path(
      cam.face([
        [-W, 0, near],
        [-W, H, near],
        [-W, H, D],
        [-W, 0, D],
      ]),
      fills.left,
    ),
    path(
      cam.face([
        [W, 0, near],
        [W, H, near],
        [W, H, D],
        [W, 0, D],
      ]),
      fills.right,
    ),
    path(
      cam.face([
        [-W, 0, D],
        [W, 0, D],
        [W, H, D],
        [-W, H, D],
      ]),
      fills.back,
    ),
    path(
      cam.face([
        [-W, 0, near],
        [W, 0, near],
        [W, 0, D],
        [-W, 0, D],
      ]),
      fills.floor,
    ),
  ].join("");
}

/** Floor boards running into the room, clipped to the floor. */
function floorBoards(s: Scene, cam: Camera, W: number, D: number, step: number, colour: string): string {
  let seams = "";
  for (let x = -W; x <= W; x += step) {
    const a = cam.p([x, 0, 0.8]);
    const b = cam.p([x, 0, D]);
    seams += `M${Math.round(a[0])} ${Math.round(a[1])}L${Math.round(b[0])} ${Math.round(b[1])}`;
  }
  return g(line(seams, colour, 1.5, { opacity: 0.55 }), {
    "clip-path": s.clip(
      cam.face([
        [-W, 0, 0.8],
        [W, 0, 0.8],
        [W, 0, D],
        [-W, 0, D],
      ]),
    ),
  });
}

/** A cosy lounge at dusk: a wood stove glowing on its hearth, an armchair with blankets. */
function fireplaceLounge(): Scene {
  const s = new Scene("A cosy lounge with a glowing wood stove, an armchair with blankets and warm lamplight");
  const rng = seeded(107);
  const cam = new Camera(1.15, 1100, 760, 470);
  const W = 2.8;
  const H = 2.6;
  const D = 5.5;
  s.add(
    roomShell(cam, W, H, D, {
      ceiling: "#4a3426",
      left: s.linear(
        [
          [0, "#5a3f2e"],
          [1, "#7a5a42"],
        ],
        0,
        0,
        400,
        0,
      ),
      right: s.linear(
        [
          [0, "#7a5a42"],
          [1, "#5a3f2e"],
        ],
        1100,
        0,
        1500,
        0,
      ),
      back: "#8a6446",
      floor: s.linear(
        [
          [0, "#4a3022"],
          [1, "#7a5236"],
        ],
        0,
        1000,
        0,
        640,
      ),
    }),
  );
  // tongue-and-groove boards on the back wall, beams across the ceiling
  let boardsD = "";
  for (let x = -W; x <= W; x += 0.16) {
    const a = cam.p([x, 0, D]);
    const b = cam.p([x, H, D]);
    boardsD += `M${Math.round(a[0])} ${Math.round(a[1])}V${Math.round(b[1])}`;
  }
  let beams = "";
  for (const z of [1.6, 2.8, 4.0, 5.2])
    beams += cam.face([
      [-W, H - 0.001, z],
      [W, H - 0.001, z],
      [W, H - 0.001, z + 0.2],
      [-W, H - 0.001, z + 0.2],
    ]);
  s.add(
    line(boardsD, "#6e4e36", 2, { opacity: 0.7 }),
    path(beams, "#2e2018"),
    floorBoards(s, cam, W, D, 0.2, "#3a2618"),
  );
  // a window onto a snowy dusk
  const [wx0, wy1] = cam.p([-2.5, 0.95, D]);
  const [wx1, wy0] = cam.p([-1.3, 2.1, D]);
  const view = s.clip(
    poly([
      [wx0, wy0],
      [wx1, wy0],
      [wx1, wy1],
      [wx0, wy1],
    ]),
  );
  const firs = pineRow(rng, wy1 - 20, wx0 - 10, wx1 + 10, 24, 50, 110, 6);
  s.add(
    g(
      [
        rect(
          wx0,
          wy0,
          wx1 - wx0,
          wy1 - wy0,
          s.linear(
            [
              [0, "#2f4a7a"],
              [1, "#8a9cc8"],
            ],
            0,
            wy0,
            0,
            wy1,
          ),
        ),
        path(firs.lit + firs.dark, "#1e2c46"),
        rect(wx0, wy1 - 24, wx1 - wx0, 24, "#c8d2ea"),
      ],
      { "clip-path": view },
    ),
    line(
      `M${n(wx0)} ${n(wy0)}H${n(wx1)}V${n(wy1)}H${n(wx0)}ZM${n((wx0 + wx1) / 2)} ${n(wy0)}V${n(wy1)}M${n(wx0)} ${n((wy0 + wy1) / 2)}H${n(wx1)}`,
      "#3a2618",
      8,
    ),
    path(cam.box(-2.6, -1.2, 0.88, 0.95, 5.3, D).top, "#5a3a26"),
  );
  // stone chimney breast, hearth, stove and its pipe
  s.add(
    path(
      cam.face([
        [-0.95, 0, D],
        [0.95, 0, D],
        [0.95, H, D],
        [-0.95, H, D],
      ]),
      "#8c8378",
    ),
  );
  let stones = "";
  for (let y = 0.1; y < H; y += 0.22) {
    for (let x = -0.95 + (Math.round(y / 0.22) % 2) * 0.15; x < 0.9; x += 0.3 + rng() * 0.08) {
      const [a, b] = [cam.p([x + 0.02, y, D]), cam.p([Math.min(x + 0.27, 0.93), y + 0.19, D])];
      stones += `M${Math.round(a[0])} ${Math.round(a[1])}H${Math.round(b[0])}V${Math.round(b[1])}H${Math.round(a[0])}Z`;
    }
  }
  s.add(
    g(path(stones, "#9e958a"), {
      "clip-path": s.clip(
        cam.face([
          [-0.95, 0, D],
          [0.95, 0, D],
          [0.95, H - 0.2, D],
          [-0.95, H - 0.2, D],
        ]),
      ),
    }),
  );
  const hearth = cam.box(-0.9, 0.9, 0, 0.14, 4.6, D);
  const stove = cam.box(-0.38, 0.38, 0.14, 0.92, 4.95, 5.35);
  const [gx0, gy1] = cam.p([-0.26, 0.24, 4.95]);
  const [gx1, gy0] = cam.p([0.26, 0.74, 4.95]);
  const fw = gx1 - gx0;
  s.add(
    path(hearth.front, "#6a6259"),
    path(hearth.top, "#7d756b"),
    path(cam.cylinder(0, 0.92, H, 5.15, 0.09).body, "#1f1c1a"),
    path(stove.top, "#2e2a27"),
    path(stove.front, "#1f1c1a"),
    rect(
      gx0,
      gy0,
      fw,
      gy1 - gy0,
      s.radial(
        [
          [0, "#ffe08a"],
          [0.5, "#f08a2a"],
          [1, "#8a2a10"],
        ],
        (gx0 + gx1) / 2,
        gy1,
        fw,
      ),
    ),
    path(
      `M${n(gx0 + fw * 0.15)} ${n(gy1)}Q${n(gx0 + fw * 0.1)} ${n(gy1 - fw * 0.5)} ${n(gx0 + fw * 0.35)} ${n(gy1 - fw * 0.9)}Q${n(gx0 + fw * 0.3)} ${n(gy1 - fw * 0.5)} ${n(gx0 + fw * 0.5)} ${n(gy1 - fw * 0.3)}Q${n(gx0 + fw * 0.6)} ${n(gy1 - fw * 0.8)} ${n(gx0 + fw * 0.7)} ${n(gy1 - fw * 1.05)}Q${n(gx0 + fw * 0.9)} ${n(gy1 - fw * 0.5)} ${n(gx0 + fw * 0.85)} ${n(gy1)}Z`,
      "#ffd36a",
    ),
    rect(gx0, gy1 - 14, fw, 14, "#3a1a0e"),
    line(`M${n(gx0)} ${n(gy0)}H${n(gx1)}V${n(gy1)}H${n(gx0)}Z`, "#111", 6),
  );
  // logs stacked in a niche to the right of the stove
  let logs = "";
  let rings = "";
  const k = cam.scale(5.2);
  for (let row = 0; row < 6; row += 1) {
    for (let c = 0; c < 4; c += 1) {
      const [lx, ly] = cam.p([1.15 + c * 0.16 + (row % 2) * 0.08, 0.1 + row * 0.14, 5.2]);
      if (lx > cam.p([1.8, 0, 5.2])[0]) continue;
      logs += circleD(lx, ly, 0.075 * k);
      rings += circleD(lx, ly, 0.04 * k);
    }
  }
  s.add(
    path(
      cam.face([
        [1.05, 0, 5.2],
        [1.85, 0, 5.2],
        [1.85, 1.0, 5.2],
        [1.05, 1.0, 5.2],
      ]),
      "#3a2618",
    ),
    path(logs, "#b07a4a"),
    path(rings, "#d9a870"),
  );
  // warm glow of the fire over the room
  s.add(glowOverlay(s, (gx0 + gx1) / 2, gy1, 700, "#ff9a3a", 0.35));
  // a rug, an armchair with a knitted blanket, a low table with tea and a candle
  s.add(
    path(
      cam.face([
        [-1.6, 0.005, 2.9],
        [1.4, 0.005, 2.9],
        [1.4, 0.005, 4.5],
        [-1.6, 0.005, 4.5],
      ]),
      "#b4553a",
    ),
  );
  let rugLines = "";
  for (const x of [-1.45, -1.3, 1.1, 1.25])
    rugLines += cam.face([
      [x, 0.006, 2.9],
      [x + 0.06, 0.006, 2.9],
      [x + 0.06, 0.006, 4.5],
      [x, 0.006, 4.5],
    ]);
  s.add(path(rugLines, "#e8c89a", { opacity: 0.8 }));
  const chairBase = cam.box(-2.4, -1.35, 0.1, 0.45, 3.5, 4.5);
  const chairBack = cam.box(-2.4, -1.35, 0.45, 1.05, 4.25, 4.5);
  const armL = cam.box(-2.4, -2.2, 0.1, 0.7, 3.5, 4.5);
  const armR = cam.box(-1.55, -1.35, 0.1, 0.7, 3.5, 4.5);
  const seat = cam.box(-2.2, -1.55, 0.45, 0.56, 3.55, 4.25);
  s.add(
    path(chairBack.front + chairBack.top, "#6a3a2a"),
    path(chairBase.front, "#5a3022"),
    path(seat.top, "#8a4a34"),
    path(seat.front, "#6a3a2a"),
    path(armL.front + armL.top, "#7a4430"),
    path(armR.side + armR.front, "#5a3022"),
    path(armR.top, "#8a4a34"),
  );
  // a cushion and a chunky knitted throw falling over the arm
  const [cx0, cy0] = cam.p([-1.85, 0.85, 4.2]);
  const ck = cam.scale(4.2);
  const [ax, ay] = cam.p([-1.55, 0.7, 3.5]);
  const ak = cam.scale(3.5);
  s.add(
    path(
      `M${n(cx0 - 0.22 * ck)} ${n(cy0)}q${n(0.22 * ck)} ${n(-0.08 * ck)} ${n(0.44 * ck)} 0l${n(0.03 * ck)} ${n(0.3 * ck)}q${n(-0.25 * ck)} ${n(0.06 * ck)} ${n(-0.5 * ck)} 0Z`,
      "#d9b46a",
    ),
    path(
      `M${n(ax - 0.05 * ak)} ${n(ay - 0.02 * ak)}C${n(ax + 0.1 * ak)} ${n(ay - 0.06 * ak)} ${n(ax + 0.22 * ak)} ${n(ay - 0.02 * ak)} ${n(ax + 0.26 * ak)} ${n(ay + 0.04 * ak)}L${n(ax + 0.24 * ak)} ${n(ay + 0.5 * ak)}q${n(-0.05 * ak)} ${n(0.05 * ak)} ${n(-0.1 * ak)} 0t${n(-0.1 * ak)} 0t${n(-0.1 * ak)} 0L${n(ax - 0.08 * ak)} ${n(ay + 0.1 * ak)}Z`,
      "#efe2c8",
    ),
    line(
      `M${n(ax + 0.0 * ak)} ${n(ay + 0.02 * ak)}L${n(ax - 0.02 * ak)} ${n(ay + 0.45 * ak)}M${n(ax + 0.08 * ak)} ${n(ay)}L${n(ax + 0.06 * ak)} ${n(ay + 0.5 * ak)}M${n(ax + 0.16 * ak)} ${n(ay)}L${n(ax + 0.15 * ak)} ${n(ay + 0.5 * ak)}`,
      "#d8c6a6",
      3,
    ),
    line(`M${n(ax - 0.06 * ak)} ${n(ay + 0.3 * ak)}L${n(ax + 0.25 * ak)} ${n(ay + 0.3 * ak)}`, "#b4553a", 7),
  );
  const tableTop = cam.box(-0.4, 0.7, 0.3, 0.36, 2.6, 3.0);
  let tLegs = "";
  for (const [x, z] of [
    [-0.35, 2.65],
    [0.6, 2.65],
  ] as const)
    tLegs += cam.box(x, x + 0.05, 0, 0.3, z, z + 0.05).front;
  const mug = cam.cylinder(0.4, 0.36, 0.46, 2.8, 0.05, 10);
  const candle = cam.cylinder(-0.1, 0.36, 0.5, 2.82, 0.04, 10);
  const [fx, fy] = cam.p([-0.1, 0.56, 2.82]);
  s.add(
    path(tLegs, "#3a2418"),
    path(tableTop.front, "#5a3a26"),
    path(tableTop.top, "#8a6040"),
    path(mug.body + mug.top, "#e8dcc8"),
    path(candle.body + candle.top, "#f4ecd8"),
    path(`M${n(fx)} ${n(fy - 10)}q5 8 0 14q-5 -6 0 -14Z`, "#ffd36a"),
    circle(
      fx,
      fy,
      40,
      s.radial(
        [
          [0, "#ffd36a", 0.5],
          [1, "#ffd36a", 0],
        ],
        fx,
        fy,
        40,
      ),
    ),
  );
  // a basket of blankets and a floor lamp on the right
  const basket = cam.cylinder(1.5, 0, 0.34, 3.0, 0.26, 16);
  const [bx, by] = cam.p([1.5, 0.34, 3.0]);
  const bk = cam.scale(3.0);
  const [lx, ly] = cam.p([2.35, 1.55, 4.9]);
  const lk = cam.scale(4.9);
  s.add(
    line(`M${n(lx)} ${n(ly)}V${n(cam.p([2.35, 0, 4.9])[1])}`, "#1f1c1a", 3),
    path(
      `M${n(lx - 0.18 * lk)} ${n(ly + 0.05 * lk)}L${n(lx - 0.12 * lk)} ${n(ly - 0.22 * lk)}H${n(lx + 0.12 * lk)}L${n(lx + 0.18 * lk)} ${n(ly + 0.05 * lk)}Z`,
      "#f2d6a0",
    ),
    circle(
      lx,
      ly,
      260,
      s.radial(
        [
          [0, "#ffcf7a", 0.35],
          [1, "#ffcf7a", 0],
        ],
        lx,
        ly,
        260,
      ),
    ),
    path(basket.body, "#a07a4a"),
    path(basket.top, "#6a4a2a"),
    path(
      `M${n(bx - 0.24 * bk)} ${n(by + 0.02 * bk)}q${n(0.02 * bk)} ${n(-0.16 * bk)} ${n(0.2 * bk)} ${n(-0.14 * bk)}q${n(0.1 * bk)} ${n(0.02 * bk)} ${n(0.1 * bk)} ${n(0.14 * bk)}Z`,
      "#6a7a5a",
    ),
    path(
      `M${n(bx - 0.06 * bk)} ${n(by + 0.02 * bk)}q${n(0.04 * bk)} ${n(-0.2 * bk)} ${n(0.18 * bk)} ${n(-0.18 * bk)}q${n(0.1 * bk)} ${n(0.02 * bk)} ${n(0.1 * bk)} ${n(0.18 * bk)}Z`,
      "#efe2c8",
    ),
    path(
      `M${n(bx + 0.08 * bk)} ${n(by + 0.02 * bk)}q${n(0.04 * bk)} ${n(-0.12 * bk)} ${n(0.14 * bk)} ${n(-0.1 * bk)}q${n(0.06 * bk)} ${n(0.04 * bk)} ${n(0.04 * bk)} ${n(0.1 * bk)}Z`,
      "#b4553a",
    ),
    vignette(s, "#1a0e08", 0.55),
  );
  return s;
}

/** A calm double bedroom: linen bedding, a slatted headboard, light from a side window. */
function bedroom(): Scene {
  const s = new Scene("A calm double bedroom with linen bedding and soft light from the window");
  const rng = seeded(109);
  const cam = new Camera(1.55, 950, 700, 380);
  const W = 2.6;
  const H = 2.7;
  const D = 4.8;
  s.add(
    roomShell(cam, W, H, D, {
      ceiling: "#f4f1ec",
      left: s.linear(
        [
          [0, "#cfd3c8"],
          [1, "#dde0d6"],
        ],
        0,
        0,
        350,
        0,
      ),
      right: s.linear(
        [
          [0, "#e6e8e0"],
          [1, "#f2f3ee"],
        ],
        1100,
        0,
        1500,
        0,
      ),
      back: "#d9ddd2",
      floor: s.linear(
        [
          [0, "#b89a78"],
          [1, "#d6bf9e"],
        ],
        0,
        1000,
        0,
        650,
      ),
    }),
    floorBoards(s, cam, W, D, 0.2, "#a0805e"),
  );
  // the window in the right wall, sheer curtains, and the light it lays on the floor
  const win = cam.face([
    [W - 0.001, 0.7, 2.6],
    [W - 0.001, 2.35, 2.6],
    [W - 0.001, 2.35, 4.0],
    [W - 0.001, 0.7, 4.0],
  ]);
  s.add(
    path(
      win,
      s.linear(
        [
          [0, "#dbeaf2"],
          [1, "#f6f4e8"],
        ],
        0,
        100,
        0,
        600,
      ),
    ),
    g(
      path(
        cam.face([
          [W, 0.7, 2.6],
          [W, 1.5, 2.6],
          [W, 1.5, 4.0],
          [W, 0.7, 4.0],
        ]),
        "#a8c49a",
      ),
      { "clip-path": s.clip(win) },
    ),
    line(
      `M${compact(cam.p([W, 1.5, 2.6]))}L${compact(cam.p([W, 1.5, 4.0]))}M${compact(cam.p([W, 0.7, 3.3]))}L${compact(cam.p([W, 2.35, 3.3]))}`,
      "#f9f8f4",
      8,
    ),
    path(
      cam.face([
        [W - 0.02, 0.2, 2.3],
        [W - 0.02, 2.5, 2.3],
        [W - 0.02, 2.5, 2.75],
        [W - 0.02, 0.2, 2.7],
      ]),
      "#f4efe6",
      { opacity: 0.92 },
    ),
    path(
      cam.face([
        [W - 0.02, 0.2, 3.9],
        [W - 0.02, 2.5, 3.85],
        [W - 0.02, 2.5, 4.3],
        [W - 0.02, 0.2, 4.3],
      ]),
      "#f4efe6",
      { opacity: 0.92 },
    ),
    path(
      cam.face([
        [W, 0.003, 2.6],
        [W, 0.003, 4.0],
        [0.6, 0.003, 4.3],
        [0.4, 0.003, 2.8],
      ]),
      "#fff8e6",
      { opacity: 0.35 },
    ),
  );
  // two small framed prints above the bed
  for (const x of [-0.75, 0.15]) {
    const [fx0, fy1] = cam.p([x, 1.45, D]);
    const [fx1, fy0] = cam.p([x + 0.6, 2.05, D]);
    s.add(
      rect(fx0, fy0, fx1 - fx0, fy1 - fy0, "#f6f2ea", { stroke: "#8a6a4a", "stroke-width": 4 }),
      path(
        `M${n(fx0 + 14)} ${n(fy1 - 14)}Q${n((fx0 + fx1) / 2)} ${n(fy0 + 20)} ${n(fx1 - 14)} ${n(fy1 - 14)}Z`,
        x < 0 ? "#b7c4a8" : "#d9b89a",
      ),
    );
  }
  // a plant in the corner, bedside tables with lamps (behind the bed's foot, so first)
  const [px, py] = cam.p([-2.05, 0, 4.0]);
  s.add(
    pottedPlant(rng, px, py, 1.3 * cam.scale(4.0), {
      pot: "#e8e0d2",
      potShade: "#cfc4b2",
      leaf: "#4f7a56",
      leafLit: "#7aa26a",
    }),
  );
  for (const x of [-1.6, 1.1]) {
    const t = cam.box(x, x + 0.5, 0, 0.5, 4.2, D - 0.05);
    const lamp = cam.cylinder(x + 0.25, 0.5, 0.55, 4.5, 0.06, 10);
    const [sx, sy] = cam.p([x + 0.25, 0.85, 4.5]);
    const k = cam.scale(4.5);
    s.add(
      path(t.front, "#c9a47a"),
      path(t.top, "#dcbc94"),
      path(t.side, "#b08a62"),
      path(lamp.body, "#8a8a80"),
      line(`M${n(sx)} ${n(sy)}V${n(cam.p([x + 0.25, 0.55, 4.5])[1])}`, "#8a8a80", 2),
      path(
        `M${n(sx - 0.14 * k)} ${n(sy + 0.02 * k)}L${n(sx - 0.09 * k)} ${n(sy - 0.2 * k)}H${n(sx + 0.09 * k)}L${n(sx + 0.14 * k)} ${n(sy + 0.02 * k)}Z`,
        "#f6eedc",
      ),
      circle(
        sx,
        sy,
        120,
        s.radial(
          [
            [0, "#fff0c8", 0.35],
            [1, "#fff0c8", 0],
          ],
          sx,
          sy,
          120,
        ),
      ),
    );
  }
  // headboard of oak slats, the bed, bedding and pillows
  let slats = "";
  for (let x = -1.05; x < 1.05; x += 0.1)
    slats += cam.face([
      [x, 0, D - 0.06],
      [x + 0.07, 0, D - 0.06],
      [x + 0.07, 1.15, D - 0.06],
      [x, 1.15, D - 0.06],
    ]);
  const frame = cam.box(-0.95, 0.95, 0.06, 0.3, 2.62, D - 0.08);
  const bed = cam.box(-1.0, 1.0, 0.2, 0.6, 2.55, D - 0.1);
  const fold = cam.box(-1.0, 1.0, 0.6, 0.64, 3.85, 4.1);
  const throwBand = cam.face([
    [-1.01, 0.605, 2.7],
    [1.01, 0.605, 2.7],
    [1.01, 0.605, 3.1],
    [-1.01, 0.605, 3.1],
  ]);
  s.add(
    path(
      cam.face([
        [-1.6, 0.004, 1.9],
        [1.6, 0.004, 1.9],
        [1.6, 0.004, D - 0.1],
        [-1.6, 0.004, D - 0.1],
      ]),
      "#ece4d6",
    ),
    path(slats, "#b58a5e"),
    path(frame.front, "#9a7450"),
    path(
      bed.top,
      s.linear(
        [
          [0, "#f4eee4"],
          [1, "#e8dfd0"],
        ],
        0,
        480,
        0,
        760,
      ),
    ),
    path(
      bed.front,
      s.linear(
        [
          [0, "#e2d8c6"],
          [1, "#c9bba4"],
        ],
        0,
        cam.p([0, 0.6, 2.55])[1],
        0,
        cam.p([0, 0.2, 2.55])[1],
      ),
    ),
    line(
      [0.5, 0.4, 0.3].map((y) => `M${compact(cam.p([-1.0, y, 2.55]))}H${n(cam.p([1.0, y, 2.55])[0])}`).join(""),
      "#c2b49c",
      2,
      { "stroke-dasharray": "10 8" },
    ),
    line(`M${compact(cam.p([-1.0, 0.6, 2.55]))}H${n(cam.p([1.0, 0.6, 2.55])[0])}`, "#f8f4ec", 4),
    path(fold.top, "#fbf9f5"),
    path(fold.front, "#e9e2d5"),
    path(throwBand, "#b9a58a"),
    path(
      cam.face([
        [-1.01, 0.605, 2.7],
        [1.01, 0.605, 2.7],
        [1.01, 0.56, 2.7],
        [-1.01, 0.56, 2.7],
      ]),
      "#a8947a",
    ),
  );
  const pillow = (x: number, z: number, w: number, c: string): string => {
    const [qx, qy] = cam.p([x, 0.76, z]);
    const k = cam.scale(z);
    return path(
      `M${n(qx - w * k)} ${n(qy + 0.16 * k)}q${n(-0.04 * k)} ${n(-0.14 * k)} ${n(0.04 * k)} ${n(-0.2 * k)}q${n(w * k * 0.96)} ${n(-0.05 * k)} ${n(w * k * 1.92)} 0q${n(0.08 * k)} ${n(0.06 * k)} ${n(0.04 * k)} ${n(0.2 * k)}q${n(-w * k * 0.96)} ${n(0.06 * k)} ${n(-w * k * 1.92)} 0Z`,
      c,
    );
  };
  s.add(
    pillow(-0.45, 4.55, 0.4, "#f2ede4"),
    pillow(0.45, 4.55, 0.4, "#f2ede4"),
    pillow(-0.3, 4.32, 0.3, "#c7cfbd"),
    pillow(0.3, 4.32, 0.3, "#d9c2a6"),
  );
  s.add(glowOverlay(s, cam.p([W, 1.5, 3.3])[0], 300, 1100, "#fff6e0", 0.3), vignette(s, "#3a3a30", 0.22));
  return s;
}

/** An open kitchen with sage cabinets along the back wall and a dining table for six. */
function kitchen(): Scene {
  const s = new Scene("An open kitchen with a long dining table for six under pendant lamps");
  const rng = seeded(113);
  const cam = new Camera(1.5, 1150, 750, 400);
  const W = 3.2;
  const H = 2.8;
  const D = 7;
  s.add(
    roomShell(cam, W, H, D, {
      ceiling: "#f6f3ee",
      left: s.linear(
        [
          [0, "#e4ded4"],
          [1, "#efeae2"],
        ],
        0,
        0,
        350,
        0,
      ),
      right: s.linear(
        [
          [0, "#efeae2"],
          [1, "#e2dbd0"],
        ],
        1150,
        0,
        1500,
        0,
      ),
      back: "#f3efe8",
      floor: s.linear(
        [
          [0, "#a88462"],
          [1, "#cdb08a"],
        ],
        0,
        1000,
        0,
        640,
      ),
    }),
    floorBoards(s, cam, W, D, 0.25, "#94714f"),
  );
  // the window over the sink with a garden beyond
  const win = cam.face([
    [-1.7, 1.15, D],
    [-0.3, 1.15, D],
    [-0.3, 2.25, D],
    [-1.7, 2.25, D],
  ]);
  const [wx0, wy1] = cam.p([-1.7, 1.15, D]);
  const [wx1, wy0] = cam.p([-0.3, 2.25, D]);
  s.add(
    path(
      win,
      s.linear(
        [
          [0, "#cfe4ee"],
          [1, "#eef2e6"],
        ],
        0,
        wy0,
        0,
        wy1,
      ),
    ),
    g(
      [
        path(
          rolling(rng, wx0, wx1, () => wy1 - 40, 10, 24, wy1),
          "#7fa86a",
        ),
        path(
          rolling(rng, wx0, wx1, () => wy1 - 14, 6, 18, wy1),
          "#5f8a50",
        ),
      ],
      { "clip-path": s.clip(win) },
    ),
    line(`M${n(wx0)} ${n(wy0)}H${n(wx1)}V${n(wy1)}H${n(wx0)}ZM${n((wx0 + wx1) / 2)} ${n(wy0)}V${n(wy1)}`, "#3a3a3a", 5),
  );
  // backsplash tiles, open shelves with crockery, a hood
  let tiles = "";
  for (let y = 0.95; y < 1.5; y += 0.1) tiles += `M${compact(cam.p([-3.0, y, D]))}H${n(cam.p([1.2, y, D])[0])}`;
  s.add(
    path(
      cam.face([
        [-3.0, 0.94, D],
        [1.2, 0.94, D],
        [1.2, 1.5, D],
        [-3.0, 1.5, D],
      ]),
      "#e9eef0",
    ),
    line(tiles, "#d4dadc", 1.5),
  );
  let shelves = "";
  let jars = "";
  let plates = "";
  for (const y of [1.55, 1.95]) {
    shelves += cam.box(-3.0, -1.9, y, y + 0.04, 6.75, D).front + cam.box(-3.0, -1.9, y, y + 0.04, 6.75, D).bottom;
    for (let x = -2.9; x < -2.0; x += 0.16 + rng() * 0.08) {
      if (rng() < 0.5) {
        const j = cam.cylinder(x + 0.05, y + 0.04, y + 0.04 + between(rng, 0.12, 0.2), 6.88, 0.045, 8);
        jars += j.body + j.top;
      } else {
        const [px, py] = cam.p([x + 0.06, y + 0.13, 6.9]);
        plates += circleD(px, py, 0.09 * cam.scale(6.9));
      }
    }
  }
  s.add(
    path(shelves, "#b88c60"),
    path(jars, "#d9cbb0"),
    path(plates, "#f7f4ee", { stroke: "#d6d0c4", "stroke-width": 2 }),
  );
  // base cabinets, worktop, sink and tap; tall cabinets to the right
  const base = cam.box(-3.0, 1.2, 0.08, 0.9, 6.4, D);
  const top = cam.box(-3.05, 1.25, 0.9, 0.95, 6.35, D);
  const tall = cam.box(1.3, 3.2, 0, 2.4, 6.4, D);
  let doors = "";
  for (let x = -3.0; x < 1.2; x += 0.6) doors += `M${compact(cam.p([x, 0.08, 6.4]))}V${n(cam.p([x, 0.9, 6.4])[1])}`;
  let knobs = "";
  for (let x = -2.7; x < 1.2; x += 0.6) knobs += circleD(...cam.p([x, 0.78, 6.4]), 3);
  let tallDoors = "";
  for (const x of [1.93, 2.56]) tallDoors += `M${compact(cam.p([x, 0, 6.4]))}V${n(cam.p([x, 2.4, 6.4])[1])}`;
  s.add(
    path(tall.front, "#8fa38a"),
    path(tall.side, "#7a8f76"),
    line(tallDoors, "#6f8470", 2),
    path(base.front, "#8fa38a"),
    line(doors, "#6f8470", 2),
    path(knobs, "#c8a25a"),
    path(cam.box(-3.0, 1.2, 0, 0.08, 6.45, D).front, "#4a4a48"),
    path(top.top, "#efe9de"),
    path(top.front, "#d9d1c2"),
    path(
      cam.face([
        [-1.3, 0.951, 6.45],
        [-0.7, 0.951, 6.45],
        [-0.7, 0.951, 6.85],
        [-1.3, 0.951, 6.85],
      ]),
      "#b8bcbc",
    ),
    line(
      `M${compact(cam.p([-1.0, 0.95, 6.9]))}V${n(cam.p([-1.0, 1.25, 6.9])[1])}Q${n(cam.p([-1.0, 1.3, 6.9])[0])} ${n(cam.p([-1.0, 1.33, 6.9])[1])} ${n(cam.p([-0.9, 1.3, 6.75])[0])} ${n(cam.p([-0.9, 1.3, 6.75])[1])}`,
      "#3a3a3a",
      4,
    ),
    // a hood over the hob
    path(
      cam.face([
        [0.35, 1.6, 6.7],
        [1.05, 1.6, 6.7],
        [0.95, 2.1, 6.85],
        [0.45, 2.1, 6.85],
      ]),
      "#3a3a3a",
    ),
    path(
      cam.face([
        [0.35, 0.951, 6.5],
        [1.05, 0.951, 6.5],
        [1.05, 0.951, 6.9],
        [0.35, 0.951, 6.9],
      ]),
      "#2a2a2a",
    ),
    // a bowl of lemons and a plant on the worktop
    path(
      circleD(...cam.p([-2.6, 1.0, 6.6]), 12) +
        circleD(...cam.p([-2.5, 1.0, 6.6]), 12) +
        circleD(...cam.p([-2.55, 1.04, 6.62]), 12),
      "#e8c03a",
    ),
    pottedPlant(rng, ...cam.p([-1.95, 0.95, 6.7]), 0.55 * cam.scale(6.7), {
      pot: "#c8794e",
      potShade: "#a8623e",
      leaf: "#4a7a4e",
      leafLit: "#7aaa62",
    }),
  );
  // the dining table and six chairs: far chairs first, then near ones, then the table
  const chair = (x: number, z: number, outer: number): string => {
    const seat = cam.box(Math.min(x, x + outer * 0.44), Math.max(x, x + outer * 0.44), 0.44, 0.48, z, z + 0.44);
    const bx = x + outer * 0.44;
    const x0 = Math.min(bx, bx - outer * 0.04);
    const x1 = Math.max(bx, bx - outer * 0.04);
    const back = cam.box(x0, x1, 0.72, 0.92, z + 0.02, z + 0.42);
    let posts = "";
    for (const pz of [z + 0.02, z + 0.38])
      posts += cam.box(x0, x1, 0.48, 0.72, pz, pz + 0.04).side + cam.box(x0, x1, 0.48, 0.72, pz, pz + 0.04).front;
    let legs = "";
    for (const [lx, lz] of [
      [x, z],
      [bx, z],
    ] as const)
      legs += cam.box(lx - 0.02, lx + 0.02, 0, 0.44, lz + 0.02, lz + 0.05).front;
    return g([
      path(legs, "#3a2a1e"),
      path(seat.top, "#c99a6a"),
      path(seat.front + seat.side, "#a47a52"),
      path(posts, "#6a4a30"),
      path(back.side + back.front + back.top, "#8a6440"),
    ]);
  };
  s.add(
    path(
      cam.face([
        [-1.5, 0.004, 3.0],
        [1.5, 0.004, 3.0],
        [1.5, 0.004, 5.9],
        [-1.5, 0.004, 5.9],
      ]),
      "#d9cdb6",
    ),
  );
  s.add(
    path(
      cam.face([
        [-1.4, 0.005, 3.1],
        [1.4, 0.005, 3.1],
        [1.4, 0.005, 5.8],
        [-1.4, 0.005, 5.8],
      ]),
      "none",
      { stroke: "#b9a98c", "stroke-width": 3 },
    ),
  );
  for (const z of [5.0, 4.3, 3.6]) s.add(chair(-0.62, z, -1), chair(0.62, z, 1));
  const table = cam.box(-0.6, 0.6, 0.72, 0.77, 3.3, 5.6);
  let tLegs = "";
  for (const [x, z] of [
    [-0.55, 3.35],
    [0.5, 3.35],
  ] as const)
    tLegs += cam.box(x, x + 0.05, 0, 0.72, z, z + 0.05).front;
  s.add(
    path(tLegs, "#6a4a30"),
    path(
      table.top,
      s.linear(
        [
          [0, "#c9a070"],
          [1, "#e0bf92"],
        ],
        0,
        820,
        0,
        560,
      ),
    ),
    path(table.front, "#9a7048"),
  );
  // places laid for six, a vase of flowers, bread on a board
  let platesT = "";
  let glasses = "";
  for (const z of [3.8, 4.5, 5.2]) {
    for (const x of [-0.38, 0.38]) {
      platesT += cam.disc(x, 0.775, z, 0.13, 0.13, 16);
      const gl = cam.cylinder(x + (x < 0 ? 0.15 : -0.15), 0.775, 0.87, z - 0.15, 0.03, 8);
      glasses += gl.body + gl.top;
    }
  }
  const vase = cam.cylinder(0, 0.775, 0.95, 4.2, 0.06, 10);
  const [vx, vy] = cam.p([0, 0.95, 4.2]);
  const vk = cam.scale(4.2);
  let blooms = "";
  for (let i = 0; i < 7; i += 1)
    blooms += circleD(vx + between(rng, -0.12, 0.12) * vk, vy - between(rng, 0.08, 0.22) * vk, 0.035 * vk);
  s.add(
    path(platesT, "#f7f4ee"),
    path(glasses, "#dfeaf0", { opacity: 0.8 }),
    line(`M${n(vx)} ${n(vy)}l-14 -40M${n(vx)} ${n(vy)}l10 -46M${n(vx)} ${n(vy)}l24 -30`, "#5a7a4a", 2.5),
    path(blooms, "#e8916a"),
    path(vase.body + vase.top, "#e9e4da"),
    path(
      cam.face([
        [-0.25, 0.78, 4.65],
        [0.25, 0.78, 4.65],
        [0.25, 0.78, 4.95],
        [-0.25, 0.78, 4.95],
      ]),
      "#8a6440",
    ),
    path(ellipseD(...cam.p([0, 0.82, 4.8]), 0.16 * cam.scale(4.8), 0.05 * cam.scale(4.8)), "#d9a25e"),
  );
  // three pendant lamps over the table
  for (const [x, z] of [
    [-0.28, 4.5],
    [0.28, 4.5],
  ] as const) {
    const [lx, ly] = cam.p([x, 1.62, z]);
    const k = cam.scale(z);
    s.add(
      line(`M${n(lx)} ${n(cam.p([x, H, z])[1])}V${n(ly)}`, "#2b2b2e", 1.5),
      path(
        `M${n(lx - 0.16 * k)} ${n(ly + 0.2 * k)}L${n(lx - 0.05 * k)} ${n(ly)}H${n(lx + 0.05 * k)}L${n(lx + 0.16 * k)} ${n(ly + 0.2 * k)}Z`,
        "#2f3a34",
      ),
      ellipse(lx, ly + 0.2 * k, 0.15 * k, 0.025 * k, "#fff1c8"),
    );
  }
  s.add(
    pottedPlant(rng, ...cam.p([2.6, 0, 4.2]), 1.3 * cam.scale(4.2), {
      pot: "#e8e0d2",
      potShade: "#cfc4b2",
      leaf: "#3f6a46",
      leafLit: "#6a9a5a",
    }),
    glowOverlay(s, 750, 500, 900, "#fff4dc", 0.2),
    vignette(s, "#3a3026", 0.22),
  );
  return s;
}

/** A bathroom with a freestanding tub under a big window, oak slats and a floating vanity. */
function bathroom(): Scene {
  const s = new Scene("A bathroom with a freestanding bathtub by a big window, wood accents and plants");
  const rng = seeded(127);
  const cam = new Camera(1.35, 1000, 750, 420);
  const W = 2.4;
  const H = 2.7;
  const D = 5;
  s.add(
    roomShell(cam, W, H, D, {
      ceiling: "#f2efea",
      left: s.linear(
        [
          [0, "#a87e56"],
          [1, "#c49a6e"],
        ],
        0,
        0,
        420,
        0,
      ),
      right: s.linear(
        [
          [0, "#e8e4dc"],
          [1, "#d8d2c8"],
        ],
        1100,
        0,
        1500,
        0,
      ),
      back: "#e9e5de",
      floor: s.linear(
        [
          [0, "#a9a398"],
          [1, "#cdc7bb"],
        ],
        0,
        1000,
        0,
        640,
      ),
    }),
  );
  // large floor tiles
  let grid = "";
  for (let x = -W; x <= W; x += 0.6) grid += `M${compact(cam.p([x, 0, 0.8]))}L${compact(cam.p([x, 0, D]))}`;
  for (let z = 1.2; z < D; z += 0.6) grid += `M${compact(cam.p([-W, 0, z]))}L${compact(cam.p([W, 0, z]))}`;
  s.add(
    g(line(grid, "#9c968a", 1.5, { opacity: 0.6 }), {
      "clip-path": s.clip(
        cam.face([
          [-W, 0, 0.8],
          [W, 0, 0.8],
          [W, 0, D],
          [-W, 0, D],
        ]),
      ),
    }),
  );
  // oak slats along the left wall
  let slats = "";
  for (let z = 1; z < D; z += 0.09) slats += `M${compact(cam.p([-W, 0, z]))}L${compact(cam.p([-W, H, z]))}`;
  s.add(line(slats, "#8a6442", 2, { opacity: 0.7 }));
  // the big window with birches outside
  const win = cam.face([
    [-1.3, 0.6, D],
    [1.3, 0.6, D],
    [1.3, 2.35, D],
    [-1.3, 2.35, D],
  ]);
  const [wx0, wy1] = cam.p([-1.3, 0.6, D]);
  const [wx1, wy0] = cam.p([1.3, 2.35, D]);
  let birch = "";
  let marks = "";
  for (let i = 0; i < 7; i += 1) {
    const bx = between(rng, wx0, wx1);
    const bw = between(rng, 6, 14);
    birch += `M${Math.round(bx)} ${Math.round(wy1)}h${Math.round(bw)}l-2 ${Math.round(wy0 - wy1)}h${Math.round(-bw + 4)}Z`;
    for (let m = 0; m < 5; m += 1)
      marks += `M${Math.round(bx)} ${Math.round(between(rng, wy0, wy1))}h${Math.round(bw * 0.6)}v3h${Math.round(-bw * 0.6)}Z`;
  }
  s.add(
    g(
      [
        rect(
          wx0,
          wy0,
          wx1 - wx0,
          wy1 - wy0,
          s.linear(
            [
              [0, "#d6e6e8"],
              [1, "#eef0e4"],
            ],
            0,
            wy0,
            0,
            wy1,
          ),
        ),
        path(
          rolling(rng, wx0 - 10, wx1 + 10, () => wy0 + 60, 20, 40, wy1),
          "#9fbf8a",
          { opacity: 0.8 },
        ),
        path(
          rolling(rng, wx0 - 10, wx1 + 10, () => wy1 - 60, 12, 30, wy1),
          "#7aa06a",
        ),
        path(birch, "#f4f1ea"),
        path(marks, "#3a3a34"),
      ],
      { "clip-path": s.clip(win) },
    ),
    line(`M${n(wx0)} ${n(wy0)}H${n(wx1)}V${n(wy1)}H${n(wx0)}ZM${n((wx0 + wx1) / 2)} ${n(wy0)}V${n(wy1)}`, "#2e2e2e", 6),
    path(cam.box(-1.4, 1.4, 0.55, 0.6, 4.85, D).top, "#d8d2c6"),
  );
  // a round mirror and floating oak vanity with a basin on the left wall
  const mirror: [number, number, number][] = [];
  for (let i = 0; i < 24; i += 1) {
    const a = (i / 24) * Math.PI * 2;
    mirror.push([-W + 0.001, 1.55 + Math.sin(a) * 0.35, 3.4 + Math.cos(a) * 0.35]);
  }
  const vanity = cam.box(-W, -W + 0.5, 0.72, 0.84, 2.8, 4.0);
  const basin = cam.cylinder(-W + 0.26, 0.84, 0.98, 3.4, 0.2, 14);
  s.add(
    path(cam.face(mirror), "#cfdfe4", { stroke: "#2e2e2e", "stroke-width": 4 }),
    path(vanity.front + vanity.side, "#8a6442"),
    path(vanity.top, "#b8895c"),
    path(vanity.bottom, "#6a4a30"),
    path(basin.body, "#f4f2ee"),
    path(basin.top, "#dcdad4"),
    line(`M${compact(cam.p([-W + 0.03, 1.15, 3.4]))}l16 4`, "#2e2e2e", 4),
  );
  // the freestanding tub with its floor tap
  const tub = cam.cylinder(0.1, 0.02, 0.56, 3.7, 0.88, 24, 0.42, 0.8);
  const inner = cam.disc(0.1, 0.56, 3.7, 0.79, 0.34, 40);
  const water = cam.disc(0.1, 0.54, 3.72, 0.74, 0.29, 40);
  const tapY = cam.p([1.15, 1.0, 3.7])[1];
  const tapBase = cam.p([1.15, 0, 3.7]);
  s.add(
    ellipse(...cam.p([0.2, 0, 3.75]), 0.95 * cam.scale(3.7), 0.12 * cam.scale(3.7), "#6a6458", { opacity: 0.25 }),
    path(
      tub.body,
      s.linear(
        [
          [0, "#e6e4de"],
          [0.5, "#ffffff"],
          [1, "#d6d3cc"],
        ],
        cam.p([-0.75, 0, 3.7])[0],
        0,
        cam.p([0.95, 0, 3.7])[0],
        0,
      ),
    ),
    path(tub.top, "#fbfaf7"),
    path(inner, "#e8e6e0"),
    path(
      water,
      s.linear(
        [
          [0, "#cfe4e8"],
          [1, "#a8cdd4"],
        ],
        0,
        540,
        0,
        600,
      ),
    ),
    line(`M${compact(tapBase)}V${n(tapY)}q0 -16 -16 -16h-30`, "#2e2e2e", 5),
  );
  // a stool with towels and a candle; a ladder with towels on the right; plants
  const stool = cam.cylinder(-1.25, 0, 0.42, 3.5, 0.17, 14);
  const towelStack = cam.box(-1.4, -1.1, 0.42, 0.54, 3.38, 3.62);
  const candle = cam.cylinder(-1.18, 0.54, 0.64, 3.5, 0.035, 10);
  const [cfx, cfy] = cam.p([-1.18, 0.68, 3.5]);
  s.add(
    path(stool.body, "#8a6442"),
    path(stool.top, "#b8895c"),
    path(towelStack.front + towelStack.side, "#e6ddcc"),
    path(towelStack.top, "#f1eadc"),
    line(`M${compact(cam.p([-1.4, 0.48, 3.38]))}H${n(cam.p([-1.1, 0.48, 3.38])[0])}`, "#cfc3ae", 2),
    path(candle.body + candle.top, "#f6f0e2"),
    path(`M${n(cfx)} ${n(cfy - 10)}q4 7 0 12q-4 -5 0 -12Z`, "#f2b84a"),
  );
  // a towel ladder leaning on the right wall, a towel over one rung
  const lerp = (a: readonly [number, number], b: readonly [number, number], t: number): [number, number] => [
    a[0] + (b[0] - a[0]) * t,
    a[1] + (b[1] - a[1]) * t,
  ];
  const foot1 = cam.p([W - 0.4, 0, 3.3]);
  const top1 = cam.p([W - 0.02, 1.8, 3.4]);
  const foot2 = cam.p([W - 0.4, 0, 3.8]);
  const top2 = cam.p([W - 0.02, 1.8, 3.9]);
  let rungs = "";
  for (let t = 0.15; t < 1; t += 0.2) rungs += `M${compact(lerp(foot1, top1, t))}L${compact(lerp(foot2, top2, t))}`;
  const [t1x, t1y] = lerp(foot1, top1, 0.55);
  const [t2x, t2y] = lerp(foot2, top2, 0.55);
  s.add(
    line(`M${compact(foot1)}L${compact(top1)}M${compact(foot2)}L${compact(top2)}${rungs}`, "#9a7048", 7),
    path(
      poly([
        [t1x, t1y],
        [t2x, t2y],
        [t2x - 6, t2y + 150],
        [t1x - 10, t1y + 130],
      ]),
      "#7d9a88",
    ),
    pottedPlant(rng, ...cam.p([1.9, 0, 4.6]), 1.1 * cam.scale(4.6), {
      pot: "#e8e0d2",
      potShade: "#cfc4b2",
      leaf: "#4f7a56",
      leafLit: "#7aa26a",
    }),
    glowOverlay(s, 750, 300, 1000, "#fff8ec", 0.3),
    vignette(s, "#3a342a", 0.2),
  );
  return s;
}

/** A wooden terrace at sunset: a steaming hot tub, two loungers, the lake below. */
function terrace(): Scene {
  const s = new Scene("A wooden terrace with a hot tub and lounge chairs at sunset, overlooking a lake");
  const rng = seeded(131);
  const cam = new Camera(1.6, 950, 750, 520);
  const horizon = 520;
  // the sunset sky and the landscape below the deck
  s.add(
    rect(
      0,
      0,
      1500,
      1000,
      s.linear(
        [
          [0, "#3a3a6a"],
          [0.3, "#9a5a7a"],
          [0.48, "#f08a5a"],
          [0.55, "#ffc870"],
        ],
        0,
        0,
        0,
        1000,
      ),
    ),
    sun(s, 980, horizon - 30, 46, "#fff2c8", "#ffb060", 8),
    cloud(s, rng, 200, 170, 360, 40, "#f6a07a", "#8a4a6a", 1, 0.8),
    cloud(s, rng, 1100, 120, 260, 30, "#f6a07a", "#8a4a6a", 1, 0.7),
    path(
      rolling(rng, -20, 1520, (x) => horizon - 40 - Math.sin(x / 300) * 30, 10, 60, horizon + 10),
      "#7a4a6a",
    ),
    path(
      forestEdge(rng, -20, 700, (x) => horizon - 10 + x * 0.02, 10, 30, 12, horizon + 30),
      "#4a2e48",
    ),
    rect(
      0,
      horizon,
      1500,
      200,
      s.linear(
        [
          [0, "#f6a86a"],
          [1, "#7a4a6a"],
        ],
        0,
        horizon,
        0,
        horizon + 200,
      ),
    ),
    path(ripples(rng, { x0: 880, x1: 1080, y0: horizon + 4, y1: horizon + 180 }, 30, [10, 60], 2.5), "#fff0c0", {
      opacity: 0.8,
    }),
    path(
      forestEdge(
        rng,
        900,
        1520,
        (x) => horizon + 60 - (x - 1000) * 0.1 + Math.max(0, 1060 - x) * 1.3,
        30,
        80,
        20,
        horizon + 200,
      ),
      "#3a2238",
    ),
  );
  // the deck running out to a railing
  const deck = cam.face([
    [-7, 0, 1.2],
    [7, 0, 1.2],
    [7, 0, 7.5],
    [-7, 0, 7.5],
  ]);
  let planks = "";
  for (let x = -7; x <= 7; x += 0.16) planks += `M${compact(cam.p([x, 0, 1.2]))}L${compact(cam.p([x, 0, 7.5]))}`;
  s.add(
    path(
      deck,
      s.linear(
        [
          [0, "#6a3e2a"],
          [1, "#c0794a"],
        ],
        0,
        1000,
        0,
        640,
      ),
    ),
    g(line(planks, "#5a3220", 2, { opacity: 0.6 }), { "clip-path": s.clip(deck) }),
    path(
      cam.face([
        [-7, 0, 7.5],
        [7, 0, 7.5],
        [7, -0.25, 7.5],
        [-7, -0.25, 7.5],
      ]),
      "#4a2a1c",
    ),
  );
  // the long light of the sun across the boards
  s.add(
    path(
      cam.face([
        [0.6, 0.002, 7.5],
        [1.6, 0.002, 7.5],
        [0.2, 0.002, 1.2],
        [-1.4, 0.002, 1.2],
      ]),
      "#ffc070",
      { opacity: 0.25 },
    ),
  );
  // railing posts and rail with a string of lights
  let posts = "";
  for (let x = -7; x <= 7; x += 0.8) posts += cam.box(x - 0.04, x + 0.04, 0, 1.0, 7.4, 7.48).front;
  let bulbs = "";
  for (let x = -6.9; x < 7; x += 0.3)
    bulbs += circleD(...cam.p([x, 1.3 - Math.abs(Math.sin((x + 3.2) * 1.96)) * 0.12, 7.45]), 3.5);
  s.add(
    path(posts, "#3a2218"),
    path(
      cam.face([
        [-7, 1.0, 7.4],
        [7, 1.0, 7.4],
        [7, 1.06, 7.4],
        [-7, 1.06, 7.4],
      ]),
      "#3a2218",
    ),
    line(`M${compact(cam.p([-7, 0.55, 7.45]))}H${n(cam.p([7, 0.55, 7.45])[0])}`, "#3a2218", 3),
    path(bulbs, "#ffe6a0"),
  );
  // the hot tub: a round cedar tub with steaming water
  const tub = cam.cylinder(-1.5, 0, 0.95, 4.6, 1.0, 24);
  const water = cam.disc(-1.5, 0.88, 4.6, 0.9, 0.9, 40);
  let staves = "";
  for (let i = 1; i < 16; i += 1) {
    const a = Math.PI + (i / 16) * Math.PI;
    staves += `M${compact(cam.p([-1.5 + Math.cos(a) * 1.0, 0, 4.6 + Math.sin(a)]))}L${compact(cam.p([-1.5 + Math.cos(a) * 1.0, 0.95, 4.6 + Math.sin(a)]))}`;
  }
  const hoop = (y: number): string => {
    let d = "";
    for (let i = 0; i <= 16; i += 1) {
      const a = Math.PI + (i / 16) * Math.PI;
      d += `${i ? "L" : "M"}${compact(cam.p([-1.5 + Math.cos(a) * 1.005, y, 4.6 + Math.sin(a) * 1.005]))}`;
    }
    return d;
  };
  const [tx, ty] = cam.p([-1.5, 0.9, 4.6]);
  s.add(
    path(
      tub.body,
      s.linear(
        [
          [0, "#6a3a24"],
          [0.6, "#b8703e"],
          [1, "#7a4428"],
        ],
        cam.p([-2.5, 0, 4.6])[0],
        0,
        cam.p([-0.5, 0, 4.6])[0],
        0,
      ),
    ),
    line(staves, "#5a301c", 1.5, { opacity: 0.6 }),
    line(hoop(0.2) + hoop(0.75), "#2a2a2a", 4),
    path(tub.top, "#8a5230"),
    path(
      water,
      s.radial(
        [
          [0, "#bfe8e0"],
          [1, "#4f9a9a"],
        ],
        tx,
        ty,
        160,
      ),
    ),
    path(
      `M${n(tx - 60)} ${n(ty - 4)}C${n(tx - 80)} ${n(ty - 60)} ${n(tx - 20)} ${n(ty - 80)} ${n(tx - 40)} ${n(ty - 140)}C${n(tx)} ${n(ty - 100)} ${n(tx - 30)} ${n(ty - 50)} ${n(tx)} ${n(ty - 4)}ZM${n(tx + 20)} ${n(ty - 2)}C${n(tx + 10)} ${n(ty - 50)} ${n(tx + 60)} ${n(ty - 70)} ${n(tx + 40)} ${n(ty - 120)}C${n(tx + 80)} ${n(ty - 80)} ${n(tx + 50)} ${n(ty - 40)} ${n(tx + 70)} ${n(ty - 2)}Z`,
      "#ffffff",
      { opacity: 0.35, filter: s.blur(6) },
    ),
    // steps up to the tub
    path(cam.box(-1.0, -0.4, 0, 0.3, 3.45, 3.75).front, "#7a4428"),
    path(cam.box(-1.0, -0.4, 0, 0.3, 3.45, 3.75).top, "#a8643a"),
  );
  // two loungers facing the view, a side table with drinks
  // loungers seen side-on, heads to the right, so their shape reads at a glance
  const lounger = (z: number): string => {
    const x0 = 0.6;
    const x1 = 2.5;
    const frame = cam.box(x0, x1, 0.14, 0.3, z, z + 0.7);
    const cushion = cam.box(x0 + 0.03, x1 - 0.55, 0.3, 0.38, z + 0.03, z + 0.67);
    const back = cam.face([
      [x1 - 0.55, 0.38, z + 0.03],
      [x1 - 0.1, 0.9, z + 0.03],
      [x1 - 0.1, 0.9, z + 0.67],
      [x1 - 0.55, 0.38, z + 0.67],
    ]);
    const backSide = cam.face([
      [x1 - 0.55, 0.3, z],
      [x1 - 0.1, 0.84, z],
      [x1 - 0.02, 0.84, z],
      [x1 - 0.4, 0.3, z],
    ]);
    let legs = "";
    for (const lx of [x0 + 0.05, x1 - 0.1]) legs += cam.box(lx, lx + 0.05, 0, 0.14, z + 0.02, z + 0.06).front;
    return g([
      path(legs, "#3a2218"),
      path(frame.top + frame.side, "#a8643a"),
      path(frame.front, "#7a4428"),
      path(cushion.top, "#efe4d0"),
      path(cushion.front, "#d9ccb4"),
      path(back, "#e6d8c0"),
      path(backSide, "#8a5230"),
    ]);
  };
  const side = cam.box(1.3, 1.7, 0.4, 0.45, 4.35, 4.75);
  const gl1 = cam.cylinder(1.43, 0.45, 0.6, 4.5, 0.03, 8);
  const gl2 = cam.cylinder(1.57, 0.45, 0.6, 4.6, 0.03, 8);
  s.add(
    lounger(5.2),
    path(cam.box(1.47, 1.53, 0, 0.4, 4.52, 4.58).front, "#3a2218"),
    path(side.top + side.front, "#8a5230"),
    path(gl1.body + gl2.body, "#a8283a", { opacity: 0.9 }),
    lounger(3.5),
    // a big pot of grasses in the near corner, lanterns on the boards
    pottedPlant(rng, ...cam.p([2.7, 0, 2.6]), 1.3 * cam.scale(2.6), {
      pot: "#3a3a3a",
      potShade: "#2a2a2a",
      leaf: "#5a6a3a",
      leafLit: "#9aa05a",
    }),
    glowOverlay(s, 980, horizon - 30, 1100, "#ffb060", 0.25),
    vignette(s, "#2a1020", 0.4),
  );
  const lantern = (x: number, z: number): string => {
    const [lx, ly] = cam.p([x, 0.35, z]);
    const k = cam.scale(z);
    return g([
      rect(lx - 0.09 * k, ly, 0.18 * k, 0.3 * k, "#2a2a2a"),
      rect(lx - 0.07 * k, ly + 0.04 * k, 0.14 * k, 0.22 * k, "#ffd37a"),
      circle(
        lx,
        ly + 0.15 * k,
        0.6 * k,
        s.radial(
          [
            [0, "#ffd37a", 0.45],
            [1, "#ffd37a", 0],
          ],
          lx,
          ly + 0.15 * k,
          0.6 * k,
        ),
      ),
    ]);
  };
  s.add(lantern(0.35, 3.1));
  return s;
}

/** A summer garden: a picnic table on the lawn, a kettle barbecue, a hammock between trees. */
function garden(): Scene {
  const s = new Scene("A summer garden with a picnic table, a barbecue and a hammock between two trees");
  const rng = seeded(137);
  const cam = new Camera(1.6, 950, 750, 430);
  const horizon = 430;
  const trees = { trunk: "#5a4634", light: "#9ac05a", mid: "#6a9a44", dark: "#44703a" };
  s.add(
    rect(
      0,
      0,
      1500,
      horizon + 40,
      s.linear(
        [
          [0, "#5f9fd6"],
          [1, "#cfe6ee"],
        ],
        0,
        0,
        0,
        horizon,
      ),
    ),
    cloud(s, rng, 160, 140, 280, 50, "#ffffff", "#c8d8e6", -1, 0.9),
    cloud(s, rng, 980, 90, 220, 40, "#ffffff", "#c8d8e6", -1, 0.8),
    path(
      rolling(rng, -20, 1520, () => horizon - 70, 24, 60, horizon + 40),
      "#5f8a5a",
    ),
  );
  // the lawn with mowing stripes, a hedge and a fence at the back
  const lawn = cam.face([
    [-14, 0, 1],
    [14, 0, 1],
    [14, 0, 14],
    [-14, 0, 14],
  ]);
  let stripes = "";
  for (let x = -14; x < 14; x += 1.2)
    stripes += cam.face([
      [x, 0.001, 1],
      [x + 0.6, 0.001, 1],
      [x + 0.6, 0.001, 14],
      [x, 0.001, 14],
    ]);
  const [, hedgeY] = cam.p([0, 1.4, 14]);
  s.add(
    path(
      rolling(rng, -20, 1520, () => hedgeY, 8, 30, cam.p([0, 0, 14])[1] + 2),
      "#3f6a38",
    ),
    path(
      lawn,
      s.linear(
        [
          [0, "#5e9a3a"],
          [1, "#8cc25a"],
        ],
        0,
        1000,
        0,
        horizon,
      ),
    ),
    g(path(stripes, "#a4d06a", { opacity: 0.25 }), { "clip-path": s.clip(lawn) }),
  );
  let fence = "";
  for (let x = -9; x < 9; x += 0.25) fence += cam.box(x, x + 0.12, 0, 1.0, 12.5, 12.55).front;
  s.add(
    path(fence, "#d8c8a8"),
    path(
      cam.face([
        [-9, 0.75, 12.45],
        [9, 0.75, 12.45],
        [9, 0.82, 12.45],
        [-9, 0.82, 12.45],
      ]),
      "#c8b690",
    ),
  );
  // flower borders along the fence
  let flowersD = "";
  let flowers2 = "";
  for (let i = 0; i < 90; i += 1) {
    const [fx, fy] = cam.p([between(rng, -8, 8), between(rng, 0.2, 0.6), between(rng, 11.6, 12.3)]);
    if (i % 2) flowersD += circleD(fx, fy, 4);
    else flowers2 += circleD(fx, fy, 4);
  }
  s.add(
    path(
      rolling(rng, -20, 1520, () => cam.p([0, 0.55, 12])[1], 6, 22, cam.p([0, 0, 11.6])[1]),
      "#4f8a3e",
    ),
    path(flowersD, "#e86a8a"),
    path(flowers2, "#f2d04a"),
  );
  // two trees with a hammock slung between them
  const t1 = cam.p([2.2, 0, 7]);
  const t2 = cam.p([4.6, 0, 7]);
  const k8 = cam.scale(7);
  s.add(roundTree(rng, t1[0], t1[1], 1.4 * k8, trees), roundTree(rng, t2[0], t2[1], 1.6 * k8, trees, false));
  const h1 = cam.p([2.2, 1.5, 7]);
  const h2 = cam.p([4.6, 1.5, 7]);
  const sag = 0.9 * k8;
  s.add(
    line(
      `M${compact(h1)}L${n(h1[0] + 0.35 * k8)} ${n(h1[1] + 0.3 * k8)}M${compact(h2)}L${n(h2[0] - 0.35 * k8)} ${n(h2[1] + 0.3 * k8)}`,
      "#8a7a60",
      2,
    ),
    path(
      `M${n(h1[0] + 0.35 * k8)} ${n(h1[1] + 0.3 * k8)}Q${n((h1[0] + h2[0]) / 2)} ${n(h1[1] + sag * 1.5)} ${n(h2[0] - 0.35 * k8)} ${n(h2[1] + 0.3 * k8)}Q${n((h1[0] + h2[0]) / 2)} ${n(h1[1] + sag * 1.1)} ${n(h1[0] + 0.35 * k8)} ${n(h1[1] + 0.3 * k8)}Z`,
      "#e8583c",
    ),
    line(
      `M${n(h1[0] + 0.5 * k8)} ${n(h1[1] + 0.45 * k8)}Q${n((h1[0] + h2[0]) / 2)} ${n(h1[1] + sag * 1.38)} ${n(h2[0] - 0.5 * k8)} ${n(h2[1] + 0.45 * k8)}`,
      "#f6e6c8",
      4,
    ),
  );
  // the house wall on the left with a door onto the garden
  s.add(
    path(
      cam.face([
        [-3.2, 0, 1],
        [-3.2, 3, 1],
        [-3.2, 3, 7],
        [-3.2, 0, 7],
      ]),
      "#3f4a4a",
    ),
    line(
      Array.from({ length: 40 }, (_, i) => 1 + i * 0.15)
        .map((z) => `M${compact(cam.p([-3.2, 0, z]))}L${compact(cam.p([-3.2, 3, z]))}`)
        .join(""),
      "#2f3838",
      1.5,
    ),
    path(
      cam.face([
        [-3.2, 0, 4.2],
        [-3.2, 2.1, 4.2],
        [-3.2, 2.1, 5.2],
        [-3.2, 0, 5.2],
      ]),
      "#cfe0e6",
    ),
    line(`M${compact(cam.p([-3.2, 0, 4.7]))}L${compact(cam.p([-3.2, 2.1, 4.7]))}`, "#2a2a2a", 4),
    path(
      cam.box(-3.2, -2.2, 0, 0.12, 3.6, 6.2).top +
        cam.box(-3.2, -2.2, 0, 0.12, 3.6, 6.2).front +
        cam.box(-3.2, -2.2, 0, 0.12, 3.6, 6.2).side,
      "#a8825a",
    ),
  );
  // the kettle barbecue
  const [bx, by] = cam.p([-1.2, 0.85, 5.2]);
  const bk = cam.scale(5.2);
  const foot = cam.p([-1.2, 0, 5.2]);
  s.add(
    line(
      `M${n(bx - 0.2 * bk)} ${n(by + 0.1 * bk)}L${n(foot[0] - 0.25 * bk)} ${n(foot[1])}M${n(bx + 0.2 * bk)} ${n(by + 0.1 * bk)}L${n(foot[0] + 0.25 * bk)} ${n(foot[1])}M${n(bx)} ${n(by + 0.2 * bk)}L${n(foot[0])} ${n(foot[1] + 0.05 * bk)}`,
      "#2a2a2a",
      4,
    ),
    path(`M${n(bx - 0.3 * bk)} ${n(by)}A${n(0.3 * bk)} ${n(0.26 * bk)} 0 0 0 ${n(bx + 0.3 * bk)} ${n(by)}Z`, "#2a2a2a"),
    path(`M${n(bx - 0.3 * bk)} ${n(by)}A${n(0.3 * bk)} ${n(0.28 * bk)} 0 0 1 ${n(bx + 0.3 * bk)} ${n(by)}Z`, "#3a3a3a"),
    path(
      `M${n(bx - 0.22 * bk)} ${n(by - 0.12 * bk)}A${n(0.2 * bk)} ${n(0.16 * bk)} 0 0 1 ${n(bx)} ${n(by - 0.26 * bk)}`,
      "none",
      { stroke: "#6a6a6a", "stroke-width": 3 },
    ),
    rect(bx - 0.04 * bk, by - 0.34 * bk, 0.08 * bk, 0.05 * bk, "#8a8a8a"),
    path(
      `M${n(bx - 10)} ${n(by - 0.36 * bk)}C${n(bx - 30)} ${n(by - 0.6 * bk)} ${n(bx + 20)} ${n(by - 0.7 * bk)} ${n(bx)} ${n(by - 0.95 * bk)}C${n(bx + 40)} ${n(by - 0.7 * bk)} ${n(bx)} ${n(by - 0.55 * bk)} ${n(bx + 10)} ${n(by - 0.36 * bk)}Z`,
      "#ffffff",
      { opacity: 0.4, filter: s.blur(5) },
    ),
  );
  // the picnic table with its benches
  const table = cam.box(-0.2, 1.6, 0.72, 0.78, 3.3, 4.1);
  const benchA = cam.box(-0.2, 1.6, 0.42, 0.46, 2.9, 3.15);
  const benchB = cam.box(-0.2, 1.6, 0.42, 0.46, 4.25, 4.5);
  let legs = "";
  for (const x of [0.0, 1.35]) {
    legs += poly([cam.p([x, 0.72, 3.7]), cam.p([x + 0.08, 0.72, 3.7]), cam.p([x + 0.08, 0, 3.0]), cam.p([x, 0, 3.0])]);
    legs += poly([cam.p([x, 0.72, 3.7]), cam.p([x + 0.08, 0.72, 3.7]), cam.p([x + 0.08, 0, 4.4]), cam.p([x, 0, 4.4])]);
  }
  let slatsT = "";
  for (let z = 3.3; z < 4.1; z += 0.16)
    slatsT += `M${compact(cam.p([-0.2, 0.781, z]))}L${compact(cam.p([1.6, 0.781, z]))}`;
  s.add(
    path(
      cam.face([
        [-0.3, 0.002, 3.2],
        [1.6, 0.002, 3.2],
        [1.9, 0.002, 4.4],
        [0, 0.002, 4.4],
      ]),
      "#3f6a2a",
      { opacity: 0.2 },
    ),
    path(benchB.top + benchB.front, "#9a7048"),
    path(legs, "#7a5636"),
    path(table.front + table.side, "#8a6040"),
    path(table.top, "#c49a68"),
    line(slatsT, "#9a7048", 2),
    path(benchA.front + benchA.side, "#8a6040"),
    path(benchA.top, "#c49a68"),
    // a jug of lemonade and glasses on the table
    path(cam.cylinder(0.6, 0.78, 0.98, 3.7, 0.07, 10).body, "#f2d86a", { opacity: 0.9 }),
    path(
      cam.cylinder(0.95, 0.78, 0.88, 3.55, 0.035, 8).body + cam.cylinder(1.2, 0.78, 0.88, 3.85, 0.035, 8).body,
      "#f6e8a8",
    ),
  );
  s.add(
    path(blades(rng, { x0: 0, x1: 1500, y0: 975, y1: 1010 }, 100, [16, 40], 6, 5), "#4f8a2e"),
    glowOverlay(s, 1300, 80, 1200, "#fff6dc", 0.22),
    vignette(s, "#1c3018", 0.25),
  );
  return s;
}

export const INTERIORS: Record<string, () => Scene> = {
  "living-room": livingRoom,
  "fireplace-lounge": fireplaceLounge,
  bedroom,
  kitchen,
  bathroom,
  terrace,
  garden,
  "lake-living-room": lakeLivingRoom,
};
