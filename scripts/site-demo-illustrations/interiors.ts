import { Scene } from "./kit.ts";

export const INTERIORS: Record<string, () => Scene> = {};
