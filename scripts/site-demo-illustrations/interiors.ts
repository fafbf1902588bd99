/**
 * The rooms and outdoor spaces of the holiday homes, drawn through the pin-hole camera of
 * room.ts so that every line meets in one vanishing point.
 */
import { Scene, between, boards, circle, compact, ellipse, g, glowOverlay, leaf, line, n, path, pineRow, poly, pottedPlant, rect, ripples, seeded, smoothLand, sun, vignette } from "./kit.ts";
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
    path(cam.face([[-W, H, 1], [W, H, 1], [W, H, D], [-W, H, D]]), "#f6f1ea"),
    path(cam.face([[-W, 0, 1], [-W, H, 1], [-W, H, D], [-W, 0, D]]), s.linear([[0, "#e2d9ca"], [1, "#ebe3d6"]], 0, 0, 300, 0)),
    path(cam.face([[W, 0, 1], [W, H, 1], [W, H, D], [W, 0, D]]), s.linear([[0, "#e6ddd0"], [1, "#d9cfc0"]], 1000, 0, 1500, 0)),
    path(cam.face([[-W, 0, D], [W, 0, D], [W, H, D], [-W, H, D]]), s.linear([[0, "#f6f0e6"], [1, "#e9e0d2"]], 300, 0, 1200, 0)),
  );
  // the big window: a view of a lake between pines, morning light
  const win: [Vec, Vec] = [[-2.7, 0.05, D], [0.3, 2.55, D]];
  const [wx0, wy1] = cam.p(win[0]);
  const [wx1, wy0] = cam.p(win[1]);
  const view = s.clip(poly([[wx0, wy0], [wx1, wy0], [wx1, wy1], [wx0, wy1]]));
  const trees = pineRow(rng, wy0 + 330, wx0 - 20, wx1 + 20, 34, 90, 170, 16);
  s.add(
    g(
      [
        rect(wx0, wy0, wx1 - wx0, wy1 - wy0, s.linear([[0, "#9cc8e4"], [1, "#e8f0ea"]], 0, wy0, 0, wy0 + 260)),
        path(smoothLand([[wx0 - 10, wy0 + 230], [wx0 + 200, wy0 + 210], [wx0 + 400, wy0 + 226], [wx1 + 10, wy0 + 214]], wy1), "#8fae9a"),
        rect(wx0, wy0 + 250, wx1 - wx0, 60, s.linear([[0, "#b8d6e2"], [1, "#7fb0c8"]], 0, wy0 + 250, 0, wy0 + 310)),
        path(ripples(rng, { x0: wx0, x1: wx1, y0: wy0 + 256, y1: wy0 + 306 }, 14, [10, 40], 1.5), "#ffffff", { opacity: 0.6 }),
        path(trees.lit, "#4f7a5a"),
        path(trees.dark, "#3a6048"),
        path(smoothLand([[wx0 - 10, wy0 + 330], [wx0 + 250, wy0 + 320], [wx1 + 10, wy0 + 336]], wy1), "#6a8a4e"),
      ],
      { "clip-path": view },
    ),
    line(`M${n(wx0)} ${n(wy0)}H${n(wx1)}V${n(wy1)}H${n(wx0)}ZM${n((wx0 + wx1) / 2)} ${n(wy0)}V${n(wy1)}M${n(wx0)} ${n(wy0 + 70)}H${n(wx1)}`, "#2b2b2e", 7),
  );
  // oak floor with boards running to the window
  const floor = cam.face([[-W, 0, 1.2], [W, 0, 1.2], [W, 0, D], [-W, 0, D]]);
  let seams = "";
  for (let x = -W; x <= W; x += 0.22) {
    const a = cam.p([x, 0, 1.2]);
    const b = cam.p([x, 0, D]);
    seams += `M${Math.round(a[0])} ${Math.round(a[1])}L${Math.round(b[0])} ${Math.round(b[1])}`;
  }
  s.add(
    path(floor, s.linear([[0, "#caa47a"], [1, "#e2c59c"]], 0, 1000, 0, 660)),
    g(line(seams, "#b48c62", 1.5, { opacity: 0.6 }), { "clip-path": s.clip(floor) }),
    // skirting
    path(cam.face([[-W, 0, D], [W, 0, D], [W, 0.08, D], [-W, 0.08, D]]), "#f9f6f0"),
    // the morning sun falling through the window onto the floor
    path(cam.face([[-2.7, 0.002, D], [0.3, 0.002, D], [1.4, 0.002, 3.2], [-1.6, 0.002, 3.2]]), "#fff6df", { opacity: 0.35 }),
  );
  // a round rug
  s.add(path(cam.disc(1.2, 0.01, 4.5, 1.5, 1.1), "#e8dfd0"), path(cam.disc(1.2, 0.012, 4.5, 1.25, 0.9), "none", { stroke: "#c9b89c", "stroke-width": 4 }));
  // artwork above the sofa and a shelf on the right wall
  const art = cam.face([[0.9, 1.75, D], [2.2, 1.75, D], [2.2, 2.45, D], [0.9, 2.45, D]]);
  const [ax0, ay1] = cam.p([0.9, 1.75, D]);
  const [ax1, ay0] = cam.p([2.2, 2.45, D]);
  s.add(
    path(art, "#2b2b2e"),
    rect(ax0 + 6, ay0 + 6, ax1 - ax0 - 12, ay1 - ay0 - 12, "#f1e6d2"),
    path(`M${n(ax0 + 6)} ${n(ay1 - 6)}L${n(ax0 + 60)} ${n(ay0 + 60)}L${n(ax0 + 110)} ${n(ay1 - 50)}L${n(ax0 + 160)} ${n(ay0 + 40)}L${n(ax1 - 6)} ${n(ay1 - 30)}V${n(ay1 - 6)}Z`, "#c98b5e"),
    circle(ax1 - 50, ay0 + 40, 18, "#e4b05a"),
  );
  let shelf = "";
  const books = ["", "", "", ""];
  let vases = "";
  for (const y of [1.1, 1.6, 2.1]) {
    shelf += cam.face([[W - 0.001, y, 4.3], [W - 0.001, y, 5.6], [W - 0.3, y, 5.6], [W - 0.3, y, 4.3]]);
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
      books[i] += cam.face([[W - 0.04, y, z], [W - 0.04, y + bh, z], [W - 0.04, y + bh, z + bw], [W - 0.04, y, z + bw]]);
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
    path(cam.face([[0.7, 0.003, 4.95], [2.95, 0.003, 4.95], [2.95, 0.003, 5.95], [0.7, 0.003, 5.95]]), "#6a5a48", { opacity: 0.18 }),
    path(back.front + back.top, sofaShade),
    path(back.top, sofa),
    path(base.front, sofaShade),
    path(seat.top, sofa),
    path(seat.front, "#b1ada1"),
    path(armL.side + armL.front, sofaShade),
    path(armL.top, sofa),
    path(armR.front, sofaShade),
    path(armR.top, sofa),
    line(`M${compact(cam.p([1.78, 0.56, 5.02]))}L${compact(cam.p([1.78, 0.56, 5.7]))}M${compact(cam.p([1.78, 0.56, 5.02]))}L${compact(cam.p([1.78, 0.44, 5.02]))}`, "#8e8b80", 2),
  );
  // cushions and a throw
  const pillow = (x: number, c: string, tilt: number): string => {
    const [px, py] = cam.p([x, 0.78, 5.66]);
    const k = cam.scale(5.66);
    return path(`M${n(px - 0.22 * k)} ${n(py + 0.02 * k)}q${n(0.22 * k)} ${n(-0.06 * k + tilt)} ${n(0.44 * k)} 0l${n(0.02 * k)} ${n(0.3 * k)}q${n(-0.24 * k)} ${n(0.05 * k)} ${n(-0.48 * k)} 0Z`, c);
  };
  s.add(pillow(1.15, "#c8794e", -3), pillow(1.6, "#e6dccb", 2), pillow(2.35, "#7d8f74", -2));
  s.add(path(cam.face([[2.1, 0.565, 5.02], [2.6, 0.565, 5.02], [2.6, 0.565, 5.7], [2.1, 0.565, 5.7]]) + cam.face([[2.1, 0.565, 5.02], [2.6, 0.565, 5.02], [2.6, 0.2, 5.02], [2.1, 0.2, 5.02]]), "#d9c7a8"));
  // a round oak coffee table with a book and a cup
  const table = cam.cylinder(1.2, 0.36, 0.42, 4.3, 0.5);
  const leg = cam.cylinder(1.2, 0, 0.36, 4.3, 0.08);
  s.add(
    path(cam.disc(1.25, 0.004, 4.4, 0.55, 0.5), "#6a5a48", { opacity: 0.15 }),
    path(leg.body, "#8f6a48"),
    path(table.body, "#a47a52"),
    path(table.top, "#c99a6a"),
    path(cam.face([[1.0, 0.425, 4.2], [1.35, 0.425, 4.2], [1.35, 0.425, 4.45], [1.0, 0.425, 4.45]]), "#3f5a6a"),
    path(cam.cylinder(1.5, 0.42, 0.5, 4.15, 0.045).body, "#f4efe6"),
  );
  // an arc floor lamp reaching over the table from beside the sofa
  const [fx, fy] = cam.p([2.95, 0, 5.3]);
  const [hx, hy] = cam.p([1.5, 1.45, 4.6]);
  const fk = cam.scale(4.6);
  s.add(
    path(cam.disc(2.95, 0.01, 5.3, 0.2, 0.2), "#2b2b2e"),
    line(`M${n(fx)} ${n(fy)}V${n(hy - 20)}Q${n(fx)} ${n(hy - 80)} ${n(hx)} ${n(hy - 20)}V${n(hy)}`, "#2b2b2e", 4),
    path(`M${n(hx - 0.2 * fk)} ${n(hy + 0.16 * fk)}Q${n(hx - 0.18 * fk)} ${n(hy)} ${n(hx)} ${n(hy)}Q${n(hx + 0.18 * fk)} ${n(hy)} ${n(hx + 0.2 * fk)} ${n(hy + 0.16 * fk)}Z`, "#2b2b2e"),
    ellipse(hx, hy + 0.16 * fk, 0.19 * fk, 0.025 * fk, "#fff1c8"),
  );
  // plants: a big one by the window, a small one on the floor at the right
  const [p1x, p1y] = cam.p([-2.2, 0, 4.4]);
  const [p2x, p2y] = cam.p([0.45, 0, 5.6]);
  s.add(
    pottedPlant(rng, p1x, p1y, 1.6 * cam.scale(4.4), { pot: "#d9cbb6", potShade: "#bfae96", leaf: "#3f6a46", leafLit: "#6a9a5a" }),
    pottedPlant(rng, p2x, p2y, 0.8 * cam.scale(5.6), { pot: "#c8794e", potShade: "#a8623e", leaf: "#4a7a4e", leafLit: "#7aaa62" }),
  );
  s.add(
    glowOverlay(s, wx0 + 200, wy0 + 200, 1200, "#fff4dc", 0.25),
    vignette(s, "#3a2e22", 0.2),
  );
  return s;
}

export const INTERIORS: Record<string, () => Scene> = {
  "living-room": livingRoom,
};
