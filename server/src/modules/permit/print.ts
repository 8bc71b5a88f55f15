/**
 * Printing a permit: POST /permit/application/printTicket issues a ticket for one application the caller
 * may read (the list code, within the tenant and region scope of the list), and the print view, opened
 * without the session, reads the permit's card once with it (GET /permit/application/printData).
 */
import type { FastifyInstance } from "fastify";
import type { CrudTable } from "../../core/crud/index.ts";
import { consumePrintTicket, issuePrintTicket, PRINT_TICKET_SECONDS } from "../../core/print-tickets.ts";
import { BizError, ok } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";
import { cardById } from "./public-card.ts";
import { tenantOf } from "./scope.ts";

const P = "/permit/application";
/** The resource a permit's tickets name; the web app's refine resource of the applications. */
export const PRINT_RESOURCE = "permit-application";

const id = { type: "string", minLength: 1, maxLength: 64 };

export function registerPermitPrint(app: FastifyInstance, db: Db, table: CrudTable): void {
  app.post(
    `${P}/printTicket`,
    {
      config: { perm: "permit:application:list" },
      schema: { body: { type: "object", properties: { id }, required: ["id"] } },
    },
    async (req) => {
      const recordId = (req.body as { id: string }).id.trim();
      // The same read as the details: a permit outside the caller's scope is as unknown as a missing one.
      const record = await table.findById(db, recordId, false, req);
      if (!record || !req.session) throw new BizError(table.messages.notFound);
      const ticket = await issuePrintTicket(db, {
        userId: req.session.id,
        tenantId: tenantOf(req),
        resource: PRINT_RESOURCE,
        recordId,
      });
      return ok({ ticket, expiresIn: PRINT_TICKET_SECONDS });
    },
  );

  app.get(
    `${P}/printData`,
    {
      config: { auth: "anonymous" },
      schema: {
        querystring: {
          type: "object",
          properties: { id, ticket: { type: "string", maxLength: 64 } },
          required: ["id", "ticket"],
        },
      },
    },
    async (req, reply) => {
      const query = req.query as { id: string; ticket: string };
      const recordId = query.id.trim();
      const owner = await consumePrintTicket(db, query.ticket.trim(), PRINT_RESOURCE, recordId);
      const card = await cardById(db, recordId, owner.tenantId);
      if (!card) throw new BizError(table.messages.notFound);
      reply.header("Cache-Control", "no-store");
      return ok(card);
    },
  );
}
