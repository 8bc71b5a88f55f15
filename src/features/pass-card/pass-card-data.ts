/** The public pass card: its data, its states and how it is read (GET /permit/public/card/{token}). */
import { appConfig } from "@/app-config";

export type CardState = "valid" | "expired" | "revoked" | "pending" | "rejected";

export interface PassCardData {
  applicationNo: string;
  permitType: string;
  permitTypeText: string;
  plateNo: string | null;
  vehicleTypeText: string;
  driverName: string | null;
  visitorName: string | null;
  company: string | null;
  region: string;
  regionText: string;
  areasText: string;
  validFrom: string;
  validTo: string;
  status: number;
  statusText: string;
  cardState: CardState;
  /** 随行车辆, when the permit has any */
  vehicles?: { plateNo: string; vehicleTypeText: string; driverName: string | null }[];
  /** 随行人员, when the permit has any */
  persons?: { name: string; company: string | null }[];
}

export const STATE_BANNER: Readonly<Record<CardState, { text: string; color: string }>> = {
  valid: { text: "有效", color: "#389e0d" },
  expired: { text: "已过期", color: "#d46b08" },
  revoked: { text: "已作废", color: "#cf1322" },
  pending: { text: "待审核", color: "#1677ff" },
  rejected: { text: "已驳回", color: "#8c8c8c" },
};

/** The server's token format (32 base64url characters); anything else is not asked for. */
export const PASS_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The print-layout preview's sample (passcardTest sends no request). */
export const SAMPLE_CARD: PassCardData = {
  applicationNo: "TX20260101000001",
  permitType: "long_term",
  permitTypeText: "长期",
  plateNo: "京A12345",
  vehicleTypeText: "小型汽车",
  driverName: "张三",
  visitorName: null,
  company: "示例物流有限公司",
  region: "east",
  regionText: "东区",
  areasText: "东门,办公区,仓储区",
  validFrom: "2026-01-01",
  validTo: "2026-12-31",
  status: 1,
  statusText: "已通过",
  cardState: "valid",
};

export type CardAnswer = { kind: "found"; card: PassCardData } | { kind: "missing"; message: string };

export const NOT_FOUND = "未找到该通行证，请核对二维码或链接是否完整";

/**
 * Reads a card with plain fetch: the page has no session, and a not-found answer is shown as a card,
 * not as the app's error notification.
 */
export async function loadCard(token: string | null, fetcher: typeof fetch = fetch): Promise<CardAnswer> {
  if (!token || !PASS_TOKEN.test(token)) return { kind: "missing", message: NOT_FOUND };
  try {
    const response = await fetcher(`${appConfig().apiBaseUrl}/permit/public/card/${token}`, {
      headers: { Accept: "application/json" },
    });
    const body = (await response.json()) as { success?: boolean; message?: string; result?: PassCardData };
    if (body.success && body.result) return { kind: "found", card: body.result };
    return { kind: "missing", message: body.message || NOT_FOUND };
  } catch {
    return { kind: "missing", message: "通行证暂时无法查询，请稍后再试" };
  }
}
