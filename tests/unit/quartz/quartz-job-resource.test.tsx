import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadResource } from "@/app/resources";
import { hasView } from "@/app/view-registry";
import type { CrudRecord } from "@/components/crud/types";
import { durationText } from "@/features/quartz/quartz-api";
import { quartzJobResource } from "@/features/quartz/quartz-job-resource";
import { ls, ss, USER_AUTH } from "@/providers/storage";
import { quartzJobModule } from "../../../shared/modules/quartz-job";
import { renderList } from "../system/render-list";

// refine loads react-router's CommonJS build under vitest; share that one instance (one Router context).
vi.mock("react-router", async () =>
  (await import("node:module")).createRequire(import.meta.url)("react-router"),
);

afterEach(() => {
  cleanup();
  ls.clear();
  sessionStorage.clear();
});

const ALL = ["list", "add", "edit", "delete", "pause", "resume", "execute"].map((a) => ({
  action: `quartzJob:${a}`,
  type: "1",
}));

const job = (
  id: string,
  description: string,
  status: number,
  lastRunStatus: string | null = null,
): CrudRecord => ({
  id,
  jobClassName: "org.jeecg.modules.quartz.job.SampleJob",
  cronExpression: "0/5 * * * * ? *",
  description,
  status,
  nextFireTime: status === 0 ? "2026-11-26 10:00:05" : null,
  lastRunTime: lastRunStatus ? "2026-11-26 10:00:00" : null,
  lastRunStatus,
});

/** The status cell and the action links of the row showing this description. */
async function rowOf(description: string) {
  const row = (await screen.findByText(description)).closest("tr") as HTMLElement;
  const actions = row.querySelector("td:last-child") as HTMLElement;
  return {
    row,
    actions: within(actions)
      .getAllByRole("button")
      .map((b) => b.textContent ?? ""),
  };
}

describe("定时任务 list", { timeout: 60_000 }, () => {
  it("is registered with a view for its menu key, saves with 保存并安排任务 and starts new jobs every second, started", async () => {
    expect(await loadResource(quartzJobResource.name)).toBe(quartzJobResource);
    expect(quartzJobResource.component).toBe(quartzJobModule.menu.component);
    expect(hasView(quartzJobResource.component)).toBe(true);
    expect(quartzJobResource.form).toMatchObject({
      okText: "保存并安排任务",
      initialValues: { cronExpression: "* * * * * ? *", status: 0 },
      createTitle: "新增定时任务",
    });
  });

  it("shows 已启动 with 停止 for a scheduled job, 已暂停 with 启动 for a stopped one, and the last run's result", async () => {
    ss.setJson(USER_AUTH, ALL);
    renderList(quartzJobResource, [
      job("a", "运行中的任务", 0, "success"),
      job("b", "已停的任务", -1, "failed"),
    ]);
    const running = await rowOf("运行中的任务");
    expect(running.actions).toEqual(["停止", "立即执行", "执行记录", "编辑", "删除"]);
    expect(within(running.row).getByText("已启动")).toBeInTheDocument();
    expect(within(running.row).getByText("成功")).toBeInTheDocument();
    const stopped = await rowOf("已停的任务");
    expect(stopped.actions).toEqual(["启动", "立即执行", "执行记录", "编辑", "删除"]);
    expect(within(stopped.row).getByText("已暂停")).toBeInTheDocument();
    expect(within(stopped.row).getByText("失败")).toBeInTheDocument();
  });

  it("offers 停止, 启动 and 立即执行 only with their codes", async () => {
    ss.setJson(
      USER_AUTH,
      ALL.filter((c) => !/:(pause|execute)$/.test(c.action)),
    );
    renderList(quartzJobResource, [job("a", "运行中的任务", 0)]);
    expect((await rowOf("运行中的任务")).actions).toEqual(["执行记录", "编辑", "删除"]);
  });

  it("asks before 停止", async () => {
    ss.setJson(USER_AUTH, ALL);
    renderList(quartzJobResource, [job("a", "运行中的任务", 0)]);
    const { row } = await rowOf("运行中的任务");
    fireEvent.click(within(row).getByText("停止"));
    await waitFor(() =>
      expect(screen.getByText("是否停止该定时任务？停止后不再按计划执行。")).toBeInTheDocument(),
    );
  });
});

describe("run durations", () => {
  it("read as ms, seconds, or minutes and seconds", () => {
    expect(durationText(32)).toBe("32 ms");
    expect(durationText(1234)).toBe("1.2 s");
    expect(durationText(125_000)).toBe("2 分 5 秒");
    expect(durationText(null)).toBe("");
  });
});
