import { describe, expect, it } from "vitest";
import { editorOutput } from "@/components/widgets/rich-text-editor";
import { markdownToHtml, sanitizeHtml } from "@/components/widgets/sanitize";

describe("sanitising what users write", () => {
  it("drops scripts, event handlers and javascript: URLs, keeps the formatting", () => {
    const dirty =
      '<p>通行<b>证</b><script>alert(1)</script></p><img src="x.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">链接</a><a href="https://example.com/a">好链接</a>' +
      '<iframe src="https://evil"></iframe><div onclick="alert(4)">块</div><style>p{}</style>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe|<style/i);
    expect(clean).toContain("<b>证</b>");
    expect(clean).toContain('<img src="x.png">');
    expect(clean).toContain('<a href="https://example.com/a">好链接</a>');
    expect(clean).toContain("<div>块</div>");
  });

  it("the rich-text output is sanitised and an empty document is empty", () => {
    expect(editorOutput("<p></p>")).toBe("");
    expect(
      editorOutput('<p>a</p><img src="/jeecg-boot/sys/common/static/jeditor/a.png" onerror="x()">'),
    ).toBe('<p>a</p><img src="/jeecg-boot/sys/common/static/jeditor/a.png">');
  });

  it("markdown renders through marked and is sanitised", () => {
    const html = markdownToHtml(
      "# 标题\n\n**粗体** [链接](javascript:alert(1))\n\n<script>alert(2)</script><img src=x onerror=alert(3)>",
    );
    expect(html).toContain("<h1>标题</h1>");
    expect(html).toContain("<strong>粗体</strong>");
    expect(html).not.toMatch(/script|onerror|javascript:/i);
    expect(html).toContain('<img src="x">');
  });
});
