/**
 * The upload widgets' texts. Apart from the upload list's logic (upload-state.ts) because a list's file
 * cells show one of them (未知的文件) and should not bring that logic along.
 */
export const UPLOAD_TEXT = {
  unknownError: "未知错误",
  failed: "上传失败",
  notImage: "请上传图片",
  moveFirst: "未知的操作",
  moveLast: "已到最后~",
  errorTitle: "上传出错",
  errorLabel: "错误信息：",
  noFile: "未上传任何文件",
  unknownFile: "未知的文件",
  itemFailed: (name: string) => `${name} 上传失败.`,
  screenshotUploading: "截图上传中...",
} as const;
