import {
  Activity,
  ArrowRightLeft,
  Bell,
  Building2,
  CalendarCheck,
  CalendarRange,
  CalendarSync,
  Camera,
  Clock,
  Code,
  CreditCard,
  DatabaseBackup,
  Download,
  FileText,
  Gauge,
  Globe,
  Handshake,
  Image,
  Languages,
  LayoutTemplate,
  LifeBuoy,
  Lock,
  type LucideIcon,
  Mail,
  MapPin,
  MessageCircle,
  Palette,
  PenLine,
  Plug,
  Puzzle,
  RefreshCw,
  Search,
  Server,
  ShieldCheck,
  Smartphone,
  Tag,
  Ticket,
  TriangleAlert,
  Upload,
  Wrench,
} from "lucide-react";
import type { ServiceIconName } from "../../../../content/services/types.ts";
import { cn } from "../../ui/cn.ts";

const ICONS: Record<ServiceIconName, LucideIcon> = {
  activity: Activity,
  bell: Bell,
  building: Building2,
  calendarCheck: CalendarCheck,
  calendarRange: CalendarRange,
  calendarSync: CalendarSync,
  camera: Camera,
  clock: Clock,
  code: Code,
  creditCard: CreditCard,
  database: DatabaseBackup,
  download: Download,
  fileText: FileText,
  gauge: Gauge,
  globe: Globe,
  handshake: Handshake,
  image: Image,
  languages: Languages,
  layout: LayoutTemplate,
  lifeBuoy: LifeBuoy,
  lock: Lock,
  mail: Mail,
  mapPin: MapPin,
  messages: MessageCircle,
  move: ArrowRightLeft,
  palette: Palette,
  pen: PenLine,
  plug: Plug,
  puzzle: Puzzle,
  refresh: RefreshCw,
  search: Search,
  server: Server,
  shield: ShieldCheck,
  smartphone: Smartphone,
  tag: Tag,
  ticket: Ticket,
  triangleAlert: TriangleAlert,
  upload: Upload,
  wrench: Wrench,
};

/** A feature icon in a soft pine tile; purely decorative, the title beside it says it all. */
export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  const Icon = ICONS[name];
  return (
    <span
      className={cn(
        "inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-pine-50 text-pine-700 ring-1 ring-pine-100",
        className,
      )}
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
    </span>
  );
}
