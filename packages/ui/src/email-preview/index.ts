export {
  EmailPreview,
  emailPreviewFrameVariants,
  type EmailPreviewDevice,
  type EmailPreviewProps,
} from "./email-preview";
