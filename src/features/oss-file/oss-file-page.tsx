import { DeleteOutlined, DownloadOutlined, EyeOutlined, UploadOutlined } from "@ant-design/icons";
import { useCan, useInvalidate } from "@refinedev/core";
import {
  App,
  Button,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Tag,
  Tooltip,
  Typography,
  Upload,
} from "antd";
import { useState } from "react";
import { Panel } from "@/components/layout/panel";
import { eqFilters, ResourceTable } from "@/components/resource-table";
import { useResourceAction } from "@/components/resource-table/use-resource-action";
import { InlineSearchForm } from "@/components/screen-kit/inline-search-form";
import { OSS_RESOURCE, OSS_URLS, type OssFile, ossFileUrl, uploadOssFile } from "./oss-file-api";

const TYPE_OPTIONS = [
  { value: "image/", label: "图片" },
  { value: "application/pdf", label: "PDF" },
  { value: "application/", label: "文档与压缩包" },
  { value: "text/", label: "文本" },
];

const UNITS = ["B", "KB", "MB", "GB"];
function size(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
}

const previewable = (f: OssFile) => f.fileType.startsWith("image/") || f.fileType === "application/pdf";

interface Search {
  fileName?: string;
  fileType?: string;
}

/** 文件管理: every stored file, who stored it and when, which records use it; upload, preview, download, delete. */
export default function OssFilePage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Search>();
  const [search, setSearch] = useState<Search>({});
  const [preview, setPreview] = useState<OssFile | undefined>();
  const [uploading, setUploading] = useState(false);
  const invalidate = useInvalidate();
  const act = useResourceAction([OSS_RESOURCE]);
  const canUpload = useCan({ resource: OSS_RESOURCE, action: "oss:file:upload" }).data?.can === true;
  const canDelete = useCan({ resource: OSS_RESOURCE, action: "oss:file:delete" }).data?.can === true;

  const query: Record<string, string> = {};
  if (search.fileName?.trim()) query.fileName = search.fileName.trim();
  if (search.fileType) query.fileType = search.fileType;

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const answer = await uploadOssFile(file);
      if (answer.success) message.success(answer.message || "上传成功！");
      else message.error(answer.message || "上传失败");
      await invalidate({ resource: OSS_RESOURCE, invalidates: ["list"] });
    } catch {
      // The HTTP client's error catalogue has shown why.
    } finally {
      setUploading(false);
    }
  };

  return (
    <Panel>
      <InlineSearchForm<Search> form={form} name="oss-file-search" onSearch={setSearch}>
        <Form.Item name="fileName" label="文件名称">
          <Input allowClear placeholder="请输入文件名称" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="fileType" label="文件类型">
          <Select allowClear placeholder="全部类型" options={TYPE_OPTIONS} style={{ width: 160 }} />
        </Form.Item>
      </InlineSearchForm>
      {canUpload && (
        <div style={{ marginBottom: 16 }}>
          <Upload
            showUploadList={false}
            accept=".jpg,.jpeg,.png,.gif,.webp,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.zip,.txt"
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button type="primary" icon={<UploadOutlined />} loading={uploading}>
              文件上传
            </Button>
          </Upload>
        </div>
      )}
      <ResourceTable<OssFile>
        resource={OSS_RESOURCE}
        list={OSS_URLS.list}
        search={eqFilters(query)}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        columns={[
          {
            title: "文件名称",
            dataIndex: "fileName",
            render: (name: string) => (
              <Typography.Text ellipsis={{ tooltip: name }} style={{ maxWidth: 260 }}>
                {name}
              </Typography.Text>
            ),
          },
          { title: "类型", dataIndex: "fileType", width: 150 },
          { title: "大小", dataIndex: "fileSize", width: 100, align: "right", render: size },
          { title: "上传人", dataIndex: "createBy", width: 100 },
          { title: "上传时间", dataIndex: "createTime", width: 170 },
          {
            title: "使用情况",
            dataIndex: "usedBy",
            width: 220,
            render: (uses: OssFile["usedBy"]) =>
              uses.length === 0 ? (
                <Typography.Text type="secondary">未使用</Typography.Text>
              ) : (
                <Space size={[0, 4]} wrap>
                  {uses.map((u) => (
                    <Tag key={`${u.title}-${u.id}`} color="blue">
                      {u.title}：{u.label}
                    </Tag>
                  ))}
                </Space>
              ),
          },
          {
            title: "操作",
            key: "actions",
            width: 200,
            fixed: "right",
            render: (_: unknown, f: OssFile) => (
              <Space size="small">
                {previewable(f) && (
                  <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setPreview(f)}>
                    预览
                  </Button>
                )}
                <Button
                  type="link"
                  size="small"
                  icon={<DownloadOutlined />}
                  href={ossFileUrl("download", f.id)}
                >
                  下载
                </Button>
                {canDelete &&
                  (f.usedBy.length > 0 ? (
                    <Tooltip title="文件正在被使用，不能删除">
                      <Button type="link" size="small" danger disabled icon={<DeleteOutlined />}>
                        删除
                      </Button>
                    </Tooltip>
                  ) : (
                    <Popconfirm
                      title="确定删除该文件吗?"
                      onConfirm={() => act({ url: OSS_URLS.delete, method: "delete", query: { id: f.id } })}
                    >
                      <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                        删除
                      </Button>
                    </Popconfirm>
                  ))}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={preview !== undefined}
        title={preview?.fileName}
        footer={null}
        width={preview?.fileType === "application/pdf" ? 960 : 720}
        onCancel={() => setPreview(undefined)}
        destroyOnHidden
      >
        {preview?.fileType === "application/pdf" ? (
          <iframe
            title={preview.fileName}
            src={ossFileUrl("preview", preview.id)}
            style={{ width: "100%", height: "70vh", border: 0 }}
          />
        ) : preview ? (
          <img
            alt={preview.fileName}
            src={ossFileUrl("preview", preview.id)}
            style={{ maxWidth: "100%", display: "block", margin: "0 auto" }}
          />
        ) : null}
      </Modal>
    </Panel>
  );
}
