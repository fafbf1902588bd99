/**
 * The hosts: square bust portraits in the same flat, softly lit style as the scenes. The
 * faces are drawn from a few shared parts (head, features, hair, clothes) so that the
 * couple and the two single portraits are recognisably the same people.
 */
import { circle, compact, ellipse, g, line, mix, path, rect, Scene, smoothLand } from "./kit.ts";

type Person = {
  skin: string;
  hair: string;
  hairLight: string;
  top: string;
  topShade: string;
  lips: string;
  eyes: string;
  kind: "woman" | "man";
};

const SANNE: Person = {
  skin: "#eab898",
  hair: "#7a5236",
  hairLight: "#a8784e",
  top: "#c8643e",
  topShade: "#a44e30",
  lips: "#b8564c",
  eyes: "#3a2a22",
  kind: "woman",
};

const PIOTR: Person = {
  skin: "#cf9470",
  hair: "#5a524c",
  hairLight: "#9a948c",
  top: "#3e5a6e",
  topShade: "#2e4658",
  lips: "#9a5244",
  eyes: "#2a2220",
  kind: "man",
};

const r1 = (v: number): number => Math.round(v * 10) / 10;

/** A head of half-width w and half-height h around (cx, cy): a soft egg with a gentle jaw. */
function headPath(cx: number, cy: number, w: number, h: number, jaw: number): string {
  return `M${compact([cx, cy - h])}C${compact([cx + w * 0.98, cy - h, cx + w * 1.04, cy - h * 0.2, cx + w * 0.98, cy + h * 0.18])}C${compact([cx + w * 0.94, cy + h * 0.62, cx + w * jaw, cy + h, cx, cy + h])}C${compact([cx - w * jaw, cy + h, cx - w * 0.94, cy + h * 0.62, cx - w * 0.98, cy + h * 0.18])}C${compact([cx - w * 1.04, cy - h * 0.2, cx - w * 0.98, cy - h, cx, cy - h])}Z`;
}

/** One person, head centred at (cx, cy), scaled by k (1 = a single portrait on 800 × 800). */
function bust(s: Scene, p: Person, cx: number, cy: number, k: number, tilt: number): string {
  const w = 92 * k;
  const h = 118 * k;
  const shade = mix(p.skin, "#6a3a2a", 0.28);
  const parts: string[] = [];
  const man = p.kind === "man";

  // hair behind the head (long for her, none for him)
  if (!man) {
    parts.push(
      path(
        `M${compact([cx - w * 1.15, cy - h * 0.2])}C${compact([cx - w * 1.3, cy - h * 1.3, cx + w * 1.3, cy - h * 1.3, cx + w * 1.15, cy - h * 0.2])}C${compact([cx + w * 1.3, cy + h * 0.5, cx + w * 1.45, cy + h * 1.15, cx + w * 1.2, cy + h * 1.35])}L${compact([cx - w * 1.2, cy + h * 1.35])}C${compact([cx - w * 1.45, cy + h * 1.15, cx - w * 1.3, cy + h * 0.5, cx - w * 1.15, cy - h * 0.2])}Z`,
        mix(p.hair, "#000000", 0.15),
      ),
    );
  }
  // shoulders and clothes
  const sy = cy + h * 1.38;
  const sw = w * (man ? 2.75 : 2.5);
  // shoulders slope from the neck, then the arms fall away; drawn past the bottom edge so a tilt leaves no gap
  const body = `M${compact([cx - sw * 1.02, 900])}L${compact([cx - sw, sy + h * 0.9])}C${compact([cx - sw * 0.98, sy + h * 0.35, cx - sw * 0.75, sy + h * 0.14, cx - w * 0.62, sy - h * 0.04])}L${compact([cx + w * 0.62, sy - h * 0.04])}C${compact([cx + sw * 0.75, sy + h * 0.14, cx + sw * 0.98, sy + h * 0.35, cx + sw, sy + h * 0.9])}L${compact([cx + sw * 1.02, 900])}Z`;
  const bodyFill = s.linear(
    [
      [0, p.top],
      [1, p.topShade],
    ],
    cx - sw,
    0,
    cx + sw,
    0,
  );
  parts.push(path(body, bodyFill));
  // neck with the shadow under the chin
  const neck = `M${compact([cx - w * 0.42, cy + h * 0.6])}L${compact([cx - w * 0.5, sy + h * 0.05])}Q${compact([cx, sy + h * 0.3, cx + w * 0.5, sy + h * 0.05])}L${compact([cx + w * 0.42, cy + h * 0.6])}Z`;
  parts.push(
    path(neck, p.skin),
    path(
      `M${compact([cx - w * 0.45, cy + h * 0.85])}Q${compact([cx, cy + h * 1.25, cx + w * 0.45, cy + h * 0.85])}L${compact([cx + w * 0.47, cy + h * 1.05])}Q${compact([cx, cy + h * 1.3, cx - w * 0.47, cy + h * 1.05])}Z`,
      shade,
      { opacity: 0.6 },
    ),
  );
  // neckline: a knitted crew neck for her, a shirt collar under a sweater for him
  if (man) {
    // a crew-neck sweater with the points of a shirt collar showing
    parts.push(
      path(
        `M${compact([cx - w * 0.66, sy - h * 0.06])}Q${compact([cx, sy + h * 0.5, cx + w * 0.66, sy - h * 0.06])}L${compact([cx + w * 0.5, sy - h * 0.12])}Q${compact([cx, sy + h * 0.3, cx - w * 0.5, sy - h * 0.12])}Z`,
        "#e9e4da",
      ),
      path(
        `M${compact([cx - w * 0.5, sy - h * 0.1])}L${compact([cx - w * 0.08, sy + h * 0.2, cx - w * 0.3, sy + h * 0.32])}ZM${compact([cx + w * 0.5, sy - h * 0.1])}L${compact([cx + w * 0.08, sy + h * 0.2, cx + w * 0.3, sy + h * 0.32])}Z`,
        "#f4f0e8",
      ),
      line(
        `M${compact([cx - w * 0.7, sy - h * 0.02])}Q${compact([cx, sy + h * 0.6, cx + w * 0.7, sy - h * 0.02])}`,
        p.topShade,
        12 * k,
      ),
    );
  } else {
    parts.push(
      line(
        `M${compact([cx - w * 0.62, sy - h * 0.05])}Q${compact([cx, sy + h * 0.42, cx + w * 0.62, sy - h * 0.05])}`,
        mix(p.top, "#ffffff", 0.12),
        16 * k,
      ),
    );
    // a thin necklace
    parts.push(
      line(
        `M${compact([cx - w * 0.42, sy - h * 0.05])}Q${compact([cx, sy + h * 0.3, cx + w * 0.42, sy - h * 0.05])}`,
        "#e6c27a",
        2.5 * k,
      ),
      circle(cx, sy + h * 0.13, 5 * k, "#e6c27a"),
    );
  }
  // knit texture on her sweater, and the seams where the sleeves start
  if (!man) {
    let rib = "";
    for (let i = -5; i <= 5; i += 1)
      rib += `M${r1(cx + i * w * 0.42)} ${r1(sy + h * 0.35)}q${r1(i * 3 * k)} ${r1(h * 0.8)} ${r1(i * 8 * k)} ${r1(h * 1.6)}`;
    parts.push(g(line(rib, p.topShade, 2.5 * k, { opacity: 0.35 }), { "clip-path": s.clip(body) }));
  }
  if (man)
    parts.push(
      line(
        `M${compact([cx - sw * 0.72, sy + h * 0.2])}Q${compact([cx - sw * 0.62, sy + h * 0.8, cx - sw * 0.66, sy + h * 1.6])}M${compact([cx + sw * 0.72, sy + h * 0.2])}Q${compact([cx + sw * 0.62, sy + h * 0.8, cx + sw * 0.66, sy + h * 1.6])}`,
        p.topShade,
        3 * k,
        { opacity: 0.6 },
      ),
    );
  // ears, head and the shading on the side away from the light
  const headD = headPath(cx, cy, w, h, man ? 0.55 : 0.45);
  parts.push(
    path(
      `M${compact([cx - w * 0.96, cy + h * 0.02])}c${compact([-w * 0.22, -h * 0.08, -w * 0.22, h * 0.36, -w * 0.02, h * 0.4])}Z`,
      shade,
    ),
    path(
      `M${compact([cx + w * 0.96, cy + h * 0.02])}c${compact([w * 0.22, -h * 0.08, w * 0.22, h * 0.36, w * 0.02, h * 0.4])}Z`,
      shade,
    ),
    path(headD, p.skin),
    g(
      path(
        `M${compact([cx + w * 0.35, cy - h * 1.2])}C${compact([cx + w * 0.8, cy - h * 0.4, cx + w * 0.75, cy + h * 0.6, cx + w * 0.1, cy + h * 1.2])}H${compact([cx + w * 1.3])}V${compact([cy - h * 1.2])}Z`,
        shade,
        { opacity: 0.35 },
      ),
      { "clip-path": s.clip(headD) },
    ),
  );
  // features: brows, eyes with a smiling lower lid, nose, cheeks, mouth
  const ey = cy + h * 0.06;
  const ex = w * 0.38;
  const brow = (side: number): string =>
    `M${compact([cx + side * ex - w * 0.2, ey - h * 0.2])}Q${compact([cx + side * ex + side * w * 0.02, ey - h * 0.3, cx + side * ex + w * 0.2, ey - h * 0.2])}`;
  const eye = (side: number): string =>
    `M${compact([cx + side * ex - w * 0.13, ey])}Q${compact([cx + side * ex, ey - h * 0.13, cx + side * ex + w * 0.13, ey])}Q${compact([cx + side * ex, ey + h * 0.06, cx + side * ex - w * 0.13, ey])}Z`;
  const smileLid = (side: number): string =>
    `M${compact([cx + side * ex - w * 0.12, ey + h * 0.07])}Q${compact([cx + side * ex, ey + h * 0.11, cx + side * ex + w * 0.12, ey + h * 0.07])}`;
  parts.push(
    line(brow(-1) + brow(1), mix(p.hair, "#000000", 0.2), 6 * k),
    path(eye(-1) + eye(1), p.eyes),
    circle(cx - ex + w * 0.03, ey - h * 0.035, 2.4 * k, "#ffffff", { opacity: 0.8 }),
    circle(cx + ex + w * 0.03, ey - h * 0.035, 2.4 * k, "#ffffff", { opacity: 0.8 }),
    line(smileLid(-1) + smileLid(1), shade, 2.5 * k, { opacity: 0.7 }),
    path(
      `M${compact([cx + w * 0.06, ey + h * 0.02])}C${compact([cx + w * 0.12, ey + h * 0.2, cx + w * 0.2, ey + h * 0.34, cx + w * 0.1, ey + h * 0.4])}Q${compact([cx, ey + h * 0.44, cx - w * 0.12, ey + h * 0.38])}Q${compact([cx + w * 0.02, ey + h * 0.36, cx + w * 0.08, ey + h * 0.3])}C${compact([cx + w * 0.12, ey + h * 0.22, cx + w * 0.08, ey + h * 0.12, cx + w * 0.06, ey + h * 0.02])}Z`,
      shade,
      { opacity: 0.75 },
    ),
    ellipse(cx - w * 0.5, cy + h * 0.4, w * 0.2, h * 0.1, "#e0786a", { opacity: 0.16 }),
    ellipse(cx + w * 0.5, cy + h * 0.4, w * 0.2, h * 0.1, "#e0786a", { opacity: 0.12 }),
  );
  const my = cy + h * 0.64;
  parts.push(
    path(
      `M${compact([cx - w * 0.32, my])}Q${compact([cx, my + h * 0.2, cx + w * 0.32, my])}Q${compact([cx, my + h * 0.07, cx - w * 0.32, my])}Z`,
      p.lips,
    ),
    path(
      `M${compact([cx - w * 0.24, my + h * 0.025])}Q${compact([cx, my + h * 0.09, cx + w * 0.24, my + h * 0.025])}Q${compact([cx, my + h * 0.06, cx - w * 0.24, my + h * 0.025])}Z`,
      "#fbf4ee",
    ),
    line(
      `M${compact([cx - w * 0.36, my - h * 0.02])}q${compact([-w * 0.04, h * 0.04, -w * 0.01, h * 0.08])}M${compact([cx + w * 0.36, my - h * 0.02])}q${compact([w * 0.04, h * 0.04, w * 0.01, h * 0.08])}`,
      shade,
      2.5 * k,
      { opacity: 0.6 },
    ),
  );
  // hair in front: her side-swept fringe and waves; his short cut, grey temples and beard
  if (man) {
    parts.push(
      path(
        `M${compact([cx - w * 1.0, cy - h * 0.05])}C${compact([cx - w * 1.15, cy - h * 1.05, cx - w * 0.2, cy - h * 1.25, cx + w * 0.3, cy - h * 1.1])}C${compact([cx + w * 0.9, cy - h * 1.05, cx + w * 1.12, cy - h * 0.55, cx + w * 1.0, cy - h * 0.05])}C${compact([cx + w * 0.95, cy - h * 0.4, cx + w * 0.8, cy - h * 0.6, cx + w * 0.5, cy - h * 0.68])}C${compact([cx + w * 0.1, cy - h * 0.78, cx - w * 0.3, cy - h * 0.72, cx - w * 0.6, cy - h * 0.66])}C${compact([cx - w * 0.85, cy - h * 0.6, cx - w * 0.94, cy - h * 0.4, cx - w * 1.0, cy - h * 0.05])}Z`,
        p.hair,
      ),
      line(
        `M${compact([cx - w * 0.5, cy - h * 0.95])}q${compact([w * 0.3, -h * 0.12, w * 0.7, -h * 0.06])}M${compact([cx - w * 0.2, cy - h * 0.86])}q${compact([w * 0.3, -h * 0.1, w * 0.6, -h * 0.02])}`,
        p.hairLight,
        4 * k,
        { opacity: 0.8 },
      ),
      path(
        `M${compact([cx - w * 1.0, cy - h * 0.05])}C${compact([cx - w * 0.98, cy - h * 0.3, cx - w * 0.9, cy - h * 0.45, cx - w * 0.82, cy - h * 0.5])}L${compact([cx - w * 0.86, cy - h * 0.05])}Z`,
        p.hairLight,
      ),
      path(
        `M${compact([cx + w * 1.0, cy - h * 0.05])}C${compact([cx + w * 0.98, cy - h * 0.3, cx + w * 0.9, cy - h * 0.45, cx + w * 0.82, cy - h * 0.5])}L${compact([cx + w * 0.86, cy - h * 0.05])}Z`,
        p.hairLight,
      ),
      // a short salt-and-pepper beard along the jaw, the mouth left free
      path(
        `M${compact([cx - w * 0.95, cy + h * 0.2])}C${compact([cx - w * 0.92, cy + h * 0.7, cx - w * 0.5, cy + h * 1.08, cx, cy + h * 1.08])}C${compact([cx + w * 0.5, cy + h * 1.08, cx + w * 0.92, cy + h * 0.7, cx + w * 0.95, cy + h * 0.2])}L${compact([cx + w * 0.82, cy + h * 0.25])}C${compact([cx + w * 0.75, cy + h * 0.55, cx + w * 0.5, cy + h * 0.52, cx + w * 0.3, cy + h * 0.52])}Q${compact([cx, cy + h * 0.46, cx - w * 0.3, cy + h * 0.52])}C${compact([cx - w * 0.5, cy + h * 0.52, cx - w * 0.75, cy + h * 0.55, cx - w * 0.82, cy + h * 0.25])}Z`,
        mix(p.hair, p.skin, 0.15),
        { opacity: 0.92 },
      ),
      path(
        `M${compact([cx - w * 0.36, my + h * 0.03])}Q${compact([cx, my + h * 0.22, cx + w * 0.36, my + h * 0.03])}L${compact([cx + w * 0.2, my + h * 0.2])}Q${compact([cx, my + h * 0.28, cx - w * 0.2, my + h * 0.2])}Z`,
        p.skin,
      ),
      path(
        `M${compact([cx - w * 0.32, my])}Q${compact([cx, my + h * 0.2, cx + w * 0.32, my])}Q${compact([cx, my + h * 0.07, cx - w * 0.32, my])}Z`,
        p.lips,
      ),
      path(
        `M${compact([cx - w * 0.24, my + h * 0.025])}Q${compact([cx, my + h * 0.09, cx + w * 0.24, my + h * 0.025])}Q${compact([cx, my + h * 0.06, cx - w * 0.24, my + h * 0.025])}Z`,
        "#fbf4ee",
      ),
      // round glasses
      circle(cx - ex, ey - h * 0.02, w * 0.24, "none", { stroke: "#3a302a", "stroke-width": 4 * k }),
      circle(cx + ex, ey - h * 0.02, w * 0.24, "none", { stroke: "#3a302a", "stroke-width": 4 * k }),
      line(
        `M${compact([cx - ex + w * 0.24, ey - h * 0.04])}Q${compact([cx, ey - h * 0.1, cx + ex - w * 0.24, ey - h * 0.04])}M${compact([cx - ex - w * 0.24, ey - h * 0.04])}L${compact([cx - w * 0.98, ey - h * 0.08])}M${compact([cx + ex + w * 0.24, ey - h * 0.04])}L${compact([cx + w * 0.98, ey - h * 0.08])}`,
        "#3a302a",
        4 * k,
      ),
    );
  } else {
    parts.push(
      path(
        `M${compact([cx - w * 1.08, cy + h * 0.35])}C${compact([cx - w * 1.25, cy - h * 0.7, cx - w * 0.5, cy - h * 1.22, cx + w * 0.2, cy - h * 1.12])}C${compact([cx + w * 0.9, cy - h * 1.05, cx + w * 1.2, cy - h * 0.45, cx + w * 1.06, cy + h * 0.3])}C${compact([cx + w * 0.96, cy - h * 0.2, cx + w * 0.7, cy - h * 0.55, cx + w * 0.2, cy - h * 0.66])}C${compact([cx - w * 0.2, cy - h * 0.52, cx - w * 0.55, cy - h * 0.42, cx - w * 0.78, cy - h * 0.3])}C${compact([cx - w * 0.92, cy - h * 0.1, cx - w * 0.98, cy + h * 0.1, cx - w * 1.08, cy + h * 0.35])}Z`,
        p.hair,
      ),
      line(
        `M${compact([cx - w * 0.7, cy - h * 0.75])}q${compact([w * 0.4, -h * 0.3, w * 0.95, -h * 0.18])}M${compact([cx - w * 0.9, cy - h * 0.4])}q${compact([w * 0.2, -h * 0.4, w * 0.7, -h * 0.55])}M${compact([cx + w * 0.55, cy - h * 0.85])}q${compact([w * 0.35, h * 0.2, w * 0.42, h * 0.65])}`,
        p.hairLight,
        5 * k,
        { opacity: 0.8 },
      ),
      // waves falling past the shoulders
      path(
        `M${compact([cx - w * 1.08, cy + h * 0.35])}C${compact([cx - w * 1.2, cy + h * 0.8, cx - w * 1.0, cy + h * 1.1, cx - w * 1.25, cy + h * 1.4])}L${compact([cx - w * 0.85, cy + h * 1.35])}C${compact([cx - w * 0.8, cy + h * 1.0, cx - w * 0.96, cy + h * 0.7, cx - w * 0.9, cy + h * 0.3])}Z`,
        p.hair,
      ),
      path(
        `M${compact([cx + w * 1.06, cy + h * 0.3])}C${compact([cx + w * 1.2, cy + h * 0.8, cx + w * 1.02, cy + h * 1.1, cx + w * 1.28, cy + h * 1.4])}L${compact([cx + w * 0.86, cy + h * 1.35])}C${compact([cx + w * 0.82, cy + h * 1.0, cx + w * 0.98, cy + h * 0.7, cx + w * 0.9, cy + h * 0.3])}Z`,
        mix(p.hair, "#000000", 0.08),
      ),
      // small earrings
      circle(cx - w * 1.0, cy + h * 0.46, 5 * k, "#e6c27a"),
    );
  }
  return g(parts, tilt === 0 ? {} : { transform: `rotate(${tilt} ${r1(cx)} ${r1(cy + h)})` });
}

/** The warm backdrop shared by the portraits: a low sun behind the head and soft dunes. */
function backdrop(s: Scene, sunX: number, sunY: number, sunR: number): string {
  return [
    rect(
      0,
      0,
      800,
      800,
      s.linear(
        [
          [0, "#f3dcc0"],
          [1, "#e8b98e"],
        ],
        0,
        0,
        0,
        800,
      ),
    ),
    circle(
      sunX,
      sunY,
      sunR,
      s.radial(
        [
          [0, "#fff4dc"],
          [0.7, "#fbe2b8"],
          [1, "#f6cf9c"],
        ],
        sunX,
        sunY,
        sunR,
      ),
    ),
    path(
      smoothLand(
        [
          [-20, 600],
          [200, 560],
          [420, 590],
          [640, 550],
          [820, 580],
        ],
        800,
      ),
      "#d69a6c",
      { opacity: 0.7 },
    ),
    path(
      smoothLand(
        [
          [-20, 650],
          [260, 630],
          [520, 660],
          [820, 620],
        ],
        800,
      ),
      "#c4845a",
      { opacity: 0.6 },
    ),
  ].join("");
}

function hostCouple(): Scene {
  const s = new Scene("Portrait of the hosts, a friendly middle-aged couple", 800, 800);
  s.add(backdrop(s, 400, 330, 300));
  s.add(bust(s, PIOTR, 505, 300, 0.82, -3), bust(s, SANNE, 300, 335, 0.8, 3));
  return s;
}

function hostWoman(): Scene {
  const s = new Scene("Portrait of the host, a friendly woman in a terracotta sweater", 800, 800);
  s.add(backdrop(s, 400, 320, 290), bust(s, SANNE, 400, 320, 1, 0));
  return s;
}

function hostMan(): Scene {
  const s = new Scene("Portrait of the host, a friendly man with glasses and a short beard", 800, 800);
  s.add(backdrop(s, 400, 320, 290), bust(s, PIOTR, 400, 315, 1, 0));
  return s;
}

export const PORTRAITS: Record<string, () => Scene> = {
  "host-couple": hostCouple,
  "host-woman": hostWoman,
  "host-man": hostMan,
};
