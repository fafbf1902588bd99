import { Scene } from "./kit.ts";

export const PORTRAITS: Record<string, () => Scene> = {};
