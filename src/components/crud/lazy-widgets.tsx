import { Input, Spin } from "antd";
import type { FileUploadProps } from "@/components/upload/file-upload";
import type { ImageUploadProps } from "@/components/upload/image-upload";
import { fileUrls } from "@/components/upload/static-url";
import type { AreaLinkageProps } from "@/components/widgets/area-linkage";
import type { CodeEditorProps } from "@/components/widgets/code-editor";
import { EditorFrame, editorFrameHeight } from "@/components/widgets/editor-frame";
import FirstPaintSelect from "@/components/widgets/first-paint-select";
import type { InputPopupProps } from "@/components/widgets/input-popup";
import type { MarkdownEditorProps } from "@/components/widgets/markdown-editor";
import type { RichTextEditorProps } from "@/components/widgets/rich-text-editor";
import type { YesNoSwitchProps } from "@/components/widgets/switch";
import type { TimeInputProps } from "@/components/widgets/time-input";
import { lazyComponent } from "./lazy-component";

/**
 * The widgets of the field types few lists have (uploads, image thumbnails, the area cascader, the switch,
 * the time and pop-up text inputs, the editors) load when a form or a list first draws one, so every list does not carry their libraries. Each stands in
 * with a box of its own size while it loads, so the form or row does not move when it comes.
 */

/** The upload's 上传 card. */
const IMAGE_CARD = 104;
/** A default-size button's height. */
const CONTROL_HEIGHT = 32;
/** A list thumbnail and the gap between two. */
const THUMB = 40;
const THUMB_GAP = 4;
/** The 是/否 switch's size. */
const SWITCH = { width: 44, height: 22 };

const areaModule = () => import("@/components/widgets/area-linkage");
const editorsModule = () => import("@/components/widgets/lazy-editors");

/**
 * A disabled input of the field's size with its text, as the date picker shows while it loads (the time
 * and pop-up inputs show their value as that text).
 */
const InputBox = ({ value, placeholder, style }: Pick<TimeInputProps, "value" | "placeholder" | "style">) => (
  <Input disabled value={value ?? undefined} placeholder={placeholder} style={style} />
);

export const TimeInput = lazyComponent<TimeInputProps>(
  async () => ({ default: (await import("@/components/widgets/time-input")).TimeInput }),
  InputBox,
);

/** Only forms draw it (a search panel gives the field a plain input). */
export const InputPopup = lazyComponent<InputPopupProps>(
  async () => ({ default: (await import("@/components/widgets/input-popup")).InputPopup }),
  InputBox,
);

/** The editors' loaders bring antd's Skeleton; until they come, the editor's empty frame stands in. */
export const RichTextEditor = lazyComponent<RichTextEditorProps>(
  async () => ({ default: (await editorsModule()).RichTextEditor }),
  ({ height }) => <EditorFrame height={editorFrameHeight.richText(height)} />,
);

export const CodeEditor = lazyComponent<CodeEditorProps>(
  async () => ({ default: (await editorsModule()).CodeEditor }),
  ({ height }) => <EditorFrame height={editorFrameHeight.code(height)} />,
);

export const MarkdownEditor = lazyComponent<MarkdownEditorProps>(
  async () => ({ default: (await editorsModule()).MarkdownEditor }),
  ({ height }) => <EditorFrame height={editorFrameHeight.markdown(height)} />,
);

export const ImageUpload = lazyComponent<ImageUploadProps>(
  async () => ({ default: (await import("@/components/upload/image-upload")).ImageUpload }),
  ({ disabled }) => (disabled ? null : <div style={{ width: IMAGE_CARD, height: IMAGE_CARD }} />),
);

export const FileUpload = lazyComponent<FileUploadProps>(
  async () => ({ default: (await import("@/components/upload/file-upload")).FileUpload }),
  ({ disabled }) => (disabled ? null : <div style={{ height: CONTROL_HEIGHT }} />),
);

/** Its own first state, while the area names load, is this small spinner too. */
export const AreaLinkage = lazyComponent<AreaLinkageProps>(
  async () => ({ default: (await areaModule()).AreaLinkage }),
  () => <Spin size="small" />,
);

/** In the search panel it is a 是/否 select, which an empty select of its look stands for. */
export const YesNoSwitch = lazyComponent<YesNoSwitchProps>(
  async () => ({ default: (await import("@/components/widgets/switch")).YesNoSwitch }),
  ({ query, label }) =>
    query ? (
      <FirstPaintSelect aria-label={label} placeholder="请选择" style={{ width: "100%" }} />
    ) : (
      <span style={{ display: "inline-block", verticalAlign: "middle", ...SWITCH }} />
    ),
);

interface ImageThumbsProps {
  value: unknown;
  max?: number;
  alt?: string;
}

export const ImageThumbs = lazyComponent<ImageThumbsProps>(
  async () => ({ default: (await import("@/components/upload/image-thumbs")).ImageThumbs }),
  ({ value, max = 3 }) => {
    const count = Math.min(max, fileUrls(value).length);
    if (count === 0) return null;
    return (
      <span
        style={{
          display: "inline-block",
          verticalAlign: "middle",
          width: count * THUMB + (count - 1) * THUMB_GAP,
          height: THUMB,
        }}
      />
    );
  },
);

/** Until the names load, the code shows as it is stored, as the loaded cell does before its data. */
export const AreaText = lazyComponent<{ value: unknown }>(
  async () => ({ default: (await areaModule()).AreaText }),
  ({ value }) => (typeof value === "string" && value !== "" ? <span>{value}</span> : null),
);
