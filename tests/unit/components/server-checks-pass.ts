/**
 * For form tests about the browser's own rules: the server's checks that run while typing (a taken value,
 * a check rule) answer that the value may be used.
 */
import { HttpResponse, http as mock } from "msw";
import { beforeEach } from "vitest";
import { API, server, setupMsw } from "../providers/msw";

export function serverChecksPass(): void {
  setupMsw();
  beforeEach(() => {
    server.use(
      mock.get(`${API}/sys/duplicate/check`, () =>
        HttpResponse.json({ success: true, code: 200, message: "该值可用！", result: null }),
      ),
      mock.get(`${API}/sys/checkRule/checkByCode`, () =>
        HttpResponse.json({ success: true, code: 200, message: "校验通过", result: null }),
      ),
    );
  });
}
