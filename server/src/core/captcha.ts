import { createHash, randomInt } from "node:crypto";
import type { Db } from "../db/client.ts";
import { GLYPHS } from "./captcha-font.ts";

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

/** True when the captcha for checkKey is live and matches, ignoring case. */
export async function checkCaptcha(db: Db, checkKey: string, captcha: string): Promise<boolean> {
  if (!checkKey || !captcha) return false;
  const row = await db.one<{ code: string }>(
    "SELECT code FROM sys_captcha WHERE key_hash = $1 AND expires_at > LOCALTIMESTAMP(0)",
    [captchaKeyHash(checkKey)],
  );
  return row !== undefined && row.code === captcha.trim().toLowerCase();
}

export async function deleteCaptcha(db: Db, checkKey: string): Promise<void> {
  await db.query("DELETE FROM sys_captcha WHERE key_hash = $1", [captchaKeyHash(checkKey)]);
}

const WIDTH = 105;
const HEIGHT = 35;

const rnd = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
const colour = (lo: number, hi: number) =>
  `rgb(${Math.round(rnd(lo, hi))},${Math.round(rnd(lo, hi))},${Math.round(rnd(lo, hi))})`;

/**
 * The code drawn as jittered dot-matrix glyphs with noise, as an SVG data URL (no native image
 * library, and no `<text>` a script could simply read).
 */
export function captchaImage(code: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour(225, 250)}"/>`];
  for (let i = 0; i < 30; i++) {
    parts.push(
      `<circle cx="${rnd(0, WIDTH).toFixed(1)}" cy="${rnd(0, HEIGHT).toFixed(1)}" r="${rnd(0.4, 1.2).toFixed(1)}" fill="${colour(120, 200)}"/>`,
    );
  }
  const cell = 3.2;
  const step = WIDTH / (code.length + 0.5);
  [...code.toUpperCase()].forEach((ch, i) => {
    const glyph = GLYPHS[ch] ?? GLYPHS["0"];
    const x = step * 0.35 + i * step + rnd(-2, 2);
    const y = (HEIGHT - 7 * cell) / 2 + rnd(-3, 3);
    const angle = rnd(-22, 22).toFixed(1);
    const cx = (x + 2.5 * cell).toFixed(1);
    const cy = (y + 3.5 * cell).toFixed(1);
    const dots: string[] = [];
    glyph.forEach((row, r) => {
      [...row].forEach((bit, c) => {
        if (bit !== "1") return;
        const s = cell * rnd(0.85, 1.15);
        dots.push(
          `<rect x="${(x + c * cell + rnd(-0.4, 0.4)).toFixed(1)}" y="${(y + r * cell + rnd(-0.4, 0.4)).toFixed(1)}" width="${s.toFixed(1)}" height="${s.toFixed(1)}"/>`,
        );
      });
    });
    parts.push(`<g fill="${colour(20, 120)}" transform="rotate(${angle} ${cx} ${cy})">${dots.join("")}</g>`);
  });
  for (let i = 0; i < 3; i++) {
    const pts = [0, 1, 2, 3].map(() => `${rnd(0, WIDTH).toFixed(1)} ${rnd(0, HEIGHT).toFixed(1)}`);
    parts.push(
      `<path d="M${pts[0]} C${pts[1]} ${pts[2]} ${pts[3]}" stroke="${colour(60, 160)}" stroke-width="${rnd(0.8, 1.6).toFixed(1)}" fill="none"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join("")}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`;
}
