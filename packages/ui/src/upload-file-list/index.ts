export {
  UploadFileList,
  formatFileSize,
  type UploadFileListItem,
  type UploadFileListProps,
  type UploadFileRowState,
} from "./upload-file-list";
