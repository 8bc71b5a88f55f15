import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

// scrypt N=2^15, r=8, p=1; the parameters travel with the hash so they can be raised later.
export const DEFAULT_HASH_COST = 15;
/** Lowest and highest log2 N a hash may carry; verifying refuses others so a tampered row cannot hang login. */
export const HASH_COST_RANGE = { min: 10, max: 20 } as const;
const R = 8;
const P = 1;
const KEY_LEN = 32;
const MAX_MEM = 128 * 1024 * 1024;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: MAX_MEM };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_LEN, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

let hashCost = DEFAULT_HASH_COST;
const decoys = new Map<number, Promise<string>>();

/** The cost (log2 N) of hashes made from now on: the process's PASSWORD_HASH_COST, set once at start. */
export function setPasswordHashCost(logN: number): void {
  hashCost = logN;
}

/** `scrypt$15$8$1$<salt b64>$<hash b64>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const logN = hashCost;
  const key = await derive(password, salt, logN, R, P);
  return `scrypt$${logN}$${R}$${P}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** A hash no password matches, of the current cost: checked for an unknown user so that takes as long. */
export function decoyHash(): Promise<string> {
  let decoy = decoys.get(hashCost);
  if (!decoy) {
    decoy = hashPassword(randomBytes(24).toString("base64"));
    decoys.set(hashCost, decoy);
  }
  return decoy;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? "").split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [logN, r, p] = parts.slice(1, 4).map(Number);
  // Refuse parameters no hash of ours carries, so a tampered row cannot make login hang.
  if (!(logN >= HASH_COST_RANGE.min && logN <= HASH_COST_RANGE.max && r >= 1 && r <= 32 && p >= 1 && p <= 4))
    return false;
  const salt = Buffer.from(parts[4], "base64");
  const expected = Buffer.from(parts[5], "base64");
  if (expected.length !== KEY_LEN) return false;
  const actual = await derive(password, salt, logN, r, p);
  return timingSafeEqual(actual, expected);
}

/** A strong random password for the first admin: 20 characters from an unambiguous alphabet. */
export function generatePassword(length = 20): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  const bytes = randomBytes(length * 2);
  let out = "";
  // Rejection sampling keeps every character equally likely.
  for (const b of bytes) {
    if (out.length === length) break;
    if (b < 256 - (256 % alphabet.length)) out += alphabet[b % alphabet.length];
  }
  return out.length === length ? out : generatePassword(length);
}
