export type IconName =
  | "code"
  | "smartphone"
  | "brain"
  | "palette"
  | "cloud"
  | "chart"
  | "briefcase"
  | "message"
  | "zap"
  | "target"
  | "users"
  | "shield"
  | "rocket"
  | "heart"
  | "lightbulb"
  | "handshake"
  | "search"
  | "pen"
  | "check"
  | "globe";

export type TitledText = { title: string; description: string };
export type Faq = { question: string; answer: string };
