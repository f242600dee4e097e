"use client";

import { useEffect, useRef } from "react";

/** Spec §2: 25 particles under 768 px, otherwise 40; start after 1 s; resize debounced 250 ms. */
export const PARTICLES_MOBILE = 25;
export const PARTICLES_DESKTOP = 40;
export const PARTICLES_START_DELAY_MS = 1000;
export const PARTICLES_RESIZE_DEBOUNCE_MS = 250;

type Particle = { x: number; y: number; vx: number; vy: number; r: number };

export function particleCount(width: number): number {
  return width < 768 ? PARTICLES_MOBILE : PARTICLES_DESKTOP;
}

function spawn(count: number, w: number, h: number): Particle[] {
  return Array.from({ length: count }, () => ({
    x: Math.random() * w,
    y: Math.random() * h,
    vx: (Math.random() - 0.5) * 0.3,
    vy: (Math.random() - 0.5) * 0.3,
    r: 1 + Math.random() * 2,
  }));
}

/**
 * Decorative background: a fixed canvas behind the content (no layout shift, no pointer events).
 * Off under prefers-reduced-motion; the loop stops while the tab is hidden.
 */
export function Particles() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return;
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    let particles: Particle[] = [];
    let frame = 0;
    let resizeTimer: number | undefined;
    let started = false;

    const size = () => {
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      canvas.width = window.innerWidth * dpr;
      canvas.height = window.innerHeight * dpr;
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      particles = spawn(particleCount(window.innerWidth), window.innerWidth, window.innerHeight);
      // Exposed for tests and debugging: how many particles, and when (ms since navigation) they began.
      canvas.dataset.count = String(particles.length);
      canvas.dataset.startedAt ??= String(Math.round(performance.now()));
    };
    const draw = () => {
      const w = window.innerWidth;
      const h = window.innerHeight;
      ctx.clearRect(0, 0, w, h);
      ctx.fillStyle = "rgba(79, 70, 229, 0.35)";
      for (const p of particles) {
        p.x = (p.x + p.vx + w) % w;
        p.y = (p.y + p.vy + h) % h;
        ctx.beginPath();
        ctx.arc(p.x, p.y, p.r, 0, Math.PI * 2);
        ctx.fill();
      }
      frame = requestAnimationFrame(draw);
    };
    const stop = () => cancelAnimationFrame(frame);
    const run = () => {
      stop();
      if (started && !motion.matches && document.visibilityState === "visible") {
        frame = requestAnimationFrame(draw);
      } else if (motion.matches) {
        ctx.clearRect(0, 0, canvas.width, canvas.height);
      }
    };
    const onResize = () => {
      window.clearTimeout(resizeTimer);
      resizeTimer = window.setTimeout(() => {
        size();
        run();
      }, PARTICLES_RESIZE_DEBOUNCE_MS);
    };
    const startTimer = window.setTimeout(() => {
      started = true;
      size();
      run();
    }, PARTICLES_START_DELAY_MS);

    window.addEventListener("resize", onResize);
    document.addEventListener("visibilitychange", run);
    motion.addEventListener("change", run);
    return () => {
      stop();
      window.clearTimeout(startTimer);
      window.clearTimeout(resizeTimer);
      window.removeEventListener("resize", onResize);
      document.removeEventListener("visibilitychange", run);
      motion.removeEventListener("change", run);
    };
  }, []);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden
      data-testid="particles"
      className="pointer-events-none fixed inset-0 -z-10 h-full w-full"
    />
  );
}
