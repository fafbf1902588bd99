/**
 * A pin-hole camera for the interiors: rooms, furniture and terraces are laid out in metres
 * (x to the right, y up from the floor, z away from the viewer) and projected into the
 * picture, so walls, floors and every box share one vanishing point.
 */
import { type Point, poly } from "./kit.ts";

export type Vec = readonly [x: number, y: number, z: number];

export class Camera {
  readonly eye: number;
  readonly focal: number;
  readonly cx: number;
  readonly cy: number;

  /** eye: eye height in metres; focal: pixels per metre at 1 m; (cx, cy): the vanishing point. */
  constructor(eye: number, focal: number, cx = 750, cy = 500) {
    this.eye = eye;
    this.focal = focal;
    this.cx = cx;
    this.cy = cy;
  }

  p([x, y, z]: Vec): Point {
    return [this.cx + (this.focal * x) / z, this.cy - (this.focal * (y - this.eye)) / z];
  }

  /** A flat polygon through 3D points. */
  face(points: readonly Vec[]): string {
    return poly(points.map((v) => this.p(v)));
  }

  /** Pixels per metre at depth z (to size things drawn flat, like a circle or a stroke). */
  scale(z: number): number {
    return this.focal / z;
  }

  /**
   * The faces of a box that the camera sees: the front always, the top or bottom and one
   * side depending on where the box sits relative to the eye.
   */
  box(
    x0: number,
    x1: number,
    y0: number,
    y1: number,
    z0: number,
    z1: number,
  ): { front: string; top: string; side: string; bottom: string } {
    const front = this.face([
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y1, z0],
      [x0, y1, z0],
    ]);
    const top =
      y1 < this.eye
        ? this.face([
            [x0, y1, z0],
            [x1, y1, z0],
            [x1, y1, z1],
            [x0, y1, z1],
          ])
        : "";
    const bottom =
      y0 > this.eye
        ? this.face([
            [x0, y0, z0],
            [x1, y0, z0],
            [x1, y0, z1],
            [x0, y0, z1],
          ])
        : "";
    let side = "";
    if (x0 > 0)
      side = this.face([
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
        [x0, y0, z1],
      ]);
    else if (x1 < 0)
      side = this.face([
        [x1, y0, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x1, y0, z1],
      ]);
    return { front, top, side, bottom };
  }

  /** A horizontal ellipse (a round table, a tub, a rug) as path data. */
  disc(x: number, y: number, z: number, rx: number, rz: number, steps = 28): string {
    const pts: Point[] = [];
    for (let i = 0; i < steps; i += 1) {
      const a = (i / steps) * Math.PI * 2;
      pts.push(this.p([x + Math.cos(a) * rx, y, z + Math.sin(a) * rz]));
    }
    return poly(pts);
  }

  /**
   * An upright cylinder (a tub, a stove, a plant pot): its body between two horizontal
   * ellipses, and its top ellipse.
   */
  cylinder(
    x: number,
    y0: number,
    y1: number,
    z: number,
    r: number,
    steps = 16,
    rz = r,
    foot = 1,
  ): { body: string; top: string } {
    // the near half of a ring, left to right (angles from pi to 2 pi have the smaller z);
    // foot below 1 narrows the bottom ring, for tubs and pots with sloping sides
    const nearArc = (y: number, k: number): Point[] => {
      const pts: Point[] = [];
      for (let i = 0; i <= steps; i += 1) {
        const a = Math.PI + (i / steps) * Math.PI;
        pts.push(this.p([x + Math.cos(a) * r * k, y, z + Math.sin(a) * rz * k]));
      }
      return pts;
    };
    return {
      body: poly([...nearArc(y0, foot), ...nearArc(y1, 1).reverse()]),
      top: this.disc(x, y1, z, r, rz, steps * 2),
    };
  }
}
