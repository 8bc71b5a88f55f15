import { createHash, randomInt } from "node:crypto";
import type { Db } from "../db/client.ts";
import { GLYPHS } from "./captcha-font.ts";
import { encodePng } from "./png.ts";

/** The original's charset: no o, O or I. */
export const CAPTCHA_CHARSET = "qwertyuiplkjhgfdsazxcvbnmQWERTYUPLKJHGFDSAZXCVBNM1234567890";
export const CAPTCHA_TTL_SECONDS = 60;

export function newCaptchaCode(length = 4): string {
  let out = "";
  for (let i = 0; i < length; i++) out += CAPTCHA_CHARSET[randomInt(CAPTCHA_CHARSET.length)];
  return out;
}

/** Rows are keyed by a hash of the client's checkKey. */
export function captchaKeyHash(checkKey: string): string {
  return createHash("sha256").update(checkKey, "utf8").digest("hex");
}

export async function storeCaptcha(db: Db, checkKey: string, code: string): Promise<void> {
  await db.query("DELETE FROM sys_captcha WHERE expires_at <= LOCALTIMESTAMP(0)");
  await db.query(
    `INSERT INTO sys_captcha (key_hash, code, expires_at)
     VALUES ($1, $2, LOCALTIMESTAMP(0) + make_interval(secs => $3))
     ON CONFLICT (key_hash) DO UPDATE SET code = EXCLUDED.code, expires_at = EXCLUDED.expires_at`,
    [captchaKeyHash(checkKey), code.toLowerCase(), CAPTCHA_TTL_SECONDS],
  );
}

/**
 * Checks the captcha for checkKey, ignoring case, and uses it up whatever the outcome: one image serves
 * one attempt on one account, so a script that once read it cannot keep trying passwords with it.
 */
export async function takeCaptcha(db: Db, checkKey: string, captcha: string): Promise<boolean> {
  if (!checkKey) return false;
  const row = await db.one<{ code: string; live: boolean }>(
    "DELETE FROM sys_captcha WHERE key_hash = $1 RETURNING code, expires_at > LOCALTIMESTAMP(0) AS live",
    [captchaKeyHash(checkKey)],
  );
  return captcha !== "" && row?.live === true && row.code === captcha.trim().toLowerCase();
}

const WIDTH = 105;
const HEIGHT = 35;

const rnd = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
type Rgb = [number, number, number];
const colour = (lo: number, hi: number): Rgb =>
  [rnd(lo, hi), rnd(lo, hi), rnd(lo, hi)].map(Math.round) as Rgb;

/** True when (u, v), in glyph cells, lies on a stroke of the glyph: cells drawn as overlapping discs. */
function onGlyph(glyph: readonly string[], u: number, v: number, radius: number): boolean {
  const c0 = Math.floor(u);
  const r0 = Math.floor(v);
  for (let r = r0 - 1; r <= r0 + 1; r++) {
    for (let c = c0 - 1; c <= c0 + 1; c++) {
      if (glyph[r]?.[c] !== "1") continue;
      if ((u - c - 0.5) ** 2 + (v - r - 0.5) ** 2 < radius * radius) return true;
    }
  }
  return false;
}

/**
 * The code as a PNG data URL: rotated, warped and overlapping glyphs of varying colour on a noisy
 * background, crossed by curves. A raster has no shapes a script can parse out, as an SVG would.
 */
export function captchaImage(code: string): string {
  const px = new Uint8Array(WIDTH * HEIGHT * 3);
  const set = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (Math.trunc(y) * WIDTH + Math.trunc(x)) * 3;
    px[i] = r;
    px[i + 1] = g;
    px[i + 2] = b;
  };
  const [from, to] = [colour(215, 250), colour(215, 250)];
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const t = x / WIDTH;
      const noise = rnd(-12, 12);
      set(
        x,
        y,
        from.map((c, k) => Math.round(Math.min(255, Math.max(0, c + (to[k] - c) * t + noise)))) as Rgb,
      );
    }
  }

  const wavePhase = rnd(0, Math.PI * 2);
  const step = WIDTH / (code.length + 0.6);
  [...code.toUpperCase()].forEach((ch, i) => {
    const glyph = GLYPHS[ch] ?? GLYPHS["0"];
    const ink = colour(20, 130);
    const cx = step * (0.8 + i) + rnd(-2.5, 2.5);
    const cy = HEIGHT / 2 + rnd(-3, 3);
    const angle = (rnd(-28, 28) * Math.PI) / 180;
    const scale = rnd(3, 3.6);
    const warp = rnd(0.25, 0.6);
    const phase = rnd(0, Math.PI * 2);
    const radius = rnd(0.62, 0.78);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    for (let y = Math.floor(cy - 16); y <= cy + 16; y++) {
      for (let x = Math.floor(cx - 14); x <= cx + 14; x++) {
        const dy = y + 1.6 * Math.sin(x / 7 + wavePhase) - cy;
        const dx = x - cx;
        const v = (-dx * sin + dy * cos) / scale + 3.5;
        const u = (dx * cos + dy * sin) / scale + 2.5 + warp * Math.sin(v * 1.3 + phase);
        if (onGlyph(glyph, u, v, radius)) set(x, y, ink.map((c) => c + Math.round(rnd(-15, 15))) as Rgb);
      }
    }
  });

  for (let n = 0; n < 3; n++) {
    const ink = colour(40, 150);
    const [amp, freq, phase, base] = [rnd(3, 9), rnd(0.04, 0.12), rnd(0, 6.3), rnd(8, HEIGHT - 8)];
    const thick = n === 0 ? 2 : 1;
    for (let x = 0; x < WIDTH; x++) {
      const y = base + amp * Math.sin(x * freq + phase);
      for (let k = 0; k < thick; k++) set(x, y + k, ink);
    }
  }
  for (let n = 0; n < 120; n++) set(rnd(0, WIDTH), rnd(0, HEIGHT), colour(30, 230));

  return `data:image/png;base64,${encodePng(WIDTH, HEIGHT, px).toString("base64")}`;
}
