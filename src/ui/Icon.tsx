// Each icon from its own module: the package's index loads all of its 2,400 icon modules wherever it is
// imported (0.2 CPU-s in every process that renders a page, a build's prerender included).
import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import Award from "lucide-react/icons/award";
import Banknote from "lucide-react/icons/banknote";
import Briefcase from "lucide-react/icons/briefcase";
import Building2 from "lucide-react/icons/building-complex";
import Calculator from "lucide-react/icons/calculator";
import Calendar from "lucide-react/icons/calendar";
import Car from "lucide-react/icons/car";
import Check from "lucide-react/icons/check";
import ClipboardList from "lucide-react/icons/clipboard-list";
import Clock from "lucide-react/icons/clock";
import Factory from "lucide-react/icons/factory";
import FileText from "lucide-react/icons/file-text";
import HandCoins from "lucide-react/icons/hand-coins";
import Handshake from "lucide-react/icons/handshake";
import Home from "lucide-react/icons/house";
import KeyRound from "lucide-react/icons/key-round";
import Landmark from "lucide-react/icons/landmark";
import Lightbulb from "lucide-react/icons/lightbulb";
import MapPin from "lucide-react/icons/map-pin";
import Percent from "lucide-react/icons/percent";
import Phone from "lucide-react/icons/phone";
import PiggyBank from "lucide-react/icons/piggy-bank";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Search from "lucide-react/icons/search";
import ShieldCheck from "lucide-react/icons/shield-check";
import Star from "lucide-react/icons/star";
import Target from "lucide-react/icons/target";
import TrendingUp from "lucide-react/icons/trending-up";
import Truck from "lucide-react/icons/truck";
import User from "lucide-react/icons/user";
import Users from "lucide-react/icons/users";
import Wallet from "lucide-react/icons/wallet";
import Wrench from "lucide-react/icons/wrench";
import type { LucideIcon } from "lucide-react";
import type { IconName } from "../generated/content-types.ts";
import { cn } from "../lib/cn.ts";

// Typed over the schema's enum, so an icon name without a picture is a compile error.
const icons: Record<IconName, LucideIcon> = {
  award: Award,
  banknote: Banknote,
  briefcase: Briefcase,
  building: Building2,
  calculator: Calculator,
  calendar: Calendar,
  car: Car,
  check: Check,
  clipboard: ClipboardList,
  clock: Clock,
  factory: Factory,
  "file-text": FileText,
  "hand-coins": HandCoins,
  handshake: Handshake,
  home: Home,
  key: KeyRound,
  landmark: Landmark,
  lightbulb: Lightbulb,
  "map-pin": MapPin,
  percent: Percent,
  phone: Phone,
  "piggy-bank": PiggyBank,
  refresh: RefreshCw,
  search: Search,
  shield: ShieldCheck,
  star: Star,
  target: Target,
  "trending-up": TrendingUp,
  truck: Truck,
  user: User,
  users: Users,
  wallet: Wallet,
  warning: AlertTriangle,
  wrench: Wrench,
};

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Picture = icons[name];
  return <Picture aria-hidden="true" focusable="false" className={cn("size-6", className)} />;
}
