/** One ajv error as Fastify passes it on (verbose mode adds parentSchema). */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  parentSchema?: Record<string, unknown>;
}

const CONTEXT_NAMES: Record<string, string> = {
  body: "请求体",
  querystring: "查询参数",
  params: "路径参数",
  headers: "请求头",
};

const TYPE_NAMES: Record<string, string> = {
  string: "文本",
  number: "数字",
  integer: "整数",
  boolean: "布尔值",
  array: "数组",
  object: "对象",
  null: "空值",
};

/**
 * A clear Chinese message that names the field. A schema may carry its own text in `errorMessage`
 * (e.g. `长度4到18个字符`), which wins.
 */
export function validationMessage(issues: readonly ValidationIssue[], context?: string): string {
  const issue = issues[0];
  if (!issue) return "参数校验失败";
  const own = issue.parentSchema?.errorMessage;
  if (typeof own === "string" && own) return own;
  const path = issue.instancePath.replace(/^\//, "").replace(/\//g, ".");
  const missing = typeof issue.params.missingProperty === "string" ? issue.params.missingProperty : undefined;
  const extra =
    typeof issue.params.additionalProperty === "string" ? issue.params.additionalProperty : undefined;
  const field = path || (context ? (CONTEXT_NAMES[context] ?? context) : "参数");
  const limit = issue.params.limit;
  // A declared field's schema carries its title, so the message is the one the form shows.
  const title = issue.parentSchema?.title;
  if (typeof title === "string" && title) {
    if (issue.keyword === "maxLength") return `${title}长度不能超过${limit}个字符`;
    if (issue.keyword === "type") return `${title}类型不正确`;
  }
  switch (issue.keyword) {
    case "required":
      return `缺少必填参数：${joinPath(path, missing ?? "")}`;
    case "type": {
      const want = String(issue.params.type ?? "")
        .split(",")
        .map((t) => TYPE_NAMES[t] ?? t)
        .join("或");
      return `参数${field}类型错误，应为${want}`;
    }
    case "maxLength":
      return `参数${field}长度不能超过${limit}个字符`;
    case "minLength":
      return Number(limit) <= 1 ? `参数${field}不能为空` : `参数${field}长度不能少于${limit}个字符`;
    case "maximum":
      return `参数${field}不能大于${limit}`;
    case "minimum":
      return `参数${field}不能小于${limit}`;
    case "exclusiveMaximum":
      return `参数${field}必须小于${limit}`;
    case "exclusiveMinimum":
      return `参数${field}必须大于${limit}`;
    case "maxItems":
      return `参数${field}最多${limit}项`;
    case "minItems":
      return `参数${field}至少${limit}项`;
    case "pattern":
    case "format":
      return `参数${field}格式不正确`;
    case "enum":
    case "const":
      return `参数${field}的取值不在允许范围内`;
    case "additionalProperties":
      return `不支持的参数：${joinPath(path, extra ?? "")}`;
    default:
      return `参数${field}不合法`;
  }
}

const joinPath = (base: string, leaf: string) => (base && leaf ? `${base}.${leaf}` : base || leaf);
