/**
 * GET /permit/public/card/{passToken}: the pass card without login. Only the fields the card shows (of
 * the 随行车辆 their plate, type and driver, of the 随行人员 their name and company: no ID numbers or
 * mobiles on a public page); the token's format is checked before any query; rate-limited per client
 * address.
 */
import type { FastifyInstance } from "fastify";
import { loadDictTexts, translate } from "../../core/dict-text.ts";
import { BizError, ok } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";
import { PASS_TOKEN } from "./application-rules.ts";
import { STATUS, STATUS_TEXT } from "./dictionaries.ts";
import { readSubRows } from "./sub-rows.ts";

export const CARD_NOT_FOUND = "未找到该通行证，请核对二维码或链接是否完整";
export const CARD_RATE_LIMITED = "查询过于频繁，请稍后再试";
export const CARD_REQUESTS_PER_MINUTE = 60;

export type CardState = "valid" | "expired" | "revoked" | "pending" | "rejected";

interface CardRow {
  id: string;
  tenant_id: number;
  application_no: string;
  permit_type: string;
  plate_no: string | null;
  vehicle_type: string | null;
  driver_name: string | null;
  visitor_name: string | null;
  company: string | null;
  region: string;
  areas: string | null;
  valid_from: string;
  valid_to: string;
  status: number;
  expired: boolean;
  pass_token: string | null;
}

function cardState(status: number, expired: boolean): CardState {
  if (status === STATUS.expired) return "expired";
  if (status === STATUS.revoked) return "revoked";
  if (status === STATUS.rejected) return "rejected";
  if (status !== STATUS.approved) return "pending";
  return expired ? "expired" : "valid";
}

/** Requests per address in the current minute; in memory, per instance (a gate needs a few a minute). */
class MinuteLimiter {
  private minute = 0;
  private counts = new Map<string, number>();

  hit(key: string, now = Date.now()): boolean {
    const minute = Math.floor(now / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.counts = new Map();
    }
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    return n <= CARD_REQUESTS_PER_MINUTE;
  }
}

const CARD_SELECT = `
  SELECT a.id, a.tenant_id, a.application_no, a.permit_type, a.plate_no, v.vehicle_type, d.name AS driver_name,
         vi.name AS visitor_name, coalesce(ap.company, vi.company, d.company) AS company, a.region, a.areas,
         to_char(a.valid_from, 'YYYY-MM-DD') AS valid_from, to_char(a.valid_to, 'YYYY-MM-DD') AS valid_to,
         a.status, a.valid_to < CURRENT_DATE AS expired, a.pass_token
    FROM permit_application a
    LEFT JOIN permit_vehicle v ON v.id = a.vehicle_id AND v.tenant_id = a.tenant_id
    LEFT JOIN permit_driver d ON d.id = a.driver_id AND d.tenant_id = a.tenant_id
    LEFT JOIN permit_applicant ap ON ap.id = a.applicant_id AND ap.tenant_id = a.tenant_id
    LEFT JOIN permit_applicant vi ON vi.id = a.visitor_id AND vi.tenant_id = a.tenant_id`;
const CARD_SQL = `${CARD_SELECT} WHERE a.pass_token = $1`;
const CARD_BY_ID_SQL = `${CARD_SELECT} WHERE a.id = $1 AND a.tenant_id = $2`;

/** The card's lists, each only when the permit has rows of it (a permit without them keeps the plain card). */
function cardSubRows(sub: Awaited<ReturnType<typeof readSubRows>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (sub.vehicleList.length > 0) {
    out.vehicles = sub.vehicleList.map((v) => ({
      plateNo: v.plateNo,
      vehicleTypeText: v.vehicleType_dictText ?? "",
      driverName: v.driverName,
    }));
  }
  if (sub.personList.length > 0) {
    out.persons = sub.personList.map((p) => ({ name: p.name, company: p.company }));
  }
  return out;
}

/** What a card shows of a permit: dictionary texts, its state and the lists that ride along. */
async function cardOf(db: Db, row: CardRow): Promise<Record<string, unknown>> {
  const dicts = await loadDictTexts(db, ["permit_type", "vehicle_type", "permit_region", "permit_area"]);
  const sub = await readSubRows(db, row.id, row.tenant_id);
  return {
    applicationNo: row.application_no,
    permitType: row.permit_type,
    permitTypeText: translate(dicts.get("permit_type"), row.permit_type),
    plateNo: row.plate_no,
    vehicleTypeText: translate(dicts.get("vehicle_type"), row.vehicle_type),
    driverName: row.driver_name,
    visitorName: row.visitor_name,
    company: row.company,
    region: row.region,
    regionText: translate(dicts.get("permit_region"), row.region),
    areasText: translate(dicts.get("permit_area"), row.areas),
    validFrom: row.valid_from,
    validTo: row.valid_to,
    status: row.status,
    statusText: STATUS_TEXT[row.status] ?? "",
    cardState: cardState(row.status, row.expired),
    ...cardSubRows(sub),
  };
}

/**
 * A permit's card by id within its tenant, for the signed-in staff's print view, with the pass token its
 * QR code links to (the same token the printed card carries); none for an unknown id.
 */
export async function cardById(
  db: Db,
  id: string,
  tenantId: number,
): Promise<Record<string, unknown> | undefined> {
  const row = await db.one<CardRow>(CARD_BY_ID_SQL, [id, tenantId]);
  return row ? { ...(await cardOf(db, row)), passToken: row.pass_token } : undefined;
}

export function registerPublicCard(app: FastifyInstance, db: Db): void {
  const limiter = new MinuteLimiter();
  app.get("/permit/public/card/:passToken", { config: { auth: "anonymous" } }, async (req, reply) => {
    if (!limiter.hit(req.ip)) {
      return reply
        .code(429)
        .send({ success: false, message: CARD_RATE_LIMITED, code: 429, result: null, timestamp: Date.now() });
    }
    const token = String((req.params as { passToken?: unknown }).passToken ?? "");
    if (!PASS_TOKEN.test(token)) throw new BizError(CARD_NOT_FOUND, 404);
    const row = await db.one<CardRow>(CARD_SQL, [token]);
    if (!row) throw new BizError(CARD_NOT_FOUND, 404);
    reply.header("Cache-Control", "no-store");
    return ok(await cardOf(db, row));
  });
}
