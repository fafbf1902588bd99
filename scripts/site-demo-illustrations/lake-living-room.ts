/**
 * The lake demo's living room: a minimal room whose whole back wall is glass onto the lake.
 * Kept in its own file so that other scenes can be added to interiors.ts without touching it.
 */
import {
  cumulus,
  g,
  glowOverlay,
  line,
  mirrored,
  n,
  path,
  poly,
  pottedPlant,
  rect,
  ripples,
  Scene,
  seeded,
  vignette,
} from "./kit.ts";
import { Camera } from "./room.ts";

/** A calm, minimal living room with a glass wall onto the lake: a low sofa, a wood stove, an oak table. */
export function lakeLivingRoom(): Scene {
  const s = new Scene(
    "A minimal living room with a glass wall from floor to ceiling onto a lake with sailing boats, a low sofa and a wood stove",
  );
  const rng = seeded(131);
  const cam = new Camera(1.25, 1100, 750, 470);
  const W = 3.2;
  const H = 2.9;
  const D = 6;
  const horizon = cam.cy;
  const [gx0, gy0] = cam.p([-W, H, D]);
  const [gx1, gy1] = cam.p([W, 0, D]);

  // ---- outside, seen through the glass: sky, the far shore, the lake, the deck and the jetty
  const deckEdge = cam.p([0, 0, D + 3.2])[1];
  const outside: string[] = [
    rect(
      gx0,
      gy0,
      gx1 - gx0,
      horizon - gy0,
      s.linear(
        [
          [0, "#7fa9cf"],
          [0.7, "#c9dbe6"],
          [1, "#efe6d2"],
        ],
        0,
        gy0,
        0,
        horizon,
      ),
    ),
    cumulus(s, rng, 230, 330, 330, 110, "#fffaf0", "#a9b8c8", -1),
    cumulus(s, rng, 820, 290, 380, 120, "#fff8ec", "#a4b4c6", -1),
    path(
      `M${gx0} ${horizon}V${horizon - 6}q60-10 120-4t110-2h180q40-12 90-6t90 2h240q50-12 110-6t90 4H${gx1}V${horizon}Z`,
      "#9bb0a8",
    ),
    rect(
      gx0,
      horizon,
      gx1 - gx0,
      deckEdge - horizon,
      s.linear(
        [
          [0, "#d6e2e4"],
          [1, "#6e97b8"],
        ],
        0,
        horizon,
        0,
        deckEdge,
      ),
    ),
    path(ripples(rng, { x0: gx0, x1: gx1, y0: horizon + 3, y1: deckEdge }, 46, [20, 90], 2), "#f6f2e6", {
      opacity: 0.6,
    }),
  ];
  // two sailing boats far out, and the jetty running from the deck into the lake
  const sail = (x: number, y: number, h: number): string => {
    const boat = g([
      path(
        poly([
          [x, y - h],
          [x, y - h * 0.08],
          [x - h * 0.4, y - h * 0.1],
        ]),
        "#fbf8f0",
      ),
      path(
        poly([
          [x + 3, y - h * 0.85],
          [x + h * 0.32, y - h * 0.1],
          [x + 3, y - h * 0.1],
        ]),
        "#efe9de",
      ),
      path(
        poly([
          [x - h * 0.45, y - h * 0.08],
          [x + h * 0.4, y - h * 0.08],
          [x + h * 0.3, y],
          [x - h * 0.35, y],
        ]),
        "#2f4558",
      ),
    ]);
    return g([mirrored(boat, y + 1, { opacity: 0.25 }), boat]);
  };
  const jetty = cam.face([
    [1.5, 0.02, D + 3.2],
    [2.4, 0.02, D + 3.2],
    [2.4, 0.02, D + 16],
    [1.5, 0.02, D + 16],
  ]);
  const deck = cam.face([
    [-W - 2, 0, D],
    [W + 2, 0, D],
    [W + 2, 0, D + 3.2],
    [-W - 2, 0, D + 3.2],
  ]);
  let deckSeams = "";
  for (let z = D + 0.3; z < D + 3.2; z += 0.3) {
    const [ax, ay] = cam.p([-W - 2, 0, z]);
    const [bx] = cam.p([W + 2, 0, z]);
    deckSeams += `M${Math.round(ax)} ${Math.round(ay)}H${Math.round(bx)}`;
  }
  outside.push(
    sail(420, horizon + 10, 44),
    sail(1060, horizon + 6, 30),
    // a skûtsje under its brown sail, far across the lake
    path(
      `M640 ${horizon + 4}h56l-6 6h-44ZM668 ${horizon + 3}v-40q-16 4-26 18l-4 22ZM672 ${horizon + 3}v-36l16 36Z`,
      "#6b4f40",
    ),
    path(jetty, "#b99a74"),
    path(deck, "#a88058"),
    line(deckSeams, "#8d6a48", 1.5, { opacity: 0.7 }),
  );
  s.add(
    rect(0, 0, 1500, 1000, "#f3f0ea"),
    g(outside, { "clip-path": s.clip(`M${n(gx0)} ${n(gy0)}H${n(gx1)}V${n(gy1)}H${n(gx0)}Z`) }),
  );

  // ---- the room: white plaster, a pale oak ceiling, a polished concrete floor
  const near = 0.8;
  s.add(
    path(
      cam.face([
        [-W, H, near],
        [W, H, near],
        [W, H, D],
        [-W, H, D],
      ]),
      s.linear(
        [
          [0, "#cdb597"],
          [1, "#e2d2bc"],
        ],
        0,
        0,
        0,
        gy0,
      ),
    ),
    path(
      cam.face([
        [-W, 0, near],
        [-W, H, near],
        [-W, H, D],
        [-W, 0, D],
      ]),
      s.linear(
        [
          [0, "#e4dfd6"],
          [1, "#f1ede6"],
        ],
        0,
        0,
        gx0,
        0,
      ),
    ),
    path(
      cam.face([
        [W, 0, near],
        [W, H, near],
        [W, H, D],
        [W, 0, D],
      ]),
      s.linear(
        [
          [0, "#efebe4"],
          [1, "#ddd7cd"],
        ],
        gx1,
        0,
        1500,
        0,
      ),
    ),
    path(
      cam.face([
        [-W, 0, near],
        [W, 0, near],
        [W, 0, D],
        [-W, 0, D],
      ]),
      s.linear(
        [
          [0, "#a9a49c"],
          [1, "#d8d3ca"],
        ],
        0,
        1000,
        0,
        gy1,
      ),
    ),
    // the afternoon light falling in through the glass, across the floor
    path(
      cam.face([
        [-W, 0.002, D],
        [W, 0.002, D],
        [W - 0.6, 0.002, 2.6],
        [-W - 0.6, 0.002, 2.6],
      ]),
      "#fff3d6",
      { opacity: 0.3 },
    ),
    // the glass wall's frame: sill, head and the mullions of four sliding panes
    line(
      `${[-W, -1.6, 0, 1.6, W]
        .map((x) => {
          const [ax, ay] = cam.p([x, 0, D]);
          const [, by] = cam.p([x, H, D]);
          return `M${n(ax)} ${n(ay)}V${n(by)}`;
        })
        .join("")}M${n(gx0)} ${n(gy0)}H${n(gx1)}M${n(gx0)} ${n(gy1)}H${n(gx1)}`,
      "#232323",
      6,
      { "stroke-linecap": "butt" },
    ),
    // reflections sliding across the panes
    path(
      poly([
        [gx0 + 120, gy0],
        [gx0 + 190, gy0],
        [gx0 + 60, gy1],
        [gx0 - 10, gy1],
      ]),
      "#ffffff",
      { opacity: 0.1 },
    ),
    path(
      poly([
        [gx1 - 300, gy0],
        [gx1 - 270, gy0],
        [gx1 - 380, gy1],
        [gx1 - 410, gy1],
      ]),
      "#ffffff",
      { opacity: 0.1 },
    ),
  );

  // a wood stove on the right, its black flue rising to the ceiling, and logs in a niche
  const stove = cam.cylinder(2.3, 0.05, 1.05, 5.1, 0.32, 18);
  const legs = cam.cylinder(2.3, 0, 0.05, 5.1, 0.2, 10);
  const [fx0] = cam.p([2.24, 1.05, 5.1]);
  const [fx1, fTop] = cam.p([2.36, H, 5.1]);
  const [, fBottom] = cam.p([2.36, 1.05, 5.1]);
  const [wx, wy] = cam.p([2.3, 0.55, 4.78]);
  const wk = cam.scale(4.78);
  s.add(
    path(cam.disc(2.3, 0.003, 5.1, 0.5, 0.45), "#1c1c1c", { opacity: 0.15 }),
    path(legs.body, "#1a1a1a"),
    path(stove.body, "#262626"),
    path(stove.top, "#3a3a3a"),
    rect(fx0, fTop, fx1 - fx0, fBottom - fTop, "#222222"),
    path(
      `M${n(wx - 0.16 * wk)} ${n(wy + 0.18 * wk)}V${n(wy - 0.1 * wk)}a${n(0.16 * wk)} ${n(0.12 * wk)} 0 0 1 ${n(0.32 * wk)} 0V${n(wy + 0.18 * wk)}Z`,
      "#f0a04a",
    ),
    path(`M${n(wx - 0.1 * wk)} ${n(wy + 0.18 * wk)}q${n(0.1 * wk)} ${n(-0.3 * wk)} ${n(0.2 * wk)} 0Z`, "#ffd88a"),
  );
  // an oak dining table on the left, with a pendant lamp over it
  const top = cam.box(-2.9, -1.9, 0.72, 0.76, 4.9, 5.8);
  const legsD = ["-2.85,4.95", "-1.95,4.95", "-2.85,5.75", "-1.95,5.75"]
    .map((k) => {
      const [x, z] = k.split(",").map(Number) as [number, number];
      return cam.face([
        [x - 0.03, 0, z],
        [x + 0.03, 0, z],
        [x + 0.03, 0.72, z],
        [x - 0.03, 0.72, z],
      ]);
    })
    .join("");
  const bench = cam.box(-2.9, -1.9, 0.4, 0.45, 4.55, 4.75);
  const benchLegs = ["-2.82", "-2.02"]
    .map((x) =>
      cam.face([
        [Number(x), 0, 4.62],
        [Number(x) + 0.05, 0, 4.62],
        [Number(x) + 0.05, 0.4, 4.62],
        [Number(x), 0.4, 4.62],
      ]),
    )
    .join("");
  const [px, pTop] = cam.p([-2.4, H, 5.35]);
  const [, pY] = cam.p([-2.4, 1.5, 5.35]);
  const pk = cam.scale(5.35);
  s.add(
    path(legsD, "#6e5238"),
    path(top.top, "#c9a274"),
    path(top.front + top.side, "#8e6a46"),
    path(bench.top, "#c9a274"),
    path(benchLegs, "#6e5238"),
    path(bench.front + bench.side, "#8e6a46"),
    line(`M${n(px)} ${n(pTop)}V${n(pY)}`, "#2a2a2a", 2),
    path(
      `M${n(px - 0.22 * pk)} ${n(pY + 0.12 * pk)}Q${n(px - 0.2 * pk)} ${n(pY)} ${n(px)} ${n(pY)}Q${n(px + 0.2 * pk)} ${n(pY)} ${n(px + 0.22 * pk)} ${n(pY + 0.12 * pk)}Z`,
      "#2a2a2a",
    ),
    path(
      `M${n(px - 0.2 * pk)} ${n(pY + 0.12 * pk)}h${n(0.4 * pk)}q${n(-0.2 * pk)} ${n(0.04 * pk)} ${n(-0.4 * pk)} 0Z`,
      "#ffe6a8",
    ),
    path(cam.cylinder(-2.5, 0.76, 0.98, 5.35, 0.06, 8).body, "#f2eee6"),
    path(`M${n(cam.p([-2.5, 0.98, 5.35])[0])} ${n(cam.p([-2.5, 0.98, 5.35])[1])}q-14-30 -4-54q4 26 10 54Z`, "#6f8a5a"),
  );

  // a rug and the low sofa, seen from behind, facing the water
  const sofa = "#8e8a82";
  const shade = "#6f6b64";
  const back = cam.box(-1.3, 1.2, 0.14, 0.68, 4.2, 4.4);
  const armL = cam.box(-1.3, -1.1, 0.14, 0.56, 4.2, 5.0);
  const armR = cam.box(1.0, 1.2, 0.14, 0.56, 4.2, 5.0);
  const sofaLegs = ["-1.25", "1.1"]
    .map((x) =>
      cam.face([
        [Number(x), 0, 4.22],
        [Number(x) + 0.05, 0, 4.22],
        [Number(x) + 0.05, 0.14, 4.22],
        [Number(x), 0.14, 4.22],
      ]),
    )
    .join("");
  const cushion = (x: number, colour: string): string => {
    const [cx, cy] = cam.p([x, 0.84, 4.5]);
    const k = cam.scale(4.5);
    return path(
      `M${n(cx - 0.24 * k)} ${n(cy + 0.2 * k)}q${n(-0.02 * k)} ${n(-0.18 * k)} ${n(0.04 * k)} ${n(-0.2 * k)}q${n(0.2 * k)} ${n(-0.04 * k)} ${n(0.4 * k)} 0q${n(0.06 * k)} ${n(0.02 * k)} ${n(0.04 * k)} ${n(0.2 * k)}Z`,
      colour,
    );
  };
  s.add(
    path(
      cam.face([
        [-1.7, 0.004, 3.7],
        [1.6, 0.004, 3.7],
        [1.6, 0.004, 5.4],
        [-1.7, 0.004, 5.4],
      ]),
      "#ddd4c4",
    ),
    path(
      cam.face([
        [-1.35, 0.005, 4.15],
        [1.25, 0.005, 4.15],
        [1.25, 0.005, 4.3],
        [-1.35, 0.005, 4.3],
      ]),
      "#5a554e",
      { opacity: 0.2 },
    ),
    cushion(-0.7, "#c8794e"),
    cushion(0.15, "#e6dccb"),
    cushion(0.85, "#7d8f74"),
    path(armL.top + armR.top, sofa),
    path(armL.front + armR.front + armL.side + armR.side, shade),
    path(back.top, sofa),
    path(back.front, shade),
    path(sofaLegs, "#2a2a2a"),
    // a linen throw over the back of the sofa
    path(
      cam.face([
        [0.25, 0.69, 4.19],
        [0.85, 0.69, 4.19],
        [0.88, 0.3, 4.19],
        [0.22, 0.26, 4.19],
      ]),
      "#d9c7a8",
    ),
    line(
      `M${n(cam.p([-1.3, 0.68, 4.2])[0])} ${n(cam.p([-1.3, 0.68, 4.2])[1])}H${n(cam.p([1.2, 0.68, 4.2])[0])}`,
      "#a8a49c",
      2,
    ),
  );

  // a tall plant in the near right corner, and the light of the lake filling the room
  const [plx, ply] = cam.p([-1.95, 0, 3.3]);
  s.add(
    pottedPlant(rng, plx, ply, 1.05 * cam.scale(3.3), {
      pot: "#d9d4cb",
      potShade: "#bdb6aa",
      leaf: "#3f6a46",
      leafLit: "#6a9a5a",
    }),
    glowOverlay(s, 750, 420, 1100, "#fff4dc", 0.22),
    vignette(s, "#2e2a24", 0.22),
  );
  return s;
}
