import {
  AlertTriangle, Award, Banknote, Briefcase, Building2, Calculator, Calendar, Car, Check, ClipboardList,
  Clock, Factory, FileText, HandCoins, Handshake, Home, KeyRound, Landmark, Lightbulb, MapPin, Percent,
  Phone, PiggyBank, RefreshCw, Search, ShieldCheck, Star, Target, TrendingUp, Truck, User, Users, Wallet, Wrench,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "../generated/content-types.ts";
import { cn } from "../lib/cn.ts";

// Typed over the schema's enum, so an icon name without a picture is a compile error.
const icons: Record<IconName, LucideIcon> = {
  award: Award, banknote: Banknote, briefcase: Briefcase, building: Building2, calculator: Calculator,
  calendar: Calendar, car: Car, check: Check, clipboard: ClipboardList, clock: Clock, factory: Factory,
  "file-text": FileText, "hand-coins": HandCoins, handshake: Handshake, home: Home, key: KeyRound,
  landmark: Landmark, lightbulb: Lightbulb, "map-pin": MapPin, percent: Percent, phone: Phone,
  "piggy-bank": PiggyBank, refresh: RefreshCw, search: Search, shield: ShieldCheck, star: Star, target: Target,
  "trending-up": TrendingUp, truck: Truck, user: User, users: Users, wallet: Wallet, warning: AlertTriangle,
  wrench: Wrench,
};

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Picture = icons[name];
  return <Picture aria-hidden="true" focusable="false" className={cn("size-6", className)} />;
}
