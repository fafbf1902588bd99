import { Scene } from "./kit.ts";

export const SURROUNDINGS: Record<string, () => Scene> = {};
