import {
  BoldOutlined,
  ClearOutlined,
  CodeOutlined,
  ItalicOutlined,
  LineOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from "@ant-design/icons";
import { type Editor, EditorContent, mergeAttributes, Node, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { App, Button, Divider, Select, Tooltip } from "antd";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { patterns } from "@/components/crud/rules";
import { fileUrl, UPLOAD_URL } from "@/components/upload/static-url";
import { isImageFile, UPLOAD_TEXT } from "@/components/upload/upload-state";
import { uploadAction } from "@/providers/http/client";
import { PromptDialog } from "./prompt-dialog";
import { sanitizeHtml } from "./sanitize";
import "./rich-text.css";

/** Pictures in the text: a block `<img>` (the starter kit has none). */
const ImageNode = Node.create({
  name: "image",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: null }, title: { default: null } };
  },
  parseHTML() {
    return [{ tag: "img[src]" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["img", mergeAttributes(HTMLAttributes)];
  },
});

const EMPTY_DOCUMENT = "<p></p>";

/** What the form stores: sanitised HTML, "" for an empty document. */
export function editorOutput(html: string): string {
  const clean = sanitizeHtml(html);
  return clean === EMPTY_DOCUMENT ? "" : clean;
}

export interface RichTextEditorProps {
  value?: string | null;
  onChange?: (html: string) => void;
  /** content height (default 300) */
  height?: number;
  disabled?: boolean;
  /** upload folder of inserted pictures (default jeditor, as the original) */
  biz?: string;
  label?: string;
}

type Level = 0 | 1 | 2 | 3;

const HEADINGS: { value: Level; label: string }[] = [
  { value: 0, label: "正文" },
  { value: 1, label: "标题1" },
  { value: 2, label: "标题2" },
  { value: 3, label: "标题3" },
];

function ToolButton({
  title,
  icon,
  active,
  disabled,
  onClick,
}: {
  title: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={title}>
      <Button
        type={active ? "primary" : "text"}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={title}
        aria-pressed={active}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

function headingOf(editor: Editor): Level {
  for (const level of [1, 2, 3] as const) if (editor.isActive("heading", { level })) return level;
  return 0;
}

/**
 * The rich-text editor (height 300, Chinese): Tiptap with a Chinese toolbar; pictures upload to
 * biz `jeditor`; what it emits is sanitised with DOMPurify, and so is what it is given.
 */
export default function RichTextEditor({
  value,
  onChange,
  height = 300,
  disabled,
  biz = "jeditor",
  label,
}: RichTextEditorProps) {
  const { message } = App.useApp();
  const emitted = useRef(value ?? "");
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [uploading, setUploading] = useState(false);

  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } }), ImageNode],
    content: sanitizeHtml(value ?? ""),
    editable: !disabled,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: { "aria-label": label ?? "富文本编辑器", role: "textbox", "aria-multiline": "true" },
    },
    onUpdate: ({ editor: current }) => {
      const html = editorOutput(current.getHTML());
      emitted.current = html;
      onChangeRef.current?.(html);
    },
  });

  // A value set from outside (the record loaded) replaces the document.
  useEffect(() => {
    const next = value ?? "";
    if (!editor || next === emitted.current) return;
    emitted.current = next;
    editor.commands.setContent(sanitizeHtml(next), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const insertImage = async (file: File) => {
    if (!editor) return;
    if (!isImageFile(file)) {
      message.warning(UPLOAD_TEXT.notImage);
      return;
    }
    const form = new FormData();
    form.append("file", file, file.name);
    form.append("biz", biz);
    setUploading(true);
    try {
      const answer = await uploadAction<unknown>(UPLOAD_URL, form);
      const src = answer.success ? fileUrl(answer.message) : undefined;
      if (!src) {
        message.error(answer.message || UPLOAD_TEXT.itemFailed(file.name));
        return;
      }
      editor
        .chain()
        .focus()
        .insertContent({ type: "image", attrs: { src, alt: file.name } })
        .run();
    } catch {
      message.error(UPLOAD_TEXT.itemFailed(file.name));
    } finally {
      setUploading(false);
    }
  };

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const off = disabled === true;

  return (
    <div className={`rich-text-editor${off ? " is-disabled" : ""}`}>
      <div className="rich-text-toolbar" role="toolbar" aria-label="编辑工具栏">
        <ToolButton
          title="撤销"
          icon={<UndoOutlined />}
          disabled={off || !editor.can().undo()}
          onClick={() => chain().undo().run()}
        />
        <ToolButton
          title="重做"
          icon={<RedoOutlined />}
          disabled={off || !editor.can().redo()}
          onClick={() => chain().redo().run()}
        />
        <Divider type="vertical" />
        <Select<Level>
          size="small"
          aria-label="段落格式"
          value={headingOf(editor)}
          options={HEADINGS}
          disabled={off}
          style={{ width: 84 }}
          onChange={(level) =>
            level === 0 ? chain().setParagraph().run() : chain().setHeading({ level }).run()
          }
        />
        <ToolButton
          title="加粗"
          icon={<BoldOutlined />}
          active={editor.isActive("bold")}
          disabled={off}
          onClick={() => chain().toggleBold().run()}
        />
        <ToolButton
          title="斜体"
          icon={<ItalicOutlined />}
          active={editor.isActive("italic")}
          disabled={off}
          onClick={() => chain().toggleItalic().run()}
        />
        <ToolButton
          title="下划线"
          icon={<UnderlineOutlined />}
          active={editor.isActive("underline")}
          disabled={off}
          onClick={() => chain().toggleUnderline().run()}
        />
        <ToolButton
          title="删除线"
          icon={<StrikethroughOutlined />}
          active={editor.isActive("strike")}
          disabled={off}
          onClick={() => chain().toggleStrike().run()}
        />
        <Divider type="vertical" />
        <ToolButton
          title="无序列表"
          icon={<UnorderedListOutlined />}
          active={editor.isActive("bulletList")}
          disabled={off}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolButton
          title="有序列表"
          icon={<OrderedListOutlined />}
          active={editor.isActive("orderedList")}
          disabled={off}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <ToolButton
          title="引用"
          icon={<span className="rich-text-quote">“</span>}
          active={editor.isActive("blockquote")}
          disabled={off}
          onClick={() => chain().toggleBlockquote().run()}
        />
        <ToolButton
          title="代码块"
          icon={<CodeOutlined />}
          active={editor.isActive("codeBlock")}
          disabled={off}
          onClick={() => chain().toggleCodeBlock().run()}
        />
        <ToolButton
          title="分割线"
          icon={<LineOutlined />}
          disabled={off}
          onClick={() => chain().setHorizontalRule().run()}
        />
        <Divider type="vertical" />
        <ToolButton
          title="链接"
          icon={<LinkOutlined />}
          active={editor.isActive("link")}
          disabled={off}
          onClick={() => setLinkOpen(true)}
        />
        <ToolButton
          title={uploading ? "图片上传中" : "插入图片"}
          icon={<PictureOutlined />}
          disabled={off || uploading}
          onClick={() => fileInput.current?.click()}
        />
        <ToolButton
          title="清除格式"
          icon={<ClearOutlined />}
          disabled={off}
          onClick={() => chain().unsetAllMarks().clearNodes().run()}
        />
      </div>
      <EditorContent editor={editor} className="rich-text-content" style={{ height }} />
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        aria-label="选择图片"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) void insertImage(file);
        }}
      />
      <PromptDialog
        open={linkOpen}
        title="插入链接"
        label="链接地址"
        placeholder="https://"
        defaultValue={String(editor.getAttributes("link").href ?? "")}
        rules={[{ pattern: patterns.url, message: "请输入以http和https开头的网址" }]}
        onCancel={() => setLinkOpen(false)}
        onOk={(href) => {
          setLinkOpen(false);
          if (href === "") chain().extendMarkRange("link").unsetLink().run();
          else chain().extendMarkRange("link").setLink({ href }).run();
        }}
      />
    </div>
  );
}
