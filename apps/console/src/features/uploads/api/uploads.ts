import { UPLOAD_SIZE_LIMITS_MB } from "@sendline/core";
import { checkFileHeader, useFileUpload } from "../../../lib/file-upload";

export {
  UPLOAD_ENGINE,
  UPLOAD_EVENT_TYPE,
  uploadKeys,
  useDownloadRejectedRows,
  useUploadedFiles,
  type UploadItem,
} from "../../../lib/file-upload";

/**
 * Checks a contacts file before anything is sent (SPEC §5, §9): 10 MB at most, and a header of SMS
 * or Email Contacts read from the first 64 KB only. Answers the error text, or null.
 */
export const checkContactsFile = (file: File) =>
  checkFileHeader(file, UPLOAD_SIZE_LIMITS_MB.contacts, (type) => type !== "FILE_BLAST");

export interface ContactsTarget {
  groupId?: number;
  groupName?: string;
  replaceZero: boolean;
}

/** Uploads contacts files into a group: a new one by name, or an existing one, with replace zero. */
export function useContactsUpload() {
  const upload = useFileUpload({ purpose: "contacts", check: checkContactsFile });
  const start = (file: File, target: ContactsTarget) =>
    upload.start(file, {
      replace_zero: target.replaceZero,
      ...(target.groupId !== undefined ? { group_id: target.groupId } : { group_name: target.groupName }),
    });
  return { items: upload.items, start, cancel: upload.cancel };
}
