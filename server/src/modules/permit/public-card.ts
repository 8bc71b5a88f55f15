/**
 * GET /permit/public/card/{passToken}: the pass card without login. Only the
 * fields the card shows; the token's format is checked before any query; rate-limited per client address.
 */
import type { FastifyInstance } from "fastify";
import { loadDictTexts, translate } from "../../core/dict-text.ts";
import { BizError, ok } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";
import { PASS_TOKEN } from "./application-rules.ts";
import { STATUS, STATUS_TEXT } from "./dictionaries.ts";

export const CARD_NOT_FOUND = "未找到该通行证，请核对二维码或链接是否完整";
export const CARD_RATE_LIMITED = "查询过于频繁，请稍后再试";
export const CARD_REQUESTS_PER_MINUTE = 60;

export type CardState = "valid" | "expired" | "revoked" | "pending" | "rejected";

interface CardRow {
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

const CARD_SQL = `
  SELECT a.application_no, a.permit_type, a.plate_no, v.vehicle_type, d.name AS driver_name,
         vi.name AS visitor_name, coalesce(ap.company, vi.company, d.company) AS company, a.region, a.areas,
         to_char(a.valid_from, 'YYYY-MM-DD') AS valid_from, to_char(a.valid_to, 'YYYY-MM-DD') AS valid_to,
         a.status, a.valid_to < CURRENT_DATE AS expired
    FROM permit_application a
    LEFT JOIN permit_vehicle v ON v.id = a.vehicle_id AND v.tenant_id = a.tenant_id
    LEFT JOIN permit_driver d ON d.id = a.driver_id AND d.tenant_id = a.tenant_id
    LEFT JOIN permit_applicant ap ON ap.id = a.applicant_id AND ap.tenant_id = a.tenant_id
    LEFT JOIN permit_applicant vi ON vi.id = a.visitor_id AND vi.tenant_id = a.tenant_id
   WHERE a.pass_token = $1`;

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
    const dicts = await loadDictTexts(db, ["permit_type", "vehicle_type", "permit_region", "permit_area"]);
    reply.header("Cache-Control", "no-store");
    return ok({
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
    });
  });
}
