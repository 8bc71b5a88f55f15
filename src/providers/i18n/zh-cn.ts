/**
 * zh-CN texts for every key refine core 5 and @refinedev/antd 6 look up, plus the
 * app's own shared texts. `{{name}}` is interpolated.
 */
export const SYSTEM_NAME = "通行证管理系统";

export const zhCN = {
  buttons: {
    create: "新增",
    save: "保存",
    logout: "退出登录",
    delete: "删除",
    edit: "编辑",
    cancel: "取消",
    confirm: "确定删除吗?",
    filter: "筛选",
    clear: "清除",
    refresh: "刷新",
    show: "查看",
    undo: "撤销",
    import: "导入",
    clone: "复制",
    export: "导出",
    list: "列表",
    notAccessTitle: "您没有此操作的权限",
  },
  actions: {
    list: "列表",
    create: "新增",
    edit: "编辑",
    show: "详情",
    clone: "复制",
  },
  notifications: {
    success: "操作成功",
    error: "操作失败（状态码：{{statusCode}}）",
    undoable: "您还有 {{seconds}} 秒可以撤销",
    createSuccess: "{{resource}}新增成功",
    createError: "{{resource}}新增失败（状态码：{{statusCode}}）",
    editSuccess: "{{resource}}编辑成功",
    editError: "{{resource}}编辑失败（状态码：{{statusCode}}）",
    deleteSuccess: "{{resource}}删除成功",
    deleteError: "{{resource}}删除失败（状态码：{{statusCode}}）",
    importProgress: "正在导入：{{processed}}/{{total}}",
  },
  loading: "加载中…",
  warnWhenUnsavedChanges: "您有未保存的修改，确定要离开吗？",
  documentTitle: {
    default: SYSTEM_NAME,
    suffix: ` · ${SYSTEM_NAME}`,
  },
  pages: {
    error: {
      "404": "很抱歉，您访问的页面不存在。",
      info: "您可能忘记在路由中添加 {{action}} 组件。",
      backHome: "返回首页",
    },
    login: {
      title: "账户密码登录",
      signin: "登录",
      signup: "注册",
      divider: "或",
      register: "注册账户",
      fields: { email: "用户名", password: "密码", username: "用户名", captcha: "验证码" },
      errors: {
        requiredEmail: "请输入用户名",
        validEmail: "用户名格式不正确",
        requiredPassword: "请输入密码",
        requiredCaptcha: "请输入验证码",
      },
      buttons: {
        submit: "登录",
        forgotPassword: "忘记密码",
        noAccount: "还没有账户？",
        rememberMe: "自动登录",
        haveAccount: "已有账户？",
      },
    },
    register: {
      title: "注册账户",
      email: "邮箱",
      divider: "或",
      signin: "登录",
      fields: { email: "邮箱", password: "密码" },
      errors: { requiredEmail: "请输入邮箱", validEmail: "邮箱格式不正确", requiredPassword: "请输入密码" },
      buttons: { submit: "注册", haveAccount: "已有账户？" },
    },
    forgotPassword: {
      title: "忘记密码",
      signin: "登录",
      fields: { email: "邮箱" },
      errors: { requiredEmail: "请输入邮箱", validEmail: "邮箱格式不正确" },
      buttons: { submit: "发送重置链接", haveAccount: "已有账户？" },
    },
    updatePassword: {
      title: "修改密码",
      fields: { password: "新密码", confirmPassword: "确认新密码" },
      errors: {
        requiredPassword: "请输入新密码!",
        requiredConfirmPassword: "请确认新密码!",
        confirmPasswordNotMatch: "两次输入的密码不一样！",
      },
      buttons: { submit: "确定" },
    },
  },
  table: {
    actions: "操作",
    pagination: "{{from}}-{{to}} 共{{total}}条",
  },
};

/** Same keys as zhCN, any texts. */
type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
export type MessageTree = Messages<typeof zhCN>;
