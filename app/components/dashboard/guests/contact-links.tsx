import { Mail, Phone } from "lucide-react";
import { cn } from "../../ui/cn.ts";
import { telHref } from "./guest-format.ts";

const link = "font-semibold text-pine-800 underline underline-offset-2 hover:text-pine-950";

/** A guest's email address, to write to them from the owner's own mail program. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={cn(link, "inline-flex items-center gap-1.5 break-all")}>
      <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
      {email}
    </a>
  );
}

/** A guest's phone number, to call them from a phone. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className={cn(link, "inline-flex items-center gap-1.5")}>
      <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
      {phone}
    </a>
  );
}
