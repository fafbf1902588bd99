import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "./cn.ts";

type Variant = "primary" | "secondary" | "ghost" | "light";
type Size = "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:opacity-60 disabled:cursor-not-allowed";
const variants: Record<Variant, string> = {
  primary: "bg-coral-600 text-white hover:bg-coral-700 shadow-sm",
  secondary: "bg-pine-700 text-white hover:bg-pine-800 shadow-sm",
  ghost: "text-pine-800 ring-1 ring-pine-200 hover:bg-pine-50",
  light: "bg-white text-pine-900 hover:bg-sand-100 shadow-sm",
};
const sizes: Record<Size, string> = { md: "px-5 py-2.5 text-sm", lg: "px-7 py-3.5 text-base" };

export function buttonClass(variant: Variant = "primary", size: Size = "md", extra?: string): string {
  return cn(base, variants[variant], sizes[size], extra);
}

export function Button({
  variant,
  size,
  className,
  ...props
}: ComponentProps<"button"> & { variant?: Variant; size?: Size }) {
  return <button type="button" className={buttonClass(variant, size, className)} {...props} />;
}

export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: Variant; size?: Size }) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
