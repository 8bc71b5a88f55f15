import { HttpResponse, http as mock } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { dataProvider } from "@/providers/data-provider";
import { API, server, setupMsw } from "./msw";
import { installUi } from "./test-ui";

setupMsw();

beforeEach(() => {
  localStorage.clear();
  window.__APP_CONFIG__ = undefined;
  installUi();
});

/** Records any request to a guessed path of the resource `car`. */
function guessedPaths() {
  const seen: string[] = [];
  const record = ({ request }: { request: Request }) => {
    seen.push(new URL(request.url).pathname);
    return HttpResponse.json({ success: true, code: 200, message: "", result: { records: [], total: 0 } });
  };
  server.use(mock.get(`${API}/car/*`, record), mock.delete(`${API}/car/*`, record));
  return seen;
}

describe("a resource that declares its paths but not the one an action needs", () => {
  it("list without url.list stops with 请设置url.list属性! and requests nothing", async () => {
    const seen = guessedPaths();
    const meta = { api: { queryById: "/car/queryById" } };
    await expect(dataProvider.getList({ resource: "car", meta })).rejects.toEqual({
      message: "请设置url.list属性!",
      statusCode: 0,
    });
    await expect(dataProvider.getMany?.({ resource: "car", ids: ["1"], meta })).rejects.toMatchObject({
      message: "请设置url.list属性!",
    });
    expect(seen).toEqual([]);
  });

  it("delete without url.delete and batch delete without url.deleteBatch stop with their messages", async () => {
    const seen = guessedPaths();
    const meta = { api: { list: "/car/list" } };
    await expect(dataProvider.deleteOne({ resource: "car", id: "1", meta })).rejects.toEqual({
      message: "请设置url.delete属性!",
      statusCode: 0,
    });
    await expect(dataProvider.deleteMany?.({ resource: "car", ids: ["1", "2"], meta })).rejects.toEqual({
      message: "请设置url.deleteBatch属性!",
      statusCode: 0,
    });
    expect(seen).toEqual([]);
  });

  it("declared paths are used as they are", async () => {
    const seen = guessedPaths();
    const meta = { api: { list: "/car/list", delete: "/car/remove", deleteBatch: "/car/removeAll" } };
    await dataProvider.getList({ resource: "car", meta });
    await dataProvider.deleteOne({ resource: "car", id: "1", meta });
    await dataProvider.deleteMany?.({ resource: "car", ids: ["1"], meta });
    expect(seen).toEqual(["/jeecg-boot/car/list", "/jeecg-boot/car/remove", "/jeecg-boot/car/removeAll"]);
  });
});
