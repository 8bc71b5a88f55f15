import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * The headers every answer carries: a content security policy that lets the web app load its own
 * scripts only, no page of another site frame it, no content-type sniffing and no full referrer sent
 * to other sites. Styles may be inline (antd writes its styles at run time); images may be data: or
 * blob: URLs (captcha, QR codes, previews). Menu pages embedded as iframes may point anywhere an
 * administrator chose.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", "ws:", "wss:"],
        frameSrc: ["'self'", "https:", "http:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Cross-origin isolation would block the API for the CORS_ORIGINS sites that may call it.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
    // Third-party login opens the provider in a popup that reports back to this window.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // HTTPS is the reverse proxy's business; a plain-HTTP install must not be pinned to it.
    strictTransportSecurity: false,
  });
}
