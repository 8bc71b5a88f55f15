export { useDownloadFile } from "./download-file";
export { FileLinks } from "./file-links";
export { FilePopup, type FilePopupFile, type FilePopupProps, popupFiles } from "./file-popup";
export { FileUpload, type FileUploadProps } from "./file-upload";
export { ImageThumbs } from "./image-thumbs";
export { ImageUpload, type ImageUploadProps } from "./image-upload";
export { fileUrl, fileUrls, UPLOAD_URL } from "./static-url";
export * from "./upload-state";
