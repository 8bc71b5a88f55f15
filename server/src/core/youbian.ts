/**
 * YouBian codes, the original's hierarchical codes for departments and categories:
 * segments of one capital letter and two digits, `A01` .. `A99`, `B01` .. `Z99`, then `Z99A01`;
 * a child code is its parent's code plus a segment (`A01` -> `A01A01`). Pure functions.
 */

const SEGMENT = /^([A-Z])(\d{2})$/;
const CODE = /^([A-Z]\d{2})+$/;
const MAX_NUM = 99;

export function isYouBianCode(code: string): boolean {
  return CODE.test(code);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The code after `code` among siblings; `A01` when there is none yet. */
export function nextYouBianCode(code?: string | null): string {
  if (!code) return "A01";
  if (!isYouBianCode(code)) throw new Error(`not a YouBian code: ${code}`);
  const before = code.slice(0, -3);
  const m = SEGMENT.exec(code.slice(-3));
  if (!m) throw new Error(`not a YouBian code: ${code}`);
  const letter = m[1];
  const num = Number(m[2]);
  if (num < MAX_NUM) return `${before}${letter}${pad(num + 1)}`;
  // Z99 has no next letter: the original appends a new segment (Z99 -> Z99A01).
  if (letter === "Z") return `${code}A01`;
  return `${before}${String.fromCharCode(letter.charCodeAt(0) + 1)}01`;
}

/** The code of a new child of `parentCode`, given the greatest existing child code (if any). */
export function subYouBianCode(parentCode: string, lastChildCode?: string | null): string {
  if (lastChildCode) return nextYouBianCode(lastChildCode);
  if (!isYouBianCode(parentCode)) throw new Error(`not a YouBian code: ${parentCode}`);
  return `${parentCode}A01`;
}
