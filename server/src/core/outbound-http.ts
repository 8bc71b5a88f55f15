/**
 * Calls to configured outside services (SMS gateway, identity provider, CAS server): bounded in time
 * and in answer size, so a slow or hostile service cannot hold a request or the memory.
 */

export const OUTBOUND_TIMEOUT_MS = 5000;
export const OUTBOUND_MAX_BYTES = 256 * 1024;

export interface OutboundAnswer {
  status: number;
  text: string;
}

export class OutboundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OutboundError";
  }
}

export interface OutboundRequest {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}

export async function outboundRequest(url: string, req: OutboundRequest = {}): Promise<OutboundAnswer> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: req.method ?? "GET",
      headers: req.headers,
      body: req.body,
      redirect: "error",
      signal: AbortSignal.timeout(req.timeoutMs ?? OUTBOUND_TIMEOUT_MS),
    });
  } catch (err) {
    throw new OutboundError(`request failed: ${(err as Error).message}`);
  }
  return { status: res.status, text: await readCapped(res) };
}

async function readCapped(res: Response): Promise<string> {
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > OUTBOUND_MAX_BYTES) {
        await reader.cancel();
        throw new OutboundError(`answer larger than ${OUTBOUND_MAX_BYTES} bytes`);
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof OutboundError) throw err;
    throw new OutboundError(`reading the answer failed: ${(err as Error).message}`);
  }
  return Buffer.concat(chunks).toString("utf8");
}
