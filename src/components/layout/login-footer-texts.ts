/** The login footer's three notes: what each link opens. */
export type FooterNote = "help" | "privacy" | "terms";

export interface FooterText {
  /** The footer link. */
  link: string;
  /** The dialog's title. */
  title: string;
  paragraphs: readonly string[];
}

export const FOOTER_NOTES: readonly FooterNote[] = ["help", "privacy", "terms"];

export const FOOTER_TEXTS: Readonly<Record<FooterNote, FooterText>> = {
  help: {
    link: "帮助",
    title: "登录帮助",
    paragraphs: [
      "账号：使用系统管理员为你开通的账号和密码登录。用系统生成的初始密码登录时，系统会先要求你设置新密码。",
      "手机号登录：切换到“手机号登录”，输入账号绑定的手机号，获取短信验证码后登录。",
      "验证码：同一账号连续三次密码错误后，登录需要填写图片验证码；看不清时点击图片换一张。",
      "暂时无法登录：多次输错密码后需等待一段时间才能再试，等待时间随失败次数增加。需要立即解除时，请联系系统管理员。",
      "忘记密码：点击“忘记密码”，用绑定的手机号验证身份后重新设置密码；手机号已停用的，请联系系统管理员重置。",
    ],
  },
  privacy: {
    link: "隐私",
    title: "隐私说明",
    paragraphs: [
      "本系统保存办理通行证所需的信息：账号、姓名、手机号和所在部门，以及申请中填写的车辆、驾驶员和访客信息。这些信息只用于通行证的申请、审核和出入管理。",
      "为了安全审计，系统记录每次登录的时间和 IP 地址以及所做的操作；这些日志按设定的保存期限定期清理。",
      "密码只以不可还原的方式保存，任何人都无法查看。退出登录、会话过期或被管理员强制下线后，登录凭证随即失效。",
      "上传的文件和照片只有登录用户才能查看。除法律法规另有规定外，信息不提供给第三方。",
      "你可以在“个人设置”中查看和修改自己的资料；其他查询或更正请求，请联系系统管理员。",
    ],
  },
  terms: {
    link: "条款",
    title: "使用条款",
    paragraphs: [
      "本系统只供获得授权的人员办理通行证业务和进行系统管理。账号仅限本人使用，不得转借或共用。",
      "请妥善保管密码，并对自己账号下的操作负责。发现账号异常时，请立即修改密码并告知系统管理员。",
      "填写和上传的内容应真实、与业务相关，不得包含违法信息；不得尝试越权访问或干扰系统运行。",
      "系统记录所有操作。违反本条款的，管理员可以冻结相关账号。",
    ],
  },
};
