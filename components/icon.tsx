import {
  BarChart3,
  Brain,
  Briefcase,
  CheckCircle2,
  Cloud,
  Code2,
  Globe,
  Handshake,
  Heart,
  Lightbulb,
  MessageSquare,
  Palette,
  PenTool,
  Rocket,
  Search,
  Shield,
  Smartphone,
  Target,
  Users,
  Zap,
  type LucideIcon,
} from "lucide-react";

import type { IconName } from "@/content/types";

const icons = {
  code: Code2,
  smartphone: Smartphone,
  brain: Brain,
  palette: Palette,
  cloud: Cloud,
  chart: BarChart3,
  briefcase: Briefcase,
  message: MessageSquare,
  zap: Zap,
  target: Target,
  users: Users,
  shield: Shield,
  rocket: Rocket,
  heart: Heart,
  lightbulb: Lightbulb,
  handshake: Handshake,
  search: Search,
  pen: PenTool,
  check: CheckCircle2,
  globe: Globe,
} as const satisfies Record<IconName, LucideIcon>;

/** Content refers to icons by name so content/ stays plain data. Decorative: hidden from AT. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component className={className} aria-hidden />;
}
