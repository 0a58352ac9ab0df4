import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";

// Success in green, errors in the destructive style: white on red-700 (contrast 6.5:1).
const colours = {
  "--success-bg": "#f0fdf4",
  "--success-border": "#15803d",
  "--success-text": "#14532d",
  "--error-bg": "#b91c1c",
  "--error-border": "#991b1b",
  "--error-text": "#ffffff",
} as CSSProperties;

export default function Toaster() {
  return <Sonner position="top-center" richColors closeButton duration={6000} style={colours} toastOptions={{ className: "text-base" }} />;
}
