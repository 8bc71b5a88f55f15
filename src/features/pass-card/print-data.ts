/**
 * The print view of a permit: it has no session, so it reads the permit's card once with the print
 * ticket the list issued (GET /permit/application/printData?id=&ticket=).
 */
import { appConfig } from "@/app-config";
import type { CardVariant } from "./pass-card";
import type { PassCardData } from "./pass-card-data";

export interface PrintCard extends PassCardData {
  /** The pass token the printed card's QR code links to. */
  passToken?: string | null;
}

export type PrintAnswer = { kind: "found"; card: PrintCard } | { kind: "refused"; message: string };

export const PRINT_LINK_BROKEN = "打印链接不完整，请从列表重新打印";
export const PRINT_UNAVAILABLE = "暂时无法读取打印内容，请稍后再试";

/** Where the print view of one permit opens: its id and a ticket, never the session token. */
export function printViewPath(id: string, ticket: string): string {
  return `/public/permitPrint?${new URLSearchParams({ id, ticket })}`;
}

/** Reads the card with the ticket (spending it); the server's refusal is shown as the page's message. */
export async function loadPrintCard(
  id: string | null,
  ticket: string | null,
  fetcher: typeof fetch = fetch,
): Promise<PrintAnswer> {
  if (!id || !ticket) return { kind: "refused", message: PRINT_LINK_BROKEN };
  try {
    const query = new URLSearchParams({ id, ticket });
    const response = await fetcher(`${appConfig().apiBaseUrl}/permit/application/printData?${query}`, {
      headers: { Accept: "application/json" },
    });
    const body = (await response.json()) as { success?: boolean; message?: string; result?: PrintCard };
    if (body.success && body.result) return { kind: "found", card: body.result };
    return { kind: "refused", message: body.message || PRINT_UNAVAILABLE };
  } catch {
    return { kind: "refused", message: PRINT_UNAVAILABLE };
  }
}

/** The card layout of a permit type: special vehicles and visitors have their own titles. */
export function printVariant(permitType: string): CardVariant {
  if (permitType === "special") return "special";
  if (permitType === "visitor") return "visitor";
  return "vehicle";
}

/** The public card page the QR code opens, of the same variant as the printed card. */
export function cardUrl(origin: string, variant: CardVariant, token: string): string {
  const page = { vehicle: "passcard", special: "passcardTez", visitor: "passcardFK" }[variant];
  return `${origin}/public/${page}?token=${encodeURIComponent(token)}`;
}
