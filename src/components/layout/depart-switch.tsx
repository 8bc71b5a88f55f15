import { ApartmentOutlined } from "@ant-design/icons";
import { type HttpError, useCustom, useCustomMutation } from "@refinedev/core";
import { App, Avatar, Button, Form, Tooltip } from "antd";
import { useState } from "react";
import { errorNotice, shownByCatalogue } from "@/components/crud/notices";
import { TERTIARY_TEXT } from "@/components/shell/text-colors";
import { LazySelect } from "@/components/widgets/lazy-select";
import { session, type UserInfo, useSession } from "@/providers/session";
import { ls, SEVEN_DAYS, USER_INFO } from "@/providers/storage";
import { LazyModal } from "./lazy-modal";

export interface DepartItem {
  id: string;
  orgCode: string;
  departName: string;
}

export const NO_DEPART = "您尚未设置部门信息!";

/** The answer of GET /sys/user/getCurrentUserDeparts and of PUT /sys/selectDepart. */
interface DepartsAnswer {
  result?: { list?: unknown; orgCode?: string };
}
interface SelectAnswer {
  result?: { userInfo?: UserInfo };
}

function asDeparts(value: unknown): DepartItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (typeof item !== "object" || item === null) return [];
    const { id, orgCode, departName } = item as Record<string, unknown>;
    if (typeof orgCode !== "string" || !orgCode) return [];
    return [
      {
        id: String(id ?? orgCode),
        orgCode,
        departName: typeof departName === "string" ? departName : orgCode,
      },
    ];
  });
}

/**
 * 部门切换 (the original's DepartSelect): the user's departments are read through refine when the entry is
 * chosen, and the dialog opens once they are there; with none it warns and stays closed. The choice is sent
 * with PUT /sys/selectDepart and the answered user info is stored for 7 days.
 */
export function useDepartSwitch() {
  const { message } = App.useApp();
  const username = useSession((s) => s.username);
  const [departs, setDeparts] = useState<DepartItem[] | null>(null);
  const [current, setCurrent] = useState<string>("");
  const [chosen, setChosen] = useState<string | undefined>();
  const [invalid, setInvalid] = useState(false);
  const { query } = useCustom<DepartsAnswer, HttpError>({
    url: "/sys/user/getCurrentUserDeparts",
    method: "get",
    queryOptions: { enabled: false },
    errorNotification: errorNotice,
  });
  const { mutateAsync, mutation } = useCustomMutation<SelectAnswer, HttpError>();

  const start = async () => {
    const read = await query.refetch();
    // A failed read has shown its message.
    if (read.isError || !read.data) return;
    const answer = read.data.data.result;
    const list = asDeparts(answer?.list);
    if (list.length === 0) {
      message.warning(NO_DEPART);
      return;
    }
    const orgCode = answer?.orgCode ?? "";
    setCurrent(orgCode);
    setChosen(list.some((d) => d.orgCode === orgCode) ? orgCode : undefined);
    setInvalid(false);
    setDeparts(list);
  };

  const close = () => setDeparts(null);

  const confirm = async () => {
    if (!chosen) {
      setInvalid(true);
      return;
    }
    try {
      const { data } = await mutateAsync({
        url: "/sys/selectDepart",
        method: "put",
        values: { orgCode: chosen, username },
        successNotification: false,
        errorNotification: false,
      });
      const info = data.result?.userInfo;
      if (info) {
        ls.set(USER_INFO, info, SEVEN_DAYS);
        session.set({ info });
      }
      message.success("部门切换成功");
      close();
    } catch (error) {
      if (!shownByCatalogue(error)) message.warning((error as HttpError).message || "部门切换失败");
    }
  };

  const currentName = departs?.find((d) => d.orgCode === current)?.departName;
  const element = (
    <LazyModal
      title="部门切换"
      width={450}
      open={departs !== null}
      closable={false}
      maskClosable
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close}>
          关闭
        </Button>,
        <Button key="ok" type="primary" loading={mutation.isPending} onClick={confirm}>
          确认
        </Button>,
      ]}
    >
      {currentName && <p style={{ color: TERTIARY_TEXT }}>当前部门：{currentName}</p>}
      <Form.Item
        style={{ marginBottom: 10 }}
        validateStatus={invalid ? "error" : undefined}
        help={invalid ? "请选择登录部门" : undefined}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 10 }}>
          <Tooltip title="您隶属于多部门，请选择当前所在部门">
            <Avatar style={{ backgroundColor: "#87d068", flex: "none" }} icon={<ApartmentOutlined />} />
          </Tooltip>
          <LazySelect
            aria-label="登录部门"
            placeholder="请选择登录部门"
            status={invalid ? "error" : undefined}
            value={chosen}
            onChange={(value: string) => {
              setChosen(value);
              setInvalid(false);
            }}
            options={(departs ?? []).map((d) => ({ value: d.orgCode, label: d.departName }))}
            style={{ flex: 1 }}
          />
        </div>
      </Form.Item>
    </LazyModal>
  );
  return { start, element };
}
