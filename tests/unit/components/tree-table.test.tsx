import { fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildTree, readLevel, TreeTable, treeOfFound, UNKNOWN_ANSWER } from "@/components/tree-table";
import { API, queryOf, server, setupMsw } from "../providers/msw";
import { installUi } from "../providers/test-ui";
import { messages, renderWithRefine } from "../providers/with-refine";

vi.mock("react-router", async () =>
  (await import("node:module")).createRequire(import.meta.url)("react-router"),
);

setupMsw();

beforeEach(() => {
  localStorage.clear();
  installUi();
});

const ok = (result: unknown) => HttpResponse.json({ success: true, code: 200, message: "", result });

const NODES = [
  { id: "a", pid: "0", name: "车辆", hasChildren: true },
  { id: "b", pid: "0", name: "人员", hasChildren: false },
  { id: "a1", pid: "a", name: "货车", hasChildren: true },
  { id: "a11", pid: "a1", name: "小货车", hasChildren: false },
];

describe("tree rows", () => {
  it("reads a list or a page of records, and nothing else", () => {
    expect(readLevel({ result: [{ id: 1 }] })).toEqual({ rows: [{ id: 1 }] });
    expect(readLevel({ result: { records: [{ id: 1 }], total: 7 } })).toEqual({
      rows: [{ id: 1 }],
      total: 7,
    });
    expect(readLevel({ result: { id: 1 } })).toBeUndefined();
    expect(readLevel({ result: "x" })).toBeUndefined();
    expect(readLevel(null)).toBeUndefined();
  });

  it("gives rows with children an empty list until loaded", () => {
    const shape = { rowKey: "id", hasChildren: (r: Record<string, unknown>) => r.hasChildren === true };
    const top = NODES.slice(0, 2);
    expect(buildTree(top, new Map(), shape).map((r) => r.children)).toEqual([[], undefined]);
    const loaded = buildTree(top, new Map([["a", [NODES[2]]]]), shape);
    expect(loaded[0].children).toEqual([{ ...NODES[2], children: [] }]);
  });

  it("builds the found rows under their ancestors, every level expanded", () => {
    const { tree, keys } = treeOfFound([NODES[3], NODES[2], NODES[0]], "pid", "id", "0");
    expect(tree.map((r) => r.name)).toEqual(["车辆"]);
    expect(keys).toEqual(["a", "a1"]);
    const a1 = (tree[0].children as Record<string, unknown>[])[0];
    expect((a1.children as Record<string, unknown>[]).map((r) => r.name)).toEqual(["小货车"]);
  });
});

describe("TreeTable", () => {
  const columns = [{ title: "名称", dataIndex: "name", key: "name" }];

  it("loads the top level, then a node's children on expand through the parent parameter", async () => {
    const seen: Record<string, string>[] = [];
    server.use(
      mock.get(`${API}/tree/list`, ({ request }) => {
        const q = queryOf(request);
        seen.push(q);
        const pid = q.parentId ?? "0";
        const rows = NODES.filter((n) => n.pid === pid);
        // The top level answers a page, the children a bare list: both are read.
        return pid === "0" ? ok({ records: rows, total: rows.length }) : ok(rows);
      }),
    );
    renderWithRefine(<TreeTable url="/tree/list" topValue="0" columns={columns} />);
    expect(await screen.findByText("车辆", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText("货车")).toBeNull();
    expect(seen).toHaveLength(1);
    expect(seen[0].parentId).toBe("0");
    fireEvent.click(document.querySelector(".ant-table-row-expand-icon-collapsed") as HTMLElement);
    expect(await screen.findByText("货车", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(seen.at(-1)?.parentId).toBe("a");
    expect(screen.queryByText("小货车")).toBeNull();
    // Levels still loading are no unrecognised answers.
    expect(messages(UNKNOWN_ANSWER)).toHaveLength(0);
  });

  it("shows 返回数据类型不识别 when an answer is neither a list nor a page", async () => {
    server.use(mock.get(`${API}/tree/odd`, () => ok({ id: "x" })));
    renderWithRefine(<TreeTable url="/tree/odd" columns={columns} />);
    await waitFor(() => expect(messages(UNKNOWN_ANSWER)).toHaveLength(1), { timeout: 8000 });
  });

  it("a search shows the found rows with their ancestors, read by id", async () => {
    const seen: Record<string, string>[] = [];
    server.use(
      mock.get(`${API}/tree/list`, () => ok([])),
      mock.get(`${API}/tree/flat`, ({ request }) => {
        const q = queryOf(request);
        seen.push(q);
        if (q.id) return ok({ records: NODES.filter((n) => q.id.split(",").includes(n.id)), total: 1 });
        return ok({ records: NODES.filter((n) => n.name.includes("小")), total: 1 });
      }),
    );
    renderWithRefine(
      <TreeTable
        url="/tree/list"
        topValue="0"
        columns={columns}
        search={{ url: "/tree/flat", params: { name: "*小*" }, parentField: "pid" }}
      />,
    );
    expect(await screen.findByText("小货车", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText("货车")).toBeInTheDocument();
    expect(screen.getByText("车辆")).toBeInTheDocument();
    expect(screen.queryByText("人员")).toBeNull();
    expect(seen.map((q) => q.id ?? q.name)).toEqual(["*小*", "a1", "a"]);
  });
});
