/** /sys/message/sysMessageTemplate: 模板管理, its 消息中心 menu folder and `sendMsg`. */
import type { FastifyInstance } from "fastify";
import {
  messageTemplateModule as declaration,
  MESSAGE_MENU_ID,
  MESSAGE_TYPE_RULE,
} from "../../../../shared/modules/message-template.ts";
import { BizError, okMessage } from "../../core/result.ts";
import type { AppContext, MenuSeed, ServerModule } from "../../core/server-module.ts";
import { declaredModule } from "../declared-module.ts";
import { buttons } from "../menu-rows.ts";
import { derivedRowId } from "../module-menus.ts";
import { checkReceivers, isMessageType, queueMessage } from "./queue.ts";
import { parseTemplateData, renderTemplate } from "./render.ts";

export const SEND_CODE = "message:template:send";

export const SEND_MESSAGES = {
  queued: "发送消息任务添加成功！",
  failed: "发送消息任务添加失败！",
  badJson: "解析Json出错！",
} as const;

const text = (max: number) => ({ type: ["string", "number", "null"], maxLength: max });

const sendBody = {
  type: "object",
  properties: {
    templateCode: text(32),
    testData: { type: ["string", "object", "null"], maxLength: 1000 },
    receiver: text(1000),
    msgType: text(1),
  },
};

interface SendBody {
  templateCode?: string | number | null;
  testData?: string | Record<string, unknown> | null;
  receiver?: string | number | null;
  msgType?: string | number | null;
}

const asText = (v: unknown) => (v === null || v === undefined ? "" : String(v).trim());

function registerSendMsg(app: FastifyInstance, { db }: AppContext): void {
  app.post(
    `${declaration.api}/sendMsg`,
    { config: { perm: SEND_CODE }, schema: { body: sendBody } },
    async (req) => {
      const body = req.body as SendBody;
      const dataText =
        typeof body.testData === "object" && body.testData !== null
          ? JSON.stringify(body.testData)
          : asText(body.testData) || "{}";
      const data = parseTemplateData(dataText);
      if (!data) throw new BizError(SEND_MESSAGES.badJson);
      const template = await db.one<{ name: string | null; type: string; content: string }>(
        `SELECT template_name AS name, template_type AS type, template_content AS content
           FROM sys_sms_template WHERE template_code = $1`,
        [asText(body.templateCode)],
      );
      const receiver = asText(body.receiver);
      if (!template || receiver === "") throw new BizError(SEND_MESSAGES.failed);
      const type = asText(body.msgType) || template.type;
      if (!isMessageType(type)) throw new BizError(MESSAGE_TYPE_RULE.message);
      await checkReceivers(db, type, receiver);
      await queueMessage(db, {
        title: template.name ?? "",
        type,
        receiver,
        // Mail and system messages are HTML: the values are escaped to show as the text they are.
        content: renderTemplate(template.content, data, { html: type !== "1" }),
        param: dataText,
        createBy: req.session?.username,
      });
      return okMessage(SEND_MESSAGES.queued);
    },
  );
}

const base = declaredModule(declaration, { routes: registerSendMsg });
const menuId = derivedRowId(declaration.name, "menu");

/** 消息中心: the folder of 消息管理 and 模板管理. */
const folder: MenuSeed = {
  id: MESSAGE_MENU_ID,
  name: "消息中心",
  url: "/message",
  component: "layouts/RouteView",
  menuType: 0,
  sortNo: 3,
  icon: "message",
  route: true,
};

export const messageTemplateModule: ServerModule = {
  ...base,
  menus: [
    folder,
    ...(base.menus ?? []),
    ...buttons(menuId, [[derivedRowId(declaration.name, "send"), "发送测试消息", SEND_CODE]]).map((row) => ({
      ...row,
      sortNo: 7,
    })),
  ],
};
